import {
  DishReviewListQuerySchema,
  ReviewCreateBodySchema,
  ReviewHelpfulResultSchema,
  ReviewIdParamsSchema,
  ReviewListResultSchema,
  ReviewReportBodySchema,
  ReviewRespondBodySchema,
  ReviewResultSchema,
  ReviewUpdateBodySchema,
  TruckReviewListQuerySchema,
  UserReviewListQuerySchema,
  UserReviewListResultSchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { ReviewService } from './service.js';
import { writesChange } from '../../lib/invalidates.js';

/** /api/reviews. Reading is public; every write needs a signed-in user, and the service checks who. */
const reviewRoutes: FastifyPluginAsyncZod<{ service: ReviewService }> = async (app, { service }) => {
  // A review moves its truck's rating.
  writesChange(app, ['truck']);
  const auth = { onRequest: app.authenticate };
  // Public lists still mark what the signed-in reader has voted or reported.
  const optionalAuth = { onRequest: app.optionalAuth };

  app.get(
    '/truck/:id',
    { ...optionalAuth, schema: { params: ReviewIdParamsSchema, querystring: TruckReviewListQuerySchema, response: { 200: envelopeSchema(ReviewListResultSchema) } } },
    async (request) => ok(await service.forTruck(request.params.id, request.query, request.currentUser)),
  );

  app.get(
    '/dish/:id',
    { ...optionalAuth, schema: { params: ReviewIdParamsSchema, querystring: DishReviewListQuerySchema, response: { 200: envelopeSchema(ReviewListResultSchema) } } },
    async (request) => ok(await service.forDish(request.params.id, request.query, request.currentUser)),
  );

  app.get(
    '/user',
    { ...auth, schema: { querystring: UserReviewListQuerySchema, response: { 200: envelopeSchema(UserReviewListResultSchema) } } },
    async (request) => ok(await service.forUser(request.requireUser(), request.query.page, request.query.limit)),
  );

  app.post('/', { ...auth, config: { answers: { 409: 'Already reviewed' } }, schema: { body: ReviewCreateBodySchema, response: { 201: envelopeSchema(ReviewResultSchema) } } }, async (request, reply) =>
    reply.status(201).send(ok({ review: await service.create(request.requireUser(), request.body) }, 'Review submitted')),
  );

  app.put(
    '/:id',
    { ...auth, schema: { params: ReviewIdParamsSchema, body: ReviewUpdateBodySchema, response: { 200: envelopeSchema(ReviewResultSchema) } } },
    async (request) => ok({ review: await service.update(request.requireUser(), request.params.id, request.body) }, 'Review updated'),
  );

  app.delete('/:id', { ...auth, schema: { params: ReviewIdParamsSchema, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await service.remove(request.requireUser(), request.params.id);
    return ok(null, 'Review deleted');
  });

  app.put(
    '/:id/helpful',
    { ...auth, schema: { params: ReviewIdParamsSchema, response: { 200: envelopeSchema(ReviewHelpfulResultSchema) } } },
    async (request) => {
      const result = await service.toggleHelpful(request.requireUser(), request.params.id);
      return ok(result, result.votedHelpful ? 'Marked as helpful' : 'Helpful vote removed');
    },
  );

  app.post(
    '/:id/respond',
    { ...auth, config: { answers: { 409: 'The review already has a response' } }, schema: { params: ReviewIdParamsSchema, body: ReviewRespondBodySchema, response: { 200: envelopeSchema(ReviewResultSchema) } } },
    async (request) => ok({ review: await service.respond(request.requireUser(), request.params.id, request.body.message) }, 'Response posted'),
  );

  app.post(
    '/:id/report',
    { ...auth, config: { answers: { 409: 'Already reported' } }, schema: { params: ReviewIdParamsSchema, body: ReviewReportBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.report(request.requireUser(), request.params.id, request.body.reason);
      return ok(null, 'Thank you. The review has been reported to our moderators.');
    },
  );
};

export default reviewRoutes;
