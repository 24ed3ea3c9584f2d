import { ModerationBodySchema, ReportListQuerySchema, ReportListResultSchema, ReviewIdParamSchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { ReviewModerationService } from './moderation-service.js';
import { writesChange } from '../../lib/invalidates.js';

/** Reported reviews for admins: the queue, dismissing reports, removing a review. */
const reviewModerationRoutes: FastifyPluginAsyncZod<{ service: ReviewModerationService }> = async (app, { service }) => {
  // Removing a review moves its truck's rating.
  writesChange(app, ['truck']);
  const adminsOnly = { onRequest: app.requireRole('admin') };

  app.get('/', { ...adminsOnly, schema: { querystring: ReportListQuerySchema, response: { 200: envelopeSchema(ReportListResultSchema) } } }, async (request) =>
    ok(await service.listReports(request.query.page, request.query.limit)),
  );

  app.put(
    '/:reviewId/dismiss',
    { ...adminsOnly, config: { answers: { 409: 'The review has no open reports' } }, schema: { params: ReviewIdParamSchema, body: ModerationBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.dismiss(request.requireUser(), request.params.reviewId, request.body.reason);
      return ok(null, 'Reports dismissed; the review stays');
    },
  );

  app.put(
    '/:reviewId/remove',
    { ...adminsOnly, schema: { params: ReviewIdParamSchema, body: ModerationBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.remove(request.requireUser(), request.params.reviewId, request.body.reason);
      return ok(null, 'Review removed');
    },
  );
};

export default reviewModerationRoutes;
