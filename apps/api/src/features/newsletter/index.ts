import { apiRoutes, feature } from '../../app-context.js';
import newsletterRoutes from './routes.js';

/** The newsletter's subscriptions. */
export const newsletterFeature = feature('newsletter', async (app, ctx) => {
  await apiRoutes(app, 'Newsletter', '', (scope) => scope.register(newsletterRoutes, { db: ctx.db }));
});
