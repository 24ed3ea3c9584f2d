import {
  CateringAreaResultSchema,
  CateringAreaSchema,
  TruckIdParamsSchema,
  AdminCateringListSchema,
  AdminCateringQuerySchema,
  CateringCloseBodySchema,
  CateringMessageBodySchema,
  CateringMessageResultSchema,
  CateringThreadParamsSchema,
  CateringThreadSchema,
  CateringQuoteBodySchema,
  CateringQuoteParamsSchema,
  CateringQuoteResultSchema,
  CateringRequestDetailResultSchema,
  CateringRequestBodySchema,
  CateringRequestIdParamsSchema,
  CateringRequestListSchema,
  CateringRequestResultSchema,
  OwnerCateringRequestListSchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { writesChange } from '../../lib/invalidates.js';
import type { CateringService } from './service.js';

/** A customer's catering requests: making one, and reading their own. */
export const customerCateringRoutes: FastifyPluginAsyncZod<{ service: CateringService }> = async (app, { service }) => {
  // A request changes nothing visitors read.
  writesChange(app, []);
  const auth = { onRequest: app.authenticate };

  app.post(
    '/catering-requests',
    {
      ...auth,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        body: CateringRequestBodySchema,
        description:
          'Asks to hire a truck for an event. The request reaches every approved truck that serves a wanted cuisine, whose service area covers the place and that is free then; or, with truckId, only that truck (409 TRUCK_NOT_AVAILABLE when it cannot take it).',
        response: { 201: envelopeSchema(CateringRequestResultSchema) },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.requireUser(), request.body);
      return reply.status(201).send(ok({ request: created }, 'Catering request sent'));
    },
  );

  app.post(
    '/me/catering-requests/:id/quotes/:quoteId/accept',
    {
      ...auth,
      // The booking goes on the truck's schedule, which visitors read.
      config: { invalidates: ['truck'] },
      schema: {
        params: CateringQuoteParamsSchema,
        description:
          'Books the request with this quote: the other quotes are declined, the truck’s schedule gains a private event, and both sides see each other’s contact. Two acceptances at once, or two requests for one truck at one time, never both book (409).',
        response: { 200: envelopeSchema(CateringRequestDetailResultSchema) },
      },
    },
    async (request) => ok({ request: await service.accept(request.requireUser(), request.params.id, request.params.quoteId) }, 'Truck booked'),
  );

  app.post(
    '/me/catering-requests/:id/cancel',
    { ...auth, config: { invalidates: ['truck'] }, schema: { params: CateringRequestIdParamsSchema, body: CateringCloseBodySchema, description: 'Cancels the customer’s own request with a reason: an open one declines its quotes; a booked one comes off the truck’s schedule and its owner is mailed.', response: { 200: envelopeSchema(CateringRequestResultSchema) } } },
    async (request) => ok({ request: await service.cancel(request.requireUser(), request.params.id, request.body.reason) }, 'Catering request cancelled'),
  );

  app.get('/me/catering-requests', { ...auth, schema: { description: 'The signed-in customer’s catering requests, newest first.', response: { 200: envelopeSchema(CateringRequestListSchema) } } }, async (request) =>
    ok({ requests: await service.mine(request.requireUser()) }),
  );

  app.get(
    '/me/catering-requests/:id',
    {
      ...auth,
      schema: { params: CateringRequestIdParamsSchema, description: 'One of the customer’s own catering requests with the quotes on offer (another’s answers 404).', response: { 200: envelopeSchema(CateringRequestDetailResultSchema) } },
    },
    async (request) => ok({ request: await service.one(request.requireUser(), request.params.id) }),
  );
};

/** The thread between a request's customer and one truck's owner, for either of them. */
export const cateringThreadRoutes: FastifyPluginAsyncZod<{ service: CateringService }> = async (app, { service }) => {
  writesChange(app, []);
  const auth = { onRequest: app.authenticate };

  app.get(
    '/catering-requests/:id/threads/:truckId/messages',
    { ...auth, schema: { params: CateringThreadParamsSchema, description: 'The messages between the request’s customer and the truck’s owner (anyone else: 404). Email addresses and phone numbers are hidden until a booking.', response: { 200: envelopeSchema(CateringThreadSchema) } } },
    async (request) => ok({ messages: await service.thread(request.requireUser(), request.params.id, request.params.truckId) }),
  );

  app.post(
    '/catering-requests/:id/threads/:truckId/messages',
    {
      ...auth,
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: { params: CateringThreadParamsSchema, body: CateringMessageBodySchema, description: 'Writes in the thread while the request is open or booked (a thread holds at most 50 messages).', response: { 201: envelopeSchema(CateringMessageResultSchema) } },
    },
    async (request, reply) => {
      const message = await service.post(request.requireUser(), request.params.id, request.params.truckId, request.body.body);
      return reply.status(201).send(ok({ message }, 'Message sent'));
    },
  );
};

