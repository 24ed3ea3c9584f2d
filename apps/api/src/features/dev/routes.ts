import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { ok } from '../../lib/envelope.js';

/**
 * A local mailbox for development and end-to-end tests: the newest outbox messages for an address.
 * Never registered when NODE_ENV=production.
 */
const devRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    { schema: { querystring: z.object({ to: z.string({ error: 'to is required' }).trim().toLowerCase().min(1, 'to is required').max(254, 'to is too long') }) } },
    async (request) => {
      const messages = await db
        .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, request.query.to))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(10);
      return ok({ messages });
    },
  );
};

export default devRoutes;
