import { apiRoutes, feature } from '../../app-context.js';
import reviewModerationRoutes from './admin-routes.js';
import { createReviewModerationService } from './moderation-service.js';
import reviewRoutes from './routes.js';
import { createReviewService } from './service.js';

// What other parts of the API read of reviews: the moderators' open-report count.
export { openReportCount } from './moderation-repository.js';

/** Reviews of trucks (and their dishes), owners' answers, reports, and moderation. */
export const reviewsFeature = feature('reviews', async (app, ctx) => {
  await apiRoutes(app, 'Reviews', '/reviews', (scope) => scope.register(reviewRoutes, { service: createReviewService(ctx.db) }));
  await apiRoutes(app, 'Admin', '/admin/reports', (scope) => scope.register(reviewModerationRoutes, { service: createReviewModerationService(ctx.db) }));
});