/** Admins see every request and close spam. */
export const adminCateringRoutes: FastifyPluginAsyncZod<{ service: CateringService }> = async (app, { service }) => {
  writesChange(app, []);
  const adminsOnly = { onRequest: app.requireRole('admin') };
  app.get('/catering-requests', { ...adminsOnly, schema: { querystring: AdminCateringQuerySchema, description: 'Every catering request, newest first.', response: { 200: envelopeSchema(AdminCateringListSchema) } } }, async (request) =>
    ok(await service.all(request.query)),
  );
  app.put(
    '/catering-requests/:id/close',
    { ...adminsOnly, schema: { params: CateringRequestIdParamsSchema, body: CateringCloseBodySchema, description: 'Closes an open request (spam, say): its quotes are declined; recorded in the audit log.', response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.close(request.requireUser(), request.params.id, request.body.reason);
      return ok(null, 'Catering request closed');
    },
  );
};

/** The catering requests that reached an owner's trucks. */
export const ownerCateringRoutes: FastifyPluginAsyncZod<{ service: CateringService }> = async (app, { service }) => {
  writesChange(app, []);
  const ownersOnly = { onRequest: app.requireRole('owner', 'admin') };

  app.get(
    '/trucks/:id/catering-area',
    { ...ownersOnly, schema: { params: TruckIdParamsSchema, description: 'How far the truck travels to cater, from its usual stops (15 km until the owner sets it).', response: { 200: envelopeSchema(CateringAreaResultSchema) } } },
    async (request) => ok({ area: await service.area(request.requireUser(), request.params.id) }),
  );

  app.put(
    '/trucks/:id/catering-area',
    { ...ownersOnly, schema: { params: TruckIdParamsSchema, body: CateringAreaSchema, description: 'Sets how far the truck travels to cater: requests farther from its usual stops do not reach it.', response: { 200: envelopeSchema(CateringAreaResultSchema) } } },
    async (request) => ok({ area: await service.saveArea(request.requireUser(), request.params.id, request.body.radiusKm) }, 'Catering reach saved'),
  );

  app.post(
    '/catering-requests/:id/quotes',
    {
      ...ownersOnly,
      schema: {
        params: CateringRequestIdParamsSchema,
        body: CateringQuoteBodySchema,
        description: 'Quotes on a request that reached one of the owner’s trucks, or revises that truck’s quote (one per truck and request). A request that did not reach the truck answers 404.',
        response: { 201: envelopeSchema(CateringQuoteResultSchema) },
      },
    },
    async (request, reply) => {
      const quote = await service.quote(request.requireUser(), request.params.id, request.body);
      return reply.status(201).send(ok({ quote }, 'Quote sent'));
    },
  );

  app.delete(
    '/catering-requests/:id/quotes/:quoteId',
    { ...ownersOnly, schema: { params: CateringQuoteParamsSchema, description: 'Withdraws the owner’s quote while it is on offer.', response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.withdraw(request.requireUser(), request.params.id, request.params.quoteId);
      return ok(null, 'Quote withdrawn');
    },
  );

  app.post(
    '/catering-requests/:id/cancel',
    { ...ownersOnly, config: { invalidates: ['truck'] }, schema: { params: CateringRequestIdParamsSchema, body: CateringCloseBodySchema, description: 'The booked truck’s owner cancels the booking with a reason: it comes off the schedule and the customer is mailed.', response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.cancelByOwner(request.requireUser(), request.params.id, request.body.reason);
      return ok(null, 'Booking cancelled');
    },
  );

  app.get(
    '/catering-requests',
    {
      ...ownersOnly,
      schema: { description: 'Requests matched to the owner’s trucks, newest first, without the customer’s contact details.', response: { 200: envelopeSchema(OwnerCateringRequestListSchema) } },
    },
    async (request) => ok({ requests: await service.forOwner(request.requireUser()) }),
  );
};
