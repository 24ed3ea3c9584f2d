import { apiRoutes, feature } from '../../app-context.js';
import { ownerStopRoutes, stopRoutes } from './routes.js';
import { createStopService } from './service.js';

// What other parts of the API use of a truck's schedule: booking it for a customer's event.
export { bookTruck, truckFreeDuring, unbookTruck } from './booking.js';

/** A truck's stops: where it stands when, closed dates, calendar files in and out. */
export const stopsFeature = feature('stops', async (app, ctx) => {
  const service = createStopService(ctx.db, app.trucks.manage, { publicUrl: ctx.config.publicUrl, findPlace: app.findPlace, importAllowHosts: ctx.config.calendarImportAllowHosts });
  await apiRoutes(app, 'Stops', '/trucks', (scope) => scope.register(stopRoutes, { service }));
  await apiRoutes(app, 'Stops', '/owner', (scope) => scope.register(ownerStopRoutes, { service }));
});
