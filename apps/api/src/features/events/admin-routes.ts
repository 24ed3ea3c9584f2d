import { EventApproveBodySchema, EventDetailSchema, EventIdParamsSchema, EventListQuerySchema, EventListResultSchema, EventRejectBodySchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { EventManageService } from './manage-service.js';
import type { EventService } from './service.js';
import { writesChange } from '../../lib/invalidates.js';

/** Admin moderation of events: every event in any state, approve, reject with a reason, delete. */
const adminEventRoutes: FastifyPluginAsyncZod<{ events: EventService; manage: EventManageService }> = async (app, { events, manage }) => {
  writesChange(app, ['event']);
  const adminsOnly = { onRequest: app.requireRole('admin') };

  app.get('/', { ...adminsOnly, schema: { querystring: EventListQuerySchema, response: { 200: envelopeSchema(EventListResultSchema) } } }, async (request) =>
    ok(await events.list(request.query, request.currentUser)),
  );

  app.put('/:id/approve', { ...adminsOnly, config: { answers: { 409: 'The event is not awaiting approval' } }, schema: { params: EventIdParamsSchema, body: EventApproveBodySchema, response: { 200: envelopeSchema(EventDetailSchema) } } }, async (request) =>
    ok({ event: await manage.approve(request.requireUser(), request.params.id, request.body.notes) }, 'Event approved'),
  );

  app.put('/:id/reject', { ...adminsOnly, config: { answers: { 409: 'The event is not awaiting approval' } }, schema: { params: EventIdParamsSchema, body: EventRejectBodySchema, response: { 200: envelopeSchema(EventDetailSchema) } } }, async (request) =>
    ok({ event: await manage.reject(request.requireUser(), request.params.id, request.body.rejectionReason) }, 'Event rejected'),
  );

  app.delete('/:id', { ...adminsOnly, schema: { params: EventIdParamsSchema, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await manage.remove(request.requireUser(), request.params.id);
    return ok(null, 'Event deleted successfully');
  });
};

export default adminEventRoutes;
