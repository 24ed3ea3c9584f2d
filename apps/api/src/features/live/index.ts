import { apiRoutes, feature } from '../../app-context.js';
import { LiveHub } from './hub.js';
import liveRoutes from './routes.js';

export type { LiveHub } from './hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live streams' fan-out (tests and the metrics read its subscriber count). */
    liveHub: LiveHub;
  }
}

/**
 * Live updates as Server-Sent Events: a truck's moves and serving changes, trucks entering and
 * leaving an area, and each signed-in user's own news, all from the change feed, on every instance.
 */
export const liveFeature = feature('live', async (app, ctx) => {
  const hub = new LiveHub(ctx.feed, app.catalog);
  // Streams end before the server waits for its connections to close (they never would): the
  // browsers reconnect, after the retry each stream was given, to an instance still running.
  app.addHook('preClose', () => hub.stop());
  app.decorate('liveHub', hub);
  await apiRoutes(app, 'Live', '', (scope) =>
    scope.register(liveRoutes, { db: ctx.db, hub, heartbeatMs: ctx.deps.liveHeartbeatMs, maxStreams: ctx.deps.maxLiveStreams, perClient: ctx.config.liveStreamsPerClient }),
  );
});
