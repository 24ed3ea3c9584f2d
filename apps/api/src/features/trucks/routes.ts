import {
  MenuResultSchema,
  NearbyQuerySchema,
  TrendingQuerySchema,
  TruckDetailSchema,
  TruckIdParamsSchema,
  TruckListOnlySchema,
  TruckListQuerySchema,
  TruckListResultSchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import type { TruckService } from './service.js';

const truckRoutes: FastifyPluginAsyncZod<{ service: TruckService }> = async (app, { service }) => {
  app.get(
    '/',
    { schema: { querystring: TruckListQuerySchema, response: { 200: envelopeSchema(TruckListResultSchema) } } },
    async (request) => ok(await service.list(request.query)),
  );

  app.get(
    '/nearby',
    { schema: { querystring: NearbyQuerySchema, response: { 200: envelopeSchema(TruckListOnlySchema) } } },
    async (request) => {
      const trucks = await service.nearby(request.query);
      return ok({ trucks }, `${trucks.length} food trucks within ${request.query.maxDistance} km`);
    },
  );

  app.get(
    '/trending',
    { schema: { querystring: TrendingQuerySchema, response: { 200: envelopeSchema(TruckListOnlySchema) } } },
    async (request) => ok({ trucks: await service.trending(request.query.limit) }),
  );

  app.get(
    '/:id',
    { schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(TruckDetailSchema) } } },
    async (request) => ok({ truck: await service.detail(request.params.id) }),
  );

  app.get(
    '/:id/menu',
    { schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(MenuResultSchema) } } },
    async (request) => ok({ menu: await service.menu(request.params.id) }),
  );
};

export default truckRoutes;
