import { apiRoutes, feature } from '../../app-context.js';
import devRoutes from './routes.js';

/** Outside production only: the outbox and staff accounts for local development and the browser tests. */
export const devFeature = feature('dev', async (app, ctx) => {
  if (ctx.config.env === 'production') return;
  await apiRoutes(app, 'Development', '', (scope) => scope.register(devRoutes, { db: ctx.db, env: ctx.config.env }));
});
