import {
  EventCreateBodySchema,
  EventDetailSchema,
  EventIdParamsSchema,
  EventRegisterBodySchema,
  EventUnregisterQuerySchema,
  EventUpdateBodySchema,
  EventsOnlySchema,
  FeaturedEventsQuerySchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { badRequest } from '../../lib/errors.js';
import type { EventManageService } from './manage-service.js';
import { writesChange } from '../../lib/invalidates.js';

const eventAnswer = envelopeSchema(EventDetailSchema);

/** Creating, editing and joining events; featured events (public). */
const eventManageRoutes: FastifyPluginAsyncZod<{ service: EventManageService }> = async (app, { service }) => {
  writesChange(app, ['event']);
  const signedIn = { onRequest: app.authenticate };

  app.get('/featured', { schema: { querystring: FeaturedEventsQuerySchema, response: { 200: envelopeSchema(EventsOnlySchema) } } }, async (request) =>
    ok({ events: await service.featured(request.query.limit) }),
  );

  app.post('/', { ...signedIn, schema: { body: EventCreateBodySchema, response: { 201: eventAnswer } } }, async (request, reply) => {
    const { event, needsApproval } = await service.create(request.requireUser(), request.body);
    const message = needsApproval ? 'Event created. It will be published once an admin approves it; we will let you know.' : 'Event created successfully';
    return reply.status(201).send(ok({ event }, message));
  });

  app.put('/:id', { ...signedIn, schema: { params: EventIdParamsSchema, body: EventUpdateBodySchema, response: { 200: eventAnswer } } }, async (request) =>
    ok({ event: await service.update(request.requireUser(), request.params.id, request.body) }, 'Event updated successfully'),
  );

  app.delete('/:id', { ...signedIn, schema: { params: EventIdParamsSchema, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await service.remove(request.requireUser(), request.params.id);
    return ok(null, 'Event deleted successfully');
  });

  app.post('/:id/register', { ...signedIn, config: { answers: { 409: 'The truck is already registered, or the event is full' } }, schema: { params: EventIdParamsSchema, body: EventRegisterBodySchema, response: { 201: eventAnswer } } }, async (request, reply) =>
    reply.status(201).send(ok({ event: await service.register(request.requireUser(), request.params.id, request.body.truckId) }, 'Successfully registered for the event')),
  );

  // The truck may come in the query string or, as the spec's client sends it, in an optional body
  // (a DELETE usually has none, so the body is read here rather than required by a schema).
  app.delete(
    '/:id/unregister',
    { ...signedIn, schema: { params: EventIdParamsSchema, querystring: EventUnregisterQuerySchema, response: { 200: eventAnswer } } },
    async (request) => {
      const fromBody = EventUnregisterQuerySchema.safeParse(request.body ?? {});
      if (!fromBody.success) throw badRequest(fromBody.error.issues[0]!.message, 'truckId');
      const truckId = fromBody.data.truckId ?? request.query.truckId;
      return ok({ event: await service.unregister(request.requireUser(), request.params.id, truckId) }, 'Registration withdrawn');
    },
  );
};

export default eventManageRoutes;
