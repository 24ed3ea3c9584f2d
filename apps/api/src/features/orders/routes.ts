import { requestLocale } from '../../lib/request-locale.js';
import {
  AcceptOrderSchema,
  IdempotencyHeadersSchema,
  MyOrdersQuerySchema,
  OrderIdParamsSchema,
  OrderListSchema,
  OrderSchema,
  OrderingSettingsSchema,
  OwnerOrdersQuerySchema,
  OwnerOrdersSchema,
  PickedUpSchema,
  RunningLateSchema,
  PickupSlotsSchema,
  PlaceOrderSchema,
  RejectOrderSchema,
  TruckIdParamsSchema,
  envelopeSchema,
  ORDER_LIMITS,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { OrderService } from './service.js';
import { writesChange } from '../../lib/invalidates.js';
import { SERVER_RENDER_HEADER, VALID_UNTIL_HEADER } from '../../lib/server-render.js';

const OrderResult = envelopeSchema(z.object({ order: OrderSchema }));
const SettingsResult = envelopeSchema(z.object({ settings: OrderingSettingsSchema }));

/** Customers' orders: the pickup slots, placing, reading and cancelling their own orders. */
export const orderRoutes: FastifyPluginAsyncZod<{ service: OrderService }> = async (app, { service }) => {
  // Orders change nothing visitors read.
  writesChange(app, []);
  const auth = { onRequest: app.authenticate };

  app.get('/trucks/:id/pickup-slots', { schema: { params: TruckIdParamsSchema, description: 'The pickup times a truck offers now (every 15 minutes from its preparation time until it leaves), each with the orders it has room for.', response: { 200: envelopeSchema(PickupSlotsSchema) } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Orders placed take up room without notifying anyone: a server-rendered order screen is
    // rendered again as often as the screen itself reads its pickup times again.
    if (request.headers[SERVER_RENDER_HEADER]) reply.header(VALID_UNTIL_HEADER, String(Date.now() + ORDER_LIMITS.slotsFreshMs));
    return ok(await service.pickupSlots(request.params.id, requestLocale(request)));
  });

  app.post(
    '/trucks/:id/orders',
    {
      ...auth,
      schema: {
        params: TruckIdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: PlaceOrderSchema,
        description: 'Places an order for pickup, paid at the truck, with the menu’s prices. Send an Idempotency-Key: a retry with the same key answers the same order, never a second one.',
        response: { 200: OrderResult, 201: OrderResult },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await service.place(request.requireUser(), request.params.id, request.body, request.headers['idempotency-key']);
      reply.code(replayed ? 200 : 201);
      return ok({ order }, replayed ? 'Order already placed' : 'Order placed');
    },
  );

  app.get('/me/orders', { ...auth, schema: { querystring: MyOrdersQuerySchema, response: { 200: envelopeSchema(OrderListSchema) } } }, async (request) =>
    ok(await service.mine(request.requireUser(), request.query.page)),
  );

  app.get('/orders/:id', { ...auth, schema: { params: OrderIdParamsSchema, description: 'One order, for its customer (with the pickup code) or its truck’s owner.', response: { 200: OrderResult } } }, async (request) =>
    ok({ order: await service.get(request.requireUser(), request.params.id) }),
  );

  app.post('/orders/:id/cancel', { ...auth, schema: { params: OrderIdParamsSchema, description: 'Cancels the customer’s own order while it is still only placed.', response: { 200: OrderResult } } }, async (request) =>
    ok({ order: await service.cancel(request.requireUser(), request.params.id) }, 'Order cancelled'),
  );
};

/** The owner's order queue and each truck's ordering settings. */
export const ownerOrderRoutes: FastifyPluginAsyncZod<{ service: OrderService }> = async (app, { service }) => {
  // An order's progress changes nothing visitors read; the truck's ordering settings do (PUT /trucks/:id/ordering says so).
  writesChange(app, []);
  const ownersOnly = { onRequest: app.requireRole('owner', 'admin') };

  app.get('/orders', { ...ownersOnly, schema: { querystring: OwnerOrdersQuerySchema, description: 'Open orders and today’s closed ones, newest first, with today’s figures.', response: { 200: envelopeSchema(OwnerOrdersSchema) } } }, async (request) =>
    ok(await service.ownerOrders(request.requireUser(), request.query)),
  );
  app.post('/orders/:id/accept', { ...ownersOnly, schema: { params: OrderIdParamsSchema, body: AcceptOrderSchema, response: { 200: OrderResult } } }, async (request) =>
    ok({ order: await service.accept(request.requireUser(), request.params.id, request.body.readyBy) }, 'Order accepted'),
  );
  app.post('/orders/:id/late', { ...ownersOnly, schema: { params: OrderIdParamsSchema, body: RunningLateSchema, description: 'Says an accepted order runs late: its ready-by time moves later and the customer is told.', response: { 200: OrderResult } } }, async (request) =>
    ok({ order: await service.runningLate(request.requireUser(), request.params.id, request.body.minutes) }, 'Customer told the order runs late'),
  );

  app.post('/orders/:id/reject', { ...ownersOnly, schema: { params: OrderIdParamsSchema, body: RejectOrderSchema, response: { 200: OrderResult } } }, async (request) =>
    ok({ order: await service.reject(request.requireUser(), request.params.id, request.body.reason) }, 'Order rejected'),
  );
  app.post('/orders/:id/ready', { ...ownersOnly, schema: { params: OrderIdParamsSchema, response: { 200: OrderResult } } }, async (request) =>
    ok({ order: await service.ready(request.requireUser(), request.params.id) }, 'Order marked ready'),
  );
  app.post('/orders/:id/picked-up', { ...ownersOnly, schema: { params: OrderIdParamsSchema, body: PickedUpSchema, response: { 200: OrderResult } } }, async (request) =>
    ok({ order: await service.pickedUp(request.requireUser(), request.params.id, request.body.code) }, 'Order picked up'),
  );
  app.get('/trucks/:id/ordering', { ...ownersOnly, schema: { params: TruckIdParamsSchema, response: { 200: SettingsResult } } }, async (request) =>
    ok({ settings: await service.settings(request.requireUser(), request.params.id) }),
  );
  app.put('/trucks/:id/ordering', { ...ownersOnly, config: { invalidates: ['truck'] }, schema: { params: TruckIdParamsSchema, body: OrderingSettingsSchema, description: 'Whether the truck takes orders, its preparation minutes, orders per pickup slot, and the dishes sold out today.', response: { 200: SettingsResult } } }, async (request) =>
    ok({ settings: await service.saveSettings(request.requireUser(), request.params.id, request.body) }, 'Ordering settings saved'),
  );
};
