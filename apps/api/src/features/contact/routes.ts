import { ContactBodySchema, ContactMessageListQuerySchema, ContactMessageListResultSchema, TruckIdParamsSchema, TruckMessageBodySchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { pageInfo } from '../../lib/pagination.js';
import { mailIn, type Mailer } from '../mail/index.js';
import { notFound } from '../../lib/errors.js';
import { findUserById } from '../auth/index.js';
import { findTruck } from '../trucks/index.js';
import { insertMessage, listMessages } from './repository.js';
import { writesChange } from '../../lib/invalidates.js';

export interface ContactRouteOptions {
  db: Database;
  mailer: Mailer;
  supportEmail: string;
}

/** The contact form (stored, mailed to the support address, read by admins) and messages to a truck's owner (relayed by mail). */
const contactRoutes: FastifyPluginAsyncZod<ContactRouteOptions> = async (app, { db, mailer, supportEmail }) => {
  writesChange(app, []);
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
      await db.transaction(async (tx) => {
        await insertMessage(tx, { name, email, subject, message });
        await mailer.enqueue(tx, mail);
      });
      mailer.relayNow();
      return reply.status(201).send(ok(null, "Thank you for your message. We'll get back to you within one business day."));
    },
  );

  app.post(
    '/trucks/:id/messages',
    {
      // Public and it sends mail to a person: a handful an address every ten minutes.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        params: TruckIdParamsSchema,
        body: TruckMessageBodySchema,
        description: "A visitor's message to the truck's owner, relayed by mail (the owner's address is never shown); the owner replies to the visitor's email.",
        response: { 202: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const truck = await findTruck(db, request.params.id);
      const owner = truck?.ownerId ? await findUserById(db, truck.ownerId) : undefined;
      if (!truck || !owner || !owner.isActive) throw notFound('TRUCK_NOT_FOUND');
      const { name, email, message } = request.body;
      const words = {
        en: {
          subject: `[DishRated] A message about ${truck.name}`,
          text: `From: ${name} <${email}>\n\n${message}\n\n(Reply to ${email}. Sent through the message form on ${truck.name}'s DishRated page; your own address was not shown.)\n`,
        },
        hi: {
          subject: `[DishRated] ${truck.name} के बारे में एक संदेश`,
          text: `भेजने वाले: ${name} <${email}>\n\n${message}\n\n(${email} पर जवाब दें। यह ${truck.name} के DishRated पेज के संदेश फ़ॉर्म से भेजा गया है; आपका अपना पता नहीं दिखाया गया।)\n`,
        },
      };
      const mail = mailIn(owner, words);
      await mailer.enqueue(db, mail);
      mailer.relayNow();
      return reply.status(202).send(ok(null, `Your message was sent to ${truck.name}.`));
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
