import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { latestMailTo } from './repository.js';

/**
 * A local mailbox for development and end-to-end tests: the newest outbox messages for an address.
 * Never registered when NODE_ENV=production.
 */
const devRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    { schema: { querystring: z.object({ to: z.string({ error: 'to is required' }).trim().toLowerCase().min(1, 'to is required').max(254, 'to is too long') }) } },
    async (request) => ok({ messages: await latestMailTo(db, request.query.to) }),
  );
};

export default devRoutes;
