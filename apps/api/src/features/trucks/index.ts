import { apiRoutes, feature } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { createTruckManageService, type TruckManageService } from './manage-service.js';
import truckManageRoutes from './manage-routes.js';
import truckRoutes from './routes.js';
import { createTruckService, type TruckService } from './service.js';
import { createTruckCatalog, type TruckCatalog } from './truck-catalog.js';

// What other parts of the API use of trucks: reading a truck's rows, the one definition of a
// truck's JSON and serving state, the trucks in memory, and the service that changes trucks.
export { findMenuItem, findMenuItemById, findTruck, truckIdsWithin } from './repository.js';
export { truckRecord, truckRecords, type TruckRecord } from './truck-record.js';
export { servingOf, truckItem, truckSummary } from './truck-json.js';
export type { CatalogTruck, TruckCatalog } from './truck-catalog.js';
export type { TruckService } from './service.js';
export type { TruckManageService } from './manage-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every truck in memory. */
    catalog: TruckCatalog;
    trucks: {
      /** The public reads, from memory. */
      service: TruckService;
      /** Owners' and admins' changes to trucks. */
      manage: TruckManageService;
      /** Waits until this instance's own writes are in memory (503 before the trucks have loaded). */
      settled(): Promise<void>;
    };
  }
}

/** Re-reading the trucks after a failed start waits this long. */
const RETRY_LOAD_MS = 2_000;

/**
 * Trucks: every truck in memory (kept current by the change feed), the public reads from it, and
 * owners' writes, served at the spec's paths (/api/trucks) and the owner screens' (/api/owner/trucks).
 */
export const trucksFeature = feature('trucks', async (app, ctx) => {
  const catalog = createTruckCatalog(ctx.db, ctx.feed);
  const service = createTruckService(catalog);
  const manage = createTruckManageService(ctx.db, { onChange: (change) => ctx.events.emit('truck.changed', change) });
  /** Reads from memory wait for this instance's own writes first (a few ms at most); before the trucks have loaded they answer 503. */
  const settled = async () => {
    if (!catalog.status.loaded) throw new AppError('SERVICE_UNAVAILABLE', 'Starting up: the trucks are loading. Please try again in a moment.');
    await ctx.feed.settled();
  };
  // The instance answers from memory once the trucks are loaded and the feed keeping them is
  // heard; while the database is away at start, it keeps trying (reads answer 503 meanwhile).
  let retry: NodeJS.Timeout | undefined;
  const startReading = async (): Promise<void> => {
    try {
      if (!(await ctx.feed.start(5_000))) throw new Error('the change feed was not heard within 5 s');
      await catalog.load();
    } catch (error) {
      app.log.warn({ err: error }, 'loading the trucks into memory failed; trying again');
      retry = setTimeout(() => void startReading(), RETRY_LOAD_MS);
      retry.unref();
    }
  };
  app.addHook('onReady', startReading);
  app.addHook('onClose', () => clearTimeout(retry));
  app.decorate('catalog', catalog);
  app.decorate('trucks', { service, manage, settled });

  await apiRoutes(app, 'Trucks', '/trucks', async (scope) => {
    await scope.register(truckRoutes, { service, onTruckViewed: app.truckStats.view, beforeRead: settled });
    await scope.register(truckManageRoutes, { service: manage });
  });
  await apiRoutes(app, 'Owner', '/owner/trucks', (scope) => scope.register(truckManageRoutes, { service: manage }));
});
