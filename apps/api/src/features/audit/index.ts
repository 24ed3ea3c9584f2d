import { apiRoutes, feature } from '../../app-context.js';
import auditRoutes from './routes.js';

// Other features record their admin decisions here, in their own transactions.
export { recordAdminAction, type AuditActor, type AuditRecord } from './repository.js';

/** The admins' log of decisions, read on the dashboard. */
export const auditFeature = feature('audit', async (app, ctx) => {
  await apiRoutes(app, 'Admin', '/admin', (scope) => scope.register(auditRoutes, { db: ctx.db }));
});
