import { apiRoutes, feature } from '../../app-context.js';
import { adminBlogRoutes, blogRoutes } from './routes.js';
import { createBlogService } from './service.js';

export { createBlogService, type BlogService } from './service.js';

/** The blog: posts written in Markdown by admins, read by everyone. */
export const blogsFeature = feature('blogs', async (app, ctx) => {
  const service = createBlogService(ctx.db);
  await apiRoutes(app, 'Blog', '/blogs', (scope) => scope.register(blogRoutes, { service }));
  await apiRoutes(app, 'Admin', '/admin/blogs', (scope) => scope.register(adminBlogRoutes, { service }));
});
