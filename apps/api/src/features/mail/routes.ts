import { UndeliveredMailListQuerySchema, UndeliveredMailListResultSchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { pageInfo } from '../../lib/pagination.js';
import { listUndelivered } from './repository.js';
import { writesChange } from '../../lib/invalidates.js';

/** What admins see of mail: the messages the relay gave up on, so someone can reach those people. */
const mailRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  writesChange(app, []);
  app.get(
    '/admin/undelivered-mail',
    {
      onRequest: app.requireRole('admin'),
      schema: { description: 'Mail given up after its last delivery attempt, newest first.', querystring: UndeliveredMailListQuerySchema, response: { 200: envelopeSchema(UndeliveredMailListResultSchema) } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { mails, total } = await listUndelivered(db, page, limit);
      return ok({ mails, pagination: pageInfo(page, limit, total) });
    },
  );
};

export default mailRoutes;
