import { apiRoutes, feature } from '../../app-context.js';
import contactRoutes from './routes.js';

/** The contact form and visitors' messages to trucks, mailed on and kept for admins. */
export const contactFeature = feature('contact', async (app, ctx) => {
  await apiRoutes(app, 'Contact', '', (scope) => scope.register(contactRoutes, { db: ctx.db, mailer: ctx.mailer, supportEmail: ctx.config.supportEmail }));
});
