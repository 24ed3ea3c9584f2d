import { ContactBodySchema, ContactMessageListQuerySchema, ContactMessageListResultSchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { pageInfo } from '../../lib/pagination.js';
import type { Mailer } from '../../plugins/mailer.js';
import { insertMessage, listMessages } from './repository.js';

export interface ContactRouteOptions {
  db: Database;
  mailer: Mailer;
  supportEmail: string;
}

/** The contact form: stored, and mailed to the support address; admins read the messages. */
const contactRoutes: FastifyPluginAsyncZod<ContactRouteOptions> = async (app, { db, mailer, supportEmail }) => {
  app.post(
    '/contact',
    {
      // Public and it sends mail: a handful an address every ten minutes is plenty for a person.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { body: ContactBodySchema, response: { 201: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      const { name, email, subject, message } = request.body;
      const mail = {
        to: supportEmail,
        subject: `[Contact] ${subject}`,
        text: `From: ${name} <${email}>\n\n${message}\n\n(Reply to ${email}; sent from the DishRated contact form.)\n`,
      };
      const mailId = await db.transaction(async (tx) => {
        await insertMessage(tx, { name, email, subject, message });
        return mailer.enqueue(tx, mail);
      });
      await mailer.deliver(db, mailId, mail);
      return reply.status(201).send(ok(null, "Thank you for your message. We'll get back to you within one business day."));
    },
  );

  app.get(
    '/admin/contact-messages',
    { onRequest: app.requireRole('admin'), schema: { querystring: ContactMessageListQuerySchema, response: { 200: envelopeSchema(ContactMessageListResultSchema) } } },
    async (request) => {
      const { page, limit } = request.query;
      const { messages, total } = await listMessages(db, page, limit);
      return ok({ messages, pagination: pageInfo(page, limit, total) });
    },
  );
};

export default contactRoutes;
