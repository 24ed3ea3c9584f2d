import { LatitudeQuerySchema, LongitudeQuerySchema, envelopeSchema, limitQuery } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { Geocoder } from './geocoder.js';

const PlaceSchema = z.object({ displayName: z.string(), lat: z.number(), lng: z.number() });

/** The web app never calls a geocoder directly: it asks here. */
const geocodeRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder }> = async (app, { geocoder }) => {
  const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get(
    '/search',
    {
      config: limited,
      schema: {
        querystring: z.object({
          q: z.string({ error: 'q is required' }).trim().min(2, 'Type at least 2 characters to search').max(200, 'q must be at most 200 characters'),
          limit: limitQuery(5, 10),
        }),
        response: { 200: envelopeSchema(z.object({ results: z.array(PlaceSchema), source: z.enum(['upstream', 'offline']) })) },
      },
    },
    async (request) => {
      const answer = await geocoder.search(request.query.q, request.query.limit);
      return ok({ results: answer.data, source: answer.source }, answer.data.length ? 'OK' : 'Address not found');
    },
  );

  app.get(
    '/reverse',
    {
      config: limited,
      schema: {
        querystring: z.object({ lat: LatitudeQuerySchema, lng: LongitudeQuerySchema }),
        response: { 200: envelopeSchema(z.object({ displayName: z.string().nullable(), source: z.enum(['upstream', 'offline']) })) },
      },
    },
    async (request) => {
      const answer = await geocoder.reverse(request.query.lat, request.query.lng);
      return ok({ displayName: answer.data.displayName, source: answer.source });
    },
  );
};

export default geocodeRoutes;
