import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/pagination.js';
import { recordAdminAction } from '../audit/index.js';
import type { UserRow } from '../auth/index.js';
import * as moderation from './moderation-repository.js';
import * as repo from './repository.js';

/** The moderators' queue of reported reviews: dismiss the reports, or remove the review. */
export function createReviewModerationService(db: Database, clock: () => Date = () => new Date()) {
  return {
    async listReports(page: number, limit: number) {
      const { reports, total } = await moderation.listOpenReports(db, page, limit);
      return { reports, pagination: pageInfo(page, limit, total) };
    },

    async dismiss(admin: UserRow, reviewId: string, reason: string | null | undefined) {
      await db.transaction(async (tx) => {
        const found = await repo.findReviewForUpdate(tx, reviewId);
        if (!found) throw notFound('REVIEW_NOT_FOUND');
        if ((await moderation.dismissReports(tx, reviewId, clock())) === 0) throw conflict('This review has no open reports');
        await recordAdminAction(tx, admin, { action: 'review.reports-dismiss', targetType: 'review', targetId: reviewId, targetLabel: found.review.title, reason });
      });
    },

    /** Deletes the review and recomputes its truck's rating in the same transaction. */
    async remove(admin: UserRow, reviewId: string, reason: string | null | undefined) {
      await db.transaction(async (tx) => {
        const found = await repo.findReviewForUpdate(tx, reviewId);
        if (!found) throw notFound('REVIEW_NOT_FOUND');
        await repo.lockTruck(tx, found.review.truckId);
        await repo.deleteReview(tx, reviewId);
        await repo.recomputeTruckRating(tx, found.review.truckId);
        await recordAdminAction(tx, admin, { action: 'review.remove', targetType: 'review', targetId: reviewId, targetLabel: found.review.title, reason });
      });
    },
  };
}

export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;
