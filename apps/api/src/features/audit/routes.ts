import { AuditListQuerySchema, AuditListResultSchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { pageInfo } from '../../lib/pagination.js';
import { listAuditEntries } from './repository.js';

/** The admin decisions, newest first, for the dashboard's Overview. */
const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/audit-log',
    { onRequest: app.requireRole('admin'), schema: { querystring: AuditListQuerySchema, response: { 200: envelopeSchema(AuditListResultSchema) } } },
    async (request) => {
      const { page, limit } = request.query;
      const { entries, total } = await listAuditEntries(db, page, limit);
      return ok({ entries, pagination: pageInfo(page, limit, total) });
    },
  );
};

export default auditRoutes;
