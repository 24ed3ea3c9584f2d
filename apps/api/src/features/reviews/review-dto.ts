import type { Review } from '@dishrated/shared';
import type { ReviewWithNames } from './repository.js';

/** A review as the card shows it: the reviewer's name is the only user data exposed. */
export function toReviewDto(row: ReviewWithNames): Review {
  const r = row.review;
  return {
    _id: r.id,
    id: r.id,
    truck: { _id: r.truckId, name: row.truckName },
    user: { _id: r.userId, name: row.userName },
    dish: r.menuItemId && row.dishName ? { _id: r.menuItemId, name: row.dishName } : null,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    images: r.images,
    isVerified: r.isVerified,
    helpfulVotes: r.helpfulVotes,
    response: r.responseMessage && r.respondedAt ? { message: r.responseMessage, respondedAt: r.respondedAt.toISOString() } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    viewer: { votedHelpful: Boolean(row.votedHelpful), reported: Boolean(row.reported) },
  };
}
