import { apiRoutes, feature } from '../../app-context.js';
import { createImportService } from './import-service.js';
import { adminListingRoutes, visitorListingRoutes } from './routes.js';
import { createListingService } from './service.js';

// What the admin dashboard's badge reads.
export { pendingClaimCount } from './repository.js';

/**
 * Listings: trucks on the map before their owners arrive (imported by admins, suggested by
 * visitors), claimed by their owners with the FSSAI licence, reported, retired and merged.
 */
export const listingsFeature = feature('listings', async (app, ctx) => {
  const deps = { db: ctx.db, catalog: app.catalog, settled: app.trucks.settled, findPlace: app.findPlace };
  const services = {
    listings: createListingService({ ...deps, mailer: ctx.mailer, tell: (news) => ctx.events.emit('personal.news', news), publicUrl: ctx.config.publicUrl }),
    imports: createImportService(deps),
  };
  await apiRoutes(app, 'Listings', '', (scope) => scope.register(visitorListingRoutes, services));
  await apiRoutes(app, 'Listings', '/admin', (scope) => scope.register(adminListingRoutes, services));
});
