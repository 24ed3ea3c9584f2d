import { NewsletterBodySchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { subscribe } from './repository.js';
import { writesChange } from '../../lib/invalidates.js';

/** Newsletter sign-ups from the home page and footer, stored for real. */
const newsletterRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  writesChange(app, []);
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: NewsletterBodySchema, response: { 201: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      await subscribe(db, request.body.email);
      return reply.status(201).send(ok(null, 'Thank you for subscribing to our newsletter.'));
    },
  );
};

export default newsletterRoutes;
