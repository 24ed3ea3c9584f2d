import { SearchQuerySchema, SearchResultSchema, SuggestQuerySchema, SuggestResultSchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { SERVER_RENDER_HEADER, VALID_UNTIL_HEADER } from '../../lib/server-render.js';
import type { SearchService } from './service.js';

/** Dish search (/api/search) and suggestions as one types (/api/search/suggest): open to everyone. */
const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService; beforeRead?: () => Promise<void> }> = async (app, { service, beforeRead }) => {
  // Answers come from the trucks in memory, once this instance's own writes are in them.
  if (beforeRead) app.addHook('preHandler', beforeRead);
  app.get(
    '/',
    { schema: { querystring: SearchQuerySchema, description: 'Menu items matching the search (typos and Hindi dish names included), near a place when lat and lng are given, with their trucks.', response: { 200: envelopeSchema(SearchResultSchema) } } },
    async (request, reply) => {
      const { validUntil, ...result } = await service.search(request.query);
      if (request.headers[SERVER_RENDER_HEADER] && Number.isFinite(validUntil)) reply.header(VALID_UNTIL_HEADER, String(validUntil));
      return ok(result);
    },
  );

  app.get(
    '/suggest',
    { schema: { querystring: SuggestQuerySchema, description: 'At most eight suggestions for what is typed: dishes, cuisines and trucks.', response: { 200: envelopeSchema(SuggestResultSchema) } } },
    async (request) => ok({ suggestions: await service.suggest(request.query) }),
  );
};

export default searchRoutes;
