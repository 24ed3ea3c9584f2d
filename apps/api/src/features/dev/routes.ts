import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { EmailSchema, NameSchema, PasswordSchema } from '@dishrated/shared';
import { hashPassword } from '../auth/index.js';
import { insertStaffAccount, latestMailTo } from './repository.js';
import { writesChange } from '../../lib/invalidates.js';

/**
 * A local mailbox for development and end-to-end tests: the newest outbox messages for an address.
 * Never registered when NODE_ENV=production.
 */
const devRoutes: FastifyPluginAsyncZod<{ db: Database; env: string }> = async (app, { db, env }) => {
  writesChange(app, ['truck', 'event', 'post']);
  app.get(
    '/dev/outbox',
    { schema: { querystring: z.object({ to: z.string({ error: 'to is required' }).trim().toLowerCase().min(1, 'to is required').max(254, 'to is too long') }) } },
    async (request) => ok({ messages: await latestMailTo(db, request.query.to) }),
  );

  // End-to-end tests need owners and admins of their own (never the demo accounts); real owners
  // join through an application that an admin approves, and admins are made by the operator.
  // Only under NODE_ENV=test, never in development or production.
  if (env === 'test') {
    const body = z.object({ name: NameSchema, email: EmailSchema, password: PasswordSchema });
    const staffAccountRoute = (path: string, role: 'owner' | 'admin') =>
      app.post(path, { schema: { body } }, async (request, reply) => {
        const user = await insertStaffAccount(db, { name: request.body.name, email: request.body.email, passwordHash: await hashPassword(request.body.password), role });
        return reply.status(201).send(ok({ token: app.signToken(user), user: { id: user.id, name: user.name, email: user.email, role: user.role } }));
      });
    staffAccountRoute('/dev/owner-accounts', 'owner');
    staffAccountRoute('/dev/admin-accounts', 'admin');
  }
};

export default devRoutes;
