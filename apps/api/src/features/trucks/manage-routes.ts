import {
  MenuItemCreateBodySchema,
  MenuItemParamsSchema,
  MenuItemResultSchema,
  MenuItemUpdateBodySchema,
  TruckCreateBodySchema,
  TruckDetailSchema,
  TruckIdParamsSchema,
  TruckUpdateBodySchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { TruckManageService } from './manage-service.js';
import { writesChange } from '../../lib/invalidates.js';

/**
 * Truck and menu writes, one set of handlers served at both the spec's paths (/api/trucks) and
 * the owner screens' (/api/owner/trucks): owners (their own trucks; another's answers 404) and
 * admins. Ownership is checked in the service.
 */
const truckManageRoutes: FastifyPluginAsyncZod<{ service: TruckManageService }> = async (app, { service }) => {
  writesChange(app, ['truck']);
  const auth = { onRequest: app.requireRole('owner', 'admin') };

  // Any signed-in account may ask; the service refuses customers in the words of the truck policy.
  app.post('/', { onRequest: app.authenticate, schema: { body: TruckCreateBodySchema, response: { 201: envelopeSchema(TruckDetailSchema) } } }, async (request, reply) =>
    reply.status(201).send(ok({ truck: await service.create(request.requireUser(), request.body) }, 'Food truck created')),
  );

  app.put('/:id', { ...auth, schema: { params: TruckIdParamsSchema, body: TruckUpdateBodySchema, response: { 200: envelopeSchema(TruckDetailSchema) } } }, async (request) =>
    ok({ truck: await service.update(request.requireUser(), request.params.id, request.body) }, 'Food truck updated'),
  );

  app.delete('/:id', { ...auth, schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await service.remove(request.requireUser(), request.params.id);
    return ok(null, 'Food truck deleted');
  });

  app.post('/:id/menu', { ...auth, schema: { params: TruckIdParamsSchema, body: MenuItemCreateBodySchema, response: { 201: envelopeSchema(MenuItemResultSchema) } } }, async (request, reply) =>
    reply.status(201).send(ok({ menuItem: await service.addMenuItem(request.requireUser(), request.params.id, request.body.menuItem) }, 'Menu item added')),
  );

  app.put('/:id/menu/:itemId', { ...auth, schema: { params: MenuItemParamsSchema, body: MenuItemUpdateBodySchema, response: { 200: envelopeSchema(MenuItemResultSchema) } } }, async (request) =>
    ok({ menuItem: await service.updateMenuItem(request.requireUser(), request.params.id, request.params.itemId, request.body.menuItem) }, 'Menu item updated'),
  );

  app.patch('/:id/menu/:itemId/toggle', { ...auth, schema: { params: MenuItemParamsSchema, response: { 200: envelopeSchema(MenuItemResultSchema) } } }, async (request) =>
    ok({ menuItem: await service.toggleMenuItem(request.requireUser(), request.params.id, request.params.itemId) }, 'Menu item availability updated'),
  );

  app.delete('/:id/menu/:itemId', { ...auth, schema: { params: MenuItemParamsSchema, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await service.deleteMenuItem(request.requireUser(), request.params.id, request.params.itemId);
    return ok(null, 'Menu item deleted');
  });
};

export default truckManageRoutes;
