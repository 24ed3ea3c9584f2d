import { TruckIdParamsSchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { findTruck } from '../trucks/index.js';
import type { TruckStatsRecorder } from './stats-recorder.js';
import { writesChange } from '../../lib/invalidates.js';

/** Clicks one client may report a minute: more than a person makes, far fewer than a script would. */
const CLICKS_PER_MINUTE = 30;

/** Public: the truck page reports a click on Get Directions (counted, once per visitor and day, for the owner's analytics). */
const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database; recorder: TruckStatsRecorder }> = async (app, { db, recorder }) => {
  // Counted clicks show only on the owner's analytics.
  writesChange(app, []);
  app.post(
    '/trucks/:id/directions-clicks',
    { config: { rateLimit: { max: CLICKS_PER_MINUTE, timeWindow: '1 minute' } }, schema: { params: TruckIdParamsSchema, response: { 202: envelopeSchema(z.null()) } } },
    async (request, reply) => {
      if (!(await findTruck(db, request.params.id))) throw notFound('TRUCK_NOT_FOUND');
      recorder.directionsClick(request.params.id, request.ip);
      return reply.status(202).send(ok(null, 'Recorded'));
    },
  );
};

export default analyticsRoutes;
