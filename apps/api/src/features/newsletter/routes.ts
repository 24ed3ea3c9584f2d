import { NewsletterBodySchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { newsletterSubscriptions } from '../../db/schema.js';
import { ok } from '../../lib/envelope.js';

/** Newsletter sign-ups from the home page and footer, stored for real. */
const newsletterRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: NewsletterBodySchema, response: { 201: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      // Subscribing twice is not an error, and must not reveal whether the address was known.
      await db.insert(newsletterSubscriptions).values({ email: request.body.email }).onConflictDoNothing();
      return reply.status(201).send(ok(null, 'Thank you for subscribing to our newsletter.'));
    },
  );
};

export default newsletterRoutes;
