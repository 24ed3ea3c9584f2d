import { apiRoutes, feature } from '../../app-context.js';
import adminRoutes from './routes.js';
import { createAdminService } from './service.js';

/** The admin dashboard's figures and its users tab (bans end the user's streams on every instance). */
export const adminFeature = feature('admin', async (app, ctx) => {
  const service = createAdminService({ db: ctx.db, onUserBanned: (userId) => ctx.feed.tell({ users: [userId], event: 'end' }) });
  await apiRoutes(app, 'Admin', '/admin', (scope) => scope.register(adminRoutes, { service }));
});
