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
import { ok, sendJsonText } from '../../lib/envelope.js';
import type { TruckService } from './service.js';

// List routes send JSON text built by the database (see truck-json-sql.ts); the response schemas
// still document them, and the tests parse every response with the shared schemas.
const truckRoutes: FastifyPluginAsyncZod<{ service: TruckService; onTruckViewed?: (truckId: string) => void }> = async (app, { service, onTruckViewed }) => {
  app.get(
    '/',
    { schema: { querystring: TruckListQuerySchema, response: { 200: envelopeSchema(TruckListResultSchema) } } },
    async (request, reply) => {
      const answer = await service.list(request.query);
      return sendJsonText(reply, answer.dataJson, answer.message);
    },
  );

  app.get(
    '/nearby',
    { schema: { querystring: NearbyQuerySchema, response: { 200: envelopeSchema(TruckListOnlySchema) } } },
    async (request, reply) => {
      const answer = await service.nearby(request.query);
      return sendJsonText(reply, answer.dataJson, answer.message);
    },
  );

  app.get(
    '/trending',
    { schema: { querystring: TrendingQuerySchema, response: { 200: envelopeSchema(TruckListOnlySchema) } } },
    async (request, reply) => {
      const answer = await service.trending(request.query.limit);
      return sendJsonText(reply, answer.dataJson, answer.message);
    },
  );

  app.get(
    '/:id',
    { schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(TruckDetailSchema) } } },
    async (request) => {
      const truck = await service.detail(request.params.id);
      // Counted for the owner's analytics only when the truck exists; buffered, never awaited.
      onTruckViewed?.(truck.id);
      return ok({ truck });
    },
  );

  app.get(
    '/:id/menu',
    { schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(MenuResultSchema) } } },
    async (request) => ok({ menu: await service.menu(request.params.id) }),
  );
};

export default truckRoutes;
