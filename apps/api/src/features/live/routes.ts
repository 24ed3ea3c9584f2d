import { LIVE, LiveAreaQuerySchema, LiveTicketSchema, LiveTruckQuerySchema, TruckIdParamsSchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { AppError, notFound, unauthorized } from '../../lib/errors.js';
import { findUserById } from '../auth/index.js';
import { findTruck, truckIdsWithin } from '../trucks/index.js';
import type { LiveHub } from './hub.js';
import { lastEventId, openEventStream } from './sse.js';
import type { TicketSigner } from './tickets.js';

export interface LiveRouteOptions {
  db: Database;
  hub: LiveHub;
  tickets: TicketSigner;
  heartbeatMs?: number;
  /** Open streams one instance serves before it answers 503 (each holds a connection and memory). */
  maxStreams?: number;
}

const DEFAULT_MAX_STREAMS = 20_000;

/** Server-Sent Events: a truck's moves and status, or every truck in a circle, as they happen. */
const liveRoutes: FastifyPluginAsyncZod<LiveRouteOptions> = async (app, { db, hub, tickets, heartbeatMs = LIVE.heartbeatMs, maxStreams = DEFAULT_MAX_STREAMS }) => {
  const checkCapacity = () => {
    if (hub.subscriberCount >= maxStreams) throw new AppError('SERVICE_UNAVAILABLE', 'Live updates are busy right now. Please try again shortly.');
  };

  /** The signed-in user a ticket names, or null for a visitor; a ticket of an ended session is refused. */
  const streamUser = async (ticket: string | undefined) => {
    if (!ticket) return null;
    const claim = tickets.verify(ticket);
    const user = claim && (await findUserById(db, claim.userId));
    if (!user || !user.isActive || user.tokenVersion !== claim.tokenVersion) throw unauthorized('This live stream ticket is no longer valid. Please sign in again.');
    return user.id;
  };

  /** Subscribes, and ties the stream to its user so a ban can close it. */
  const open = (request: FastifyRequest, reply: Parameters<typeof openEventStream>[1], userId: string | null, subscribe: (stream: ReturnType<typeof openEventStream>) => () => void) => {
    let unsubscribe = () => {};
    const stream = openEventStream(request, reply, heartbeatMs, () => unsubscribe());
    const unsubscribeHub = subscribe(stream);
    const untrack = userId ? hub.trackUser(userId, stream) : () => {};
    unsubscribe = () => {
      unsubscribeHub();
      untrack();
    };
  };

  app.get(
    '/live/ticket',
    { onRequest: app.authenticate, schema: { description: 'A ticket for the signed-in user to add to stream URLs (`?ticket=`).', response: { 200: envelopeSchema(LiveTicketSchema) } } },
    async (request) => ok({ ticket: tickets.issue(request.currentUser!.id, request.currentUser!.tokenVersion) }),
  );

  app.get(
    '/trucks/:id/live',
    {
      schema: {
        params: TruckIdParamsSchema,
        querystring: LiveTruckQuerySchema,
        produces: ['text/event-stream'],
        description: `Events \`location\` (only while the owner shares it) and \`status\` for one truck; a \`: ping\` comment every ${LIVE.heartbeatMs / 1000} s; reconnecting with Last-Event-ID replays what was missed.`,
      },
    },
    async (request, reply) => {
      const userId = await streamUser(request.query.ticket);
      const truck = await findTruck(db, request.params.id);
      if (!truck) throw notFound('TRUCK_NOT_FOUND');
      checkCapacity();
      open(request, reply, userId, (stream) => hub.subscribeTruck(truck.id, stream, lastEventId(request)));
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
      const userId = await streamUser(request.query.ticket);
      checkCapacity();
      const inside = await truckIdsWithin(db, lat, lng, radius);
      open(request, reply, userId, (stream) => hub.subscribeArea({ lat, lng, radiusKm: radius, inside }, stream));
    },
  );
};

export default liveRoutes;
