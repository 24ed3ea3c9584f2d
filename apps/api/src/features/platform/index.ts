import { apiRoutes, feature } from '../../app-context.js';
import { tagRoutes } from '../../plugins/openapi.js';
import { createMetrics, type Metrics } from './metrics.js';
import { createReadiness, type Readiness } from './readiness.js';
import { metricsRoutes, platformRoutes } from './routes.js';

export { serveMetricsPort } from './metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers /api/ready; the server starts draining it on SIGTERM. */
    readiness: Readiness;
    /** Prometheus metrics, when METRICS_TOKEN or METRICS_PORT asks for them. */
    metrics: Metrics | null;
  }
}

/** Health and readiness, the site's public settings, and Prometheus metrics when asked for. */
export const platformFeature = feature('platform', async (app, ctx) => {
  const { config, feed } = ctx;
  const cacheStatus = () => ({ ...app.catalog.status, live: feed.status.state === 'live', secondsSinceBeat: feed.secondsSinceBeat(), beatTripMs: feed.status.beatTripMs });
  const readiness = createReadiness({ db: ctx.db, redis: ctx.redis, cache: cacheStatus });
  app.decorate('readiness', readiness);
  // While shutting down, each answer closes its connection: a kept-alive connection would hold
  // the server open until its idle timeout, long after the last request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  const redis = ctx.redis;
  const metrics =
    config.metricsToken || config.metricsPort
      ? createMetrics({ db: ctx.db, liveStreams: () => app.liveHub.subscriberCount, cache: cacheStatus, pool: ctx.deps.poolStats, redisUp: redis ? () => redis.status === 'ready' : undefined })
      : null;
  app.decorate('metrics', metrics);
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
  const publicConfig = () => ({ tileUrl: config.tileUrl, staleAfterMinutes: config.staleAfterMinutes, demo: config.demoMode });
  await apiRoutes(app, 'Platform', '', (scope) => scope.register(platformRoutes, { readiness, publicConfig }));
  const token = config.metricsToken;
  if (metrics && token) {
    await app.register(async (scope) => {
      tagRoutes(scope, 'Platform');
      await scope.register(metricsRoutes, { metrics, token });
    });
  }
});
