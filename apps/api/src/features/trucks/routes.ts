import {
  AT_WORDS,
  AtQuerySchema,
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
  resolveAt,
  type NearbyQuery,
  type TruckListQuery,
} from '@dishrated/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVER_RENDER_HEADER } from '../../lib/server-render.js';
import { ok, jsonBytesPayload, jsonTextPayload } from '../../lib/envelope.js';
import { etagMatches } from '../../lib/etag.js';
import { keptJsonPayload } from '../../plugins/compression.js';
import { badRequest } from '../../lib/errors.js';
import type { TruckService } from './service.js';

/** A revalidation of an unchanged truck: no body. */
const NotModifiedSchema = z.null().describe('Not modified: the truck is unchanged since the etag sent in If-None-Match');

// List routes send JSON text built by the database (see truck-json-sql.ts); the response schemas
// still document them, and the tests parse every response with the shared schemas.

/** Searches at another time than now: trucks at their scheduled places then (the stops feature answers). */
export interface ScheduledSearches {
  scheduledNear(query: NearbyQuery, at: number): Promise<{ envelope: Buffer }>;
  scheduledList(query: TruckListQuery, at: number): Promise<{ dataJson: string }>;
}

/** How far from now a search by time still means now (a live-shared truck's live place wins then). */
const NOW_MS = 60_000;
const AT_PARAM = /[?&]at=/;

/**
 * The instant a search's `at` names, or null without one or when it means now. `at` is read apart
 * from the numbers, so plain searches keep their fast query reading (and a plain nearby, whose
 * `lat=` contains `at=`, never parses its URL twice).
 */
function searchTime(url: string): number | null {
  if (!AT_PARAM.test(url)) return null;
  const text = new URL(url, 'http://localhost').searchParams.get('at');
  if (text === null) return null;
  const parsed = AtQuerySchema.safeParse(text);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message, 'at');
  const at = resolveAt(parsed.data, Date.now())!;
  return Math.abs(at - Date.now()) > NOW_MS ? at : null;
}

const AT_DESCRIPTION = `With \`at\` (${AT_WORDS.join(', ')}, or an ISO date-time with its offset), the trucks scheduled to stand within the radius then, each at its scheduled place.`;

const truckRoutes: FastifyPluginAsyncZod<{ service: TruckService; onTruckViewed?: (truckId: string, visitor: string) => void; scheduled?: ScheduledSearches }> = async (
  app,
  { service, onTruckViewed, scheduled },
) => {
  app.get(
    '/',
    { schema: { querystring: TruckListQuerySchema, description: `Find Trucks: search, filters and place. ${AT_DESCRIPTION}`, response: { 200: envelopeSchema(TruckListResultSchema) } } },
    async (request, reply) => {
      const at = scheduled ? searchTime(request.url) : null;
      if (at !== null) return jsonTextPayload(reply, (await scheduled!.scheduledList(request.query, at)).dataJson);
      const answer = await service.list(request.query);
      return 'envelope' in answer ? jsonBytesPayload(reply, answer.envelope) : jsonTextPayload(reply, answer.dataJson, answer.message);
    },
  );

  app.get(
    '/nearby',
    {
      schema: {
        querystring: NearbyQuerySchema,
        description: `Trucks nearest a point. ${AT_DESCRIPTION}`,
        response: { 200: envelopeSchema(NearbyResultSchema) },
      },
    },
    async (request, reply) => {
      const at = scheduled ? searchTime(request.url) : null;
      if (at !== null) {
        return jsonBytesPayload(reply, (await scheduled!.scheduledNear(request.query, at)).envelope);
      }
      const answer = await service.nearby(request.query);
      return 'envelope' in answer ? jsonBytesPayload(reply, answer.envelope) : jsonTextPayload(reply, answer.dataJson, answer.message);
    },
  );

  app.get(
    '/trending',
    { schema: { querystring: TrendingQuerySchema, response: { 200: envelopeSchema(TruckListOnlySchema) } } },
    async (request, reply) => {
      const answer = await service.trending(request.query.limit);
      return jsonTextPayload(reply, answer.dataJson, answer.message);
    },
  );

  app.get(
    '/:id',
    { schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(TruckDetailSchema), 304: NotModifiedSchema } } },
    async (request, reply) => {
      const page = await service.detailPage(request.params.id);
      // Counted for the owner's analytics only when the truck exists, a revalidation too (it is
      // still a visit); buffered, never awaited. A page the server draws counts its visitor itself.
      if (!request.headers[SERVER_RENDER_HEADER]) onTruckViewed?.(request.params.id, request.ip);
      // Browsers keep the page and ask again each time (no-cache); an unchanged truck costs them
      // a 304 without a body.
      reply.header('cache-control', 'no-cache').header('etag', page.etag);
      if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send(null);
      return keptJsonPayload(request, reply, page.compressed);
    },
  );

  app.get(
    '/:id/menu',
    { schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(MenuResultSchema) } } },
    async (request) => ok({ menu: await service.menu(request.params.id) }),
  );
};

export default truckRoutes;
