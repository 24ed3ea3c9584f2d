import { LIVE, LiveAreaQuerySchema, LiveTruckQuerySchema, TruckIdParamsSchema } from '@dishrated/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { openFileLimit, streamsWithinFileLimit } from '../../lib/open-file-limit.js';
import { findTruck, truckIdsWithin } from '../trucks/index.js';
import type { LiveHub } from './hub.js';
import { lastEventId, openEventStream } from './sse.js';

export interface LiveRouteOptions {
  db: Database;
  hub: LiveHub;
  heartbeatMs?: number;
  /** Open streams one instance serves before it answers 503 (each holds a connection and memory). */
  maxStreams?: number;
  /** Open streams one client address may hold before it is answered 429. */
  perClient: number;
}

const DEFAULT_MAX_STREAMS = 20_000;
/** What a stream route answers besides its errors of input, for the API document. */
const STREAM_ANSWERS = {
  200: { description: 'An event stream (text/event-stream) that stays open', contentType: 'text/event-stream' },
  403: 'The session belongs to a banned account',
  429: 'Too many streams open from this address (Retry-After says when to try again)',
  503: 'This instance holds its most streams (Retry-After says when to try again)',
};
/** Seconds a refused client is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 30;

/** Server-Sent Events: a truck's moves and status, or every truck in a circle, as they happen. */
const liveRoutes: FastifyPluginAsyncZod<LiveRouteOptions> = async (app, { db, hub, heartbeatMs = LIVE.heartbeatMs, maxStreams = streamsWithinFileLimit(openFileLimit(), DEFAULT_MAX_STREAMS), perClient }) => {
  /** Open streams per client address: one client cannot take every descriptor the server has. */
  const openPerClient = new Map<string, number>();
  /** Refuses a stream the server has no room for, before it takes a descriptor. */
  const checkCapacity = (request: FastifyRequest, reply: FastifyReply) => {
    if ((openPerClient.get(request.ip) ?? 0) >= perClient) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError('RATE_LIMITED', `Too many live updates are open from your address (at most ${perClient}). Close some tabs and try again.`);
    }
    if (hub.subscriberCount >= maxStreams) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError('SERVICE_UNAVAILABLE', 'Live updates are busy right now. Please try again shortly.');
    }
  };

  /**
   * The signed-in user (by the session cookie EventSource sends, or a bearer token), so a ban can
   * close their streams; null for a visitor or a session that has ended. A banned user is refused.
   */
  const streamUser = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.authenticate(request, reply);
      return request.requireUser().id;
    } catch (error) {
      if (error instanceof AppError && error.code === 'ACCOUNT_BANNED') throw error;
      return null;
    }
  };

  /** Subscribes, and ties the stream to its user so a ban can close it. */
  const open = (request: FastifyRequest, reply: Parameters<typeof openEventStream>[1], userId: string | null, subscribe: (stream: ReturnType<typeof openEventStream>) => () => void) => {
    let unsubscribe = () => {};
    const client = request.ip;
    openPerClient.set(client, (openPerClient.get(client) ?? 0) + 1);
    const stream = openEventStream(request, reply, heartbeatMs, () => unsubscribe());
    const unsubscribeHub = subscribe(stream);
    const untrack = userId ? hub.trackUser(userId, stream) : () => {};
    unsubscribe = () => {
      unsubscribeHub();
      untrack();
      const left = (openPerClient.get(client) ?? 1) - 1;
      if (left > 0) openPerClient.set(client, left);
      else openPerClient.delete(client);
    };
  };

  app.get(
    '/trucks/:id/live',
    {
      config: { answers: STREAM_ANSWERS },
      schema: {
        params: TruckIdParamsSchema,
        querystring: LiveTruckQuerySchema,
        produces: ['text/event-stream'],
        description: `Events \`location\` (only while the owner shares it) and \`status\` for one truck; a \`: ping\` comment every ${LIVE.heartbeatMs / 1000} s; reconnecting with Last-Event-ID replays what was missed.`,
      },
    },
    async (request, reply) => {
      const userId = await streamUser(request, reply);
      const truck = await findTruck(db, request.params.id);
      if (!truck) throw notFound('TRUCK_NOT_FOUND');
      checkCapacity(request, reply);
      open(request, reply, userId, (stream) => hub.subscribeTruck(truck.id, stream, lastEventId(request)));
    },
  );

  app.get(
    '/me/live',
    {
      onRequest: app.authenticate,
      config: { answers: STREAM_ANSWERS },
      schema: {
        produces: ['text/event-stream'],
        description: 'The signed-in user\'s own stream: a `notifications` event (with no data) whenever their notifications change, new or read elsewhere.',
      },
    },
    async (request, reply) => {
      const userId = request.requireUser().id;
      checkCapacity(request, reply);
      open(request, reply, null, (stream) => hub.subscribeUser(userId, stream));
    },
  );

  app.get(
    '/live',
    {
      config: { answers: STREAM_ANSWERS },
      schema: {
        querystring: LiveAreaQuerySchema,
        produces: ['text/event-stream'],
        description: `Every truck within \`radius\` km (at most ${LIVE.maxRadiusKm}): \`location\` and \`status\` events, \`enter\` (with the truck) when one moves into the circle and \`leave\` when it moves out.`,
      },
    },
    async (request, reply) => {
      const { lat, lng, radius } = request.query;
      const userId = await streamUser(request, reply);
      const inside = await truckIdsWithin(db, lat, lng, radius);
      // Checked and opened in one turn, so streams opened at once cannot pass the caps together.
      checkCapacity(request, reply);
      open(request, reply, userId, (stream) => hub.subscribeArea({ lat, lng, radiusKm: radius, inside }, stream));
    },
  );
};

export default liveRoutes;
