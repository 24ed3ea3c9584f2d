import {
  AT_WORDS,
  MenuResultSchema,
  NearbyQuerySchema,
  NearbyResultSchema,
  TrendingQuerySchema,
  TruckDetailSchema,
  TruckIdParamsSchema,
  TruckListOnlySchema,
  TruckListQuerySchema,
  TruckListResultSchema,
  envelopeSchema,
} from '@dishrated/shared';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVER_RENDER_HEADER, VALID_UNTIL_HEADER } from '../../lib/server-render.js';
import { ok, jsonPayload, jsonTextPayload } from '../../lib/envelope.js';
import { etagMatches } from '../../lib/etag.js';
import type { TruckService } from './service.js';

/** A revalidation of an unchanged truck: no body. */
const NotModifiedSchema = z.null().describe('Not modified: the truck is unchanged since the etag sent in If-None-Match');

/** Tells the server renderer until when an answer holds by the clock (a page made from it expires then). */
function validFor(request: FastifyRequest, reply: FastifyReply, validUntil: number) {
  if (request.headers[SERVER_RENDER_HEADER] && Number.isFinite(validUntil)) reply.header(VALID_UNTIL_HEADER, String(validUntil));
}

const AT_DESCRIPTION = `With \`at\` (${AT_WORDS.join(', ')}, or an ISO date-time with its offset), the trucks scheduled to stand within the radius then, each at its scheduled place.`;

// The lists are sent as JSON built from the truck's one definition (truck-json.ts), without
// checking each answer against the response schema again; the schemas document the answers and
// the tests parse every answer with them.
const truckRoutes: FastifyPluginAsyncZod<{ service: TruckService; onTruckViewed?: (truckId: string, visitor: string) => void; beforeRead?: () => Promise<void> }> = async (
  app,
  { service, onTruckViewed, beforeRead },
) => {
  // Answers come from the trucks in memory, once this instance's own writes are in them.
  if (beforeRead) app.addHook('preHandler', beforeRead);
  app.get(
    '/',
    { schema: { querystring: TruckListQuerySchema, description: `Find Trucks: search, filters and place. ${AT_DESCRIPTION}`, response: { 200: envelopeSchema(TruckListResultSchema) } } },
    async (request, reply) => {
      const { json, validUntil } = service.list(request.query);
      validFor(request, reply, validUntil);
      return jsonTextPayload(reply, json);
    },
  );

  app.get(
    '/nearby',
    { schema: { querystring: NearbyQuerySchema, description: `Trucks nearest a point. ${AT_DESCRIPTION}`, response: { 200: envelopeSchema(NearbyResultSchema) } } },
    async (request, reply) => {
      const { json, message, validUntil } = service.nearby(request.query);
      validFor(request, reply, validUntil);
      return jsonTextPayload(reply, json, message);
    },
  );

  app.get(
    '/trending',
    { schema: { querystring: TrendingQuerySchema, response: { 200: envelopeSchema(TruckListOnlySchema) } } },
    async (request, reply) => {
      const { trucks, validUntil } = service.trending(request.query);
      validFor(request, reply, validUntil);
      return jsonPayload(reply, { trucks });
    },
  );

  app.get(
    '/:id',
    { schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(TruckDetailSchema), 304: NotModifiedSchema } } },
    async (request, reply) => {
      const page = service.detailPage(request.params.id);
      // Counted for the owner's analytics only when the truck exists, a revalidation too (it is
      // still a visit); buffered, never awaited. A page the server renders counts its visitor itself.
      if (!request.headers[SERVER_RENDER_HEADER]) onTruckViewed?.(request.params.id, request.ip);
      // Browsers keep the page and ask again each time (no-cache); an unchanged truck costs them
      // a 304 without a body.
      reply.header('cache-control', 'no-cache').header('etag', page.etag);
      validFor(request, reply, page.changesAt);
      if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send(null);
      return jsonTextPayload(reply, `{"truck":${page.json}}`);
    },
  );

  app.get(
    '/:id/menu',
    { schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(MenuResultSchema) } } },
    async (request) => ok({ menu: service.menu(request.params.id) }),
  );
};

export default truckRoutes;
