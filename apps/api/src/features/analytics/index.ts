import { apiRoutes, feature } from '../../app-context.js';
import analyticsRoutes from './routes.js';
import { createTruckStatsRecorder, type TruckStatsRecorder } from './stats-recorder.js';

// What the rest of the API uses of analytics: the owner's figures and the view/click counter.
export { createAnalyticsService, type AnalyticsService } from './service.js';
export type { TruckStatsRecorder } from './stats-recorder.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Page views and directions clicks, once per visitor, truck and day (tests flush it to read the figures). */
    truckStats: TruckStatsRecorder;
  }
}

/** Counting what visitors do on truck pages (views, directions clicks), written in batches. */
export const analyticsFeature = feature('analytics', async (app, ctx) => {
  const truckStats = createTruckStatsRecorder(ctx.db, (error) => app.log.error({ err: error }, 'saving truck analytics failed'), { secret: ctx.config.jwtSecret });
  app.addHook('onClose', () => truckStats.stop());
  app.decorate('truckStats', truckStats);
  await apiRoutes(app, 'Analytics', '', (scope) => scope.register(analyticsRoutes, { db: ctx.db, recorder: truckStats }));
});
