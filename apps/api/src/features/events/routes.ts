import {
  EventDetailSchema,
  EventIdParamsSchema,
  EventListQuerySchema,
  EventListResultSchema,
  EventsOnlySchema,
  OrganizerEventsQuerySchema,
  OrganizerParamsSchema,
  UpcomingEventsQuerySchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import type { EventService } from './service.js';

const eventRoutes: FastifyPluginAsyncZod<{ service: EventService }> = async (app, { service }) => {
  app.get(
    '/',
    { onRequest: app.optionalAuth, schema: { querystring: EventListQuerySchema, response: { 200: envelopeSchema(EventListResultSchema) } } },
    async (request) => ok(await service.list(request.query, request.currentUser)),
  );

  app.get(
    '/upcoming',
    { schema: { querystring: UpcomingEventsQuerySchema, response: { 200: envelopeSchema(EventsOnlySchema) } } },
    async (request) => ok({ events: await service.upcoming(request.query.limit) }),
  );

  app.get(
    '/organizer/:organizerId',
    {
      onRequest: app.optionalAuth,
      schema: { params: OrganizerParamsSchema, querystring: OrganizerEventsQuerySchema, response: { 200: envelopeSchema(EventListResultSchema) } },
    },
    async (request) => ok(await service.byOrganizer(request.params.organizerId, request.query, request.currentUser)),
  );

  app.get(
    '/:id',
    { onRequest: app.optionalAuth, schema: { params: EventIdParamsSchema, response: { 200: envelopeSchema(EventDetailSchema) } } },
    async (request) => ok({ event: await service.detail(request.params.id, request.currentUser) }),
  );
};

export default eventRoutes;
