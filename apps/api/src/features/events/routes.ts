import {
  EventDetailSchema,
  EventIdParamsSchema,
  EventListQuerySchema,
  EventListResultSchema,
  EventSearchResultSchema,
  EventsOnlySchema,
  OrganizerEventsQuerySchema,
  OrganizerParamsSchema,
  UpcomingEventsQuerySchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { eventCalendarFile } from './calendar.js';
import type { EventService } from './service.js';

const eventRoutes: FastifyPluginAsyncZod<{ service: EventService; publicUrl: string }> = async (app, { service, publicUrl }) => {
  app.get(
    '/',
    { onRequest: app.optionalAuth, schema: { querystring: EventListQuerySchema, response: { 200: envelopeSchema(EventSearchResultSchema) } } },
    async (request) => ok(await service.search(request.query, request.currentUser)),
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
    '/:id/calendar.ics',
    { onRequest: app.optionalAuth, config: { answers: { 200: { description: 'The event as an iCalendar file', contentType: 'text/calendar' } } }, schema: { params: EventIdParamsSchema, produces: ['text/calendar'], description: 'The event as an iCalendar file (times in UTC), for Add to calendar.' } },
    async (request, reply) => {
      const event = await service.detail(request.params.id, request.currentUser);
      const name = event.title.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event';
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.ics"`)
        .send(eventCalendarFile(event, publicUrl));
    },
  );

  app.get(
    '/:id',
    { onRequest: app.optionalAuth, schema: { params: EventIdParamsSchema, response: { 200: envelopeSchema(EventDetailSchema) } } },
    async (request) => ok({ event: await service.detail(request.params.id, request.currentUser) }),
  );
};

export default eventRoutes;
