import { LIVE, LiveAreaQuerySchema, TruckIdParamsSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { findTruck, truckIdsWithin } from '../trucks/index.js';
import type { LiveHub } from './hub.js';
import { lastEventId, openEventStream } from './sse.js';

export interface LiveRouteOptions {
  db: Database;
  hub: LiveHub;
  heartbeatMs?: number;
  /** Open streams one instance serves before it answers 503 (each holds a connection and memory). */
  maxStreams?: number;
}

const DEFAULT_MAX_STREAMS = 20_000;

/** Server-Sent Events: a truck's moves and status, or every truck in a circle, as they happen. */
const liveRoutes: FastifyPluginAsyncZod<LiveRouteOptions> = async (app, { db, hub, heartbeatMs = LIVE.heartbeatMs, maxStreams = DEFAULT_MAX_STREAMS }) => {
  const checkCapacity = () => {
    if (hub.subscriberCount >= maxStreams) throw new AppError('SERVICE_UNAVAILABLE', 'Live updates are busy right now. Please try again shortly.');
  };

  app.get(
    '/trucks/:id/live',
    {
      schema: {
        params: TruckIdParamsSchema,
        produces: ['text/event-stream'],
        description: `Events \`location\` (only while the owner shares it) and \`status\` for one truck; a \`: ping\` comment every ${LIVE.heartbeatMs / 1000} s; reconnecting with Last-Event-ID replays what was missed.`,
      },
    },
    async (request, reply) => {
      const truck = await findTruck(db, request.params.id);
      if (!truck) throw notFound('TRUCK_NOT_FOUND');
      checkCapacity();
      let unsubscribe = () => {};
      const stream = openEventStream(request, reply, heartbeatMs, () => unsubscribe());
      unsubscribe = hub.subscribeTruck(truck.id, stream, lastEventId(request));
    },
  );

  app.get(
    '/live',
    {
      schema: {
        querystring: LiveAreaQuerySchema,
        produces: ['text/event-stream'],
        description: `Every truck within \`radius\` km (at most ${LIVE.maxRadiusKm}): \`location\` and \`status\` events, \`enter\` (with the truck) when one moves into the circle and \`leave\` when it moves out.`,
      },
    },
    async (request, reply) => {
      const { lat, lng, radius } = request.query;
      checkCapacity();
      const inside = await truckIdsWithin(db, lat, lng, radius);
      let unsubscribe = () => {};
      const stream = openEventStream(request, reply, heartbeatMs, () => unsubscribe());
      unsubscribe = hub.subscribeArea({ lat, lng, radiusKm: radius, inside }, stream);
    },
  );
};

export default liveRoutes;
