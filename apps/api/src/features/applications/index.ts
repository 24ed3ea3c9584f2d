import { apiRoutes, feature } from '../../app-context.js';
import applicationRoutes from './routes.js';
import { createApplicationService } from './service.js';

// What the admin dashboard reads of applications.
export { applicationCounts, listApplications } from './repository.js';

/** Would-be owners apply; admins approve (an owner account with a set-password link) or reject. */
export const applicationsFeature = feature('applications', async (app, ctx) => {
  const service = createApplicationService(ctx.db, ctx.mailer, ctx.config.publicUrl);
  await apiRoutes(app, 'Admin', '/admin/applications', (scope) => scope.register(applicationRoutes, { service }));
});
