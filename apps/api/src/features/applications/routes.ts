import { requestLocale } from '../../lib/request-locale.js';
import {
  ApplicationIdParamsSchema,
  ApplicationListQuerySchema,
  ApplicationListResultSchema,
  ApproveApplicationBodySchema,
  OwnerApplicationBodySchema,
  OwnerApplicationSchema,
  RejectApplicationBodySchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { ApplicationService } from './service.js';
import { writesChange } from '../../lib/invalidates.js';

const ApplicationEnvelope = envelopeSchema(z.object({ application: OwnerApplicationSchema }));

/** Owner applications: anyone applies; admins list and decide. */
const applicationRoutes: FastifyPluginAsyncZod<{ service: ApplicationService }> = async (app, { service }) => {
  // An owner account, approved, has no truck yet.
  writesChange(app, []);
  const adminsOnly = { onRequest: app.requireRole('admin') };

  app.post(
    '/',
    {
      // Public and mails the applicant: a few per address an hour is plenty for a person.
      config: { rateLimit: { max: 5, timeWindow: '1 hour' }, answers: { 409: 'An application with this email is already pending' } },
      schema: { body: OwnerApplicationBodySchema, response: { 201: ApplicationEnvelope } },
    },
    async (request, reply) => {
      const application = await service.submit(request.body, requestLocale(request));
      return reply.status(201).send(ok({ application }, "Application submitted. We'll review your application and get back to you within 2-3 business days."));
    },
  );

  app.get('/', { ...adminsOnly, schema: { querystring: ApplicationListQuerySchema, response: { 200: envelopeSchema(ApplicationListResultSchema) } } }, async (request) =>
    ok(await service.list(request.query)),
  );

  app.put(
    '/:id/approve',
    { ...adminsOnly, config: { answers: { 409: 'Already decided, or the applicant\'s account is banned' } }, schema: { params: ApplicationIdParamsSchema, body: ApproveApplicationBodySchema, response: { 200: ApplicationEnvelope } } },
    async (request) => ok({ application: await service.approve(request.requireUser(), request.params.id, request.body.notes) }, 'Application approved. The applicant has been emailed a link to set their password.'),
  );

  app.put(
    '/:id/reject',
    { ...adminsOnly, config: { answers: { 409: 'Already decided' } }, schema: { params: ApplicationIdParamsSchema, body: RejectApplicationBodySchema, response: { 200: ApplicationEnvelope } } },
    async (request) => ok({ application: await service.reject(request.requireUser(), request.params.id, request.body) }, 'Application rejected. The applicant has been emailed the reason.'),
  );
};

export default applicationRoutes;
