import { apiRoutes, feature } from '../../app-context.js';
import { createAnalyticsService } from '../analytics/index.js';
import ownerRoutes from './routes.js';
import { createOwnerService } from './service.js';

/** The owner's screens: dashboard, their trucks' details, analytics. */
export const ownerFeature = feature('owner', async (app, ctx) => {
  const trucks = app.trucks.manage;
  await apiRoutes(app, 'Owner', '/owner', (scope) => scope.register(ownerRoutes, { owner: createOwnerService(ctx.db, trucks), trucks, analytics: createAnalyticsService(ctx.db) }));
});
