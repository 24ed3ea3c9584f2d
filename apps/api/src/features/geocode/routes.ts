import { requestLocale } from '../../lib/request-locale.js';
import {
  GeocodeReverseQuerySchema,
  GeocodeReverseResultSchema,
  GeocodeSearchQuerySchema,
  GeocodeSearchResultSchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import type { Geocoder } from './geocoder.js';

/** The web app never calls a geocoder directly: it asks here. */
const geocodeRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder }> = async (app, { geocoder }) => {
  const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get(
    '/search',
    { config: limited, schema: { querystring: GeocodeSearchQuerySchema, response: { 200: envelopeSchema(GeocodeSearchResultSchema) } } },
    async (request) => {
      const answer = await geocoder.search(request.query.q, request.query.limit);
      return ok({ results: answer.data, source: answer.source }, answer.data.length ? 'OK' : 'Address not found');
    },
  );

  app.get(
    '/reverse',
    { config: limited, schema: { querystring: GeocodeReverseQuerySchema, response: { 200: envelopeSchema(GeocodeReverseResultSchema) } } },
    async (request) => {
      const answer = await geocoder.reverse(request.query.lat, request.query.lng, requestLocale(request));
      return ok({ displayName: answer.data.displayName, source: answer.source });
    },
  );
};

export default geocodeRoutes;
