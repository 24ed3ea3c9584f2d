import {
  CateringRequestBodySchema,
  CateringRequestIdParamsSchema,
  CateringRequestListSchema,
  CateringRequestResultSchema,
  OwnerCateringRequestListSchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { writesChange } from '../../lib/invalidates.js';
import type { CateringService } from './service.js';

/** A customer's catering requests: making one, and reading their own. */
export const customerCateringRoutes: FastifyPluginAsyncZod<{ service: CateringService }> = async (app, { service }) => {
  // A request changes nothing visitors read.
  writesChange(app, []);
  const auth = { onRequest: app.authenticate };

  app.post(
    '/catering-requests',
    {
      ...auth,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        body: CateringRequestBodySchema,
        description:
          'Asks to hire a truck for an event. The request reaches every approved truck that serves a wanted cuisine, whose service area covers the place and that is free then; or, with truckId, only that truck (409 TRUCK_NOT_AVAILABLE when it cannot take it).',
        response: { 201: envelopeSchema(CateringRequestResultSchema) },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.requireUser(), request.body);
      return reply.status(201).send(ok({ request: created }, 'Catering request sent'));
    },
  );

  app.get('/me/catering-requests', { ...auth, schema: { description: 'The signed-in customer’s catering requests, newest first.', response: { 200: envelopeSchema(CateringRequestListSchema) } } }, async (request) =>
    ok({ requests: await service.mine(request.requireUser()) }),
  );

  app.get(
    '/me/catering-requests/:id',
    { ...auth, schema: { params: CateringRequestIdParamsSchema, description: 'One of the customer’s own catering requests (another’s answers 404).', response: { 200: envelopeSchema(CateringRequestResultSchema) } } },
    async (request) => ok({ request: await service.one(request.requireUser(), request.params.id) }),
  );
};

/** The catering requests that reached an owner's trucks. */
export const ownerCateringRoutes: FastifyPluginAsyncZod<{ service: CateringService }> = async (app, { service }) => {
  writesChange(app, []);
  app.get(
    '/catering-requests',
    {
      onRequest: app.requireRole('owner', 'admin'),
      schema: { description: 'Requests matched to the owner’s trucks, newest first, without the customer’s contact details.', response: { 200: envelopeSchema(OwnerCateringRequestListSchema) } },
    },
    async (request) => ok({ requests: await service.forOwner(request.requireUser()) }),
  );
};
