import { SearchQuerySchema, SearchResultSchema, SuggestQuerySchema, SuggestResultSchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import type { SearchService } from './service.js';

/** Dish search (/api/search) and suggestions as one types (/api/search/suggest): open to everyone. */
const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService }> = async (app, { service }) => {
  app.get(
    '/',
    { schema: { querystring: SearchQuerySchema, description: 'Menu items matching the search (typos and Hindi dish names included), near a place when lat and lng are given, with their trucks.', response: { 200: envelopeSchema(SearchResultSchema) } } },
    async (request) => ok(await service.search(request.query)),
  );

  app.get(
    '/suggest',
    { schema: { querystring: SuggestQuerySchema, description: 'At most eight suggestions for what is typed: dishes, cuisines and trucks.', response: { 200: envelopeSchema(SuggestResultSchema) } } },
    async (request) => ok({ suggestions: await service.suggest(request.query) }),
  );
};

export default searchRoutes;
