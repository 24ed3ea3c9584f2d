import type { ReviewSort, ReviewType } from '@dishrated/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { menuItems, reviewHelpfulVotes, reviewReports, reviews, trucks, users } from '../../db/schema.js';

export interface ReviewScope {
  truckId?: string;
  menuItemId?: string;
  userId?: string;
}

export interface ReviewFilter {
  rating?: number;
  reviewType?: ReviewType;
}

function scopeConditions(scope: ReviewScope, filter: ReviewFilter = {}): SQL | undefined {
  const where: SQL[] = [];
  if (scope.truckId) where.push(eq(reviews.truckId, scope.truckId));
  if (scope.menuItemId) where.push(eq(reviews.menuItemId, scope.menuItemId));
  if (scope.userId) where.push(eq(reviews.userId, scope.userId));
  if (filter.rating) where.push(eq(reviews.rating, filter.rating));
  if (filter.reviewType === 'truck') where.push(isNull(reviews.menuItemId));
  if (filter.reviewType === 'dish') where.push(isNotNull(reviews.menuItemId));
  return and(...where);
}

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulVotes), desc(reviews.createdAt), desc(reviews.id)],
};

/** A review with the names the card shows and what the reader has done with it. */
function selection(viewerId: string | null) {
  // A visitor (null) matches no vote or report.
  const viewer = sql`${viewerId}::uuid`;
  return {
    review: reviews,
    userName: users.name,
    truckName: trucks.name,
    dishName: menuItems.name,
    votedHelpful: sql<boolean>`exists (select 1 from ${reviewHelpfulVotes} v where v.review_id = ${reviews.id} and v.user_id = ${viewer})`,
    reported: sql<boolean>`exists (select 1 from ${reviewReports} r where r.review_id = ${reviews.id} and r.user_id = ${viewer})`,
  };
}

export type ReviewWithNames = Awaited<ReturnType<typeof listReviews>>['rows'][number];

export async function listReviews(
  db: Executor,
  scope: ReviewScope,
  filter: ReviewFilter,
  sort: ReviewSort,
  page: number,
  limit: number,
  viewerId: string | null,
) {
  const where = scopeConditions(scope, filter);
  const [rows, total] = await Promise.all([
    db
      .select(selection(viewerId))
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(trucks, eq(trucks.id, reviews.truckId))
      .leftJoin(menuItems, eq(menuItems.id, reviews.menuItemId))
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(reviews, where),
  ]);
  return { rows, total };
}

export async function findReviewWithNames(db: Executor, id: string, viewerId: string | null) {
  const [row] = await db
    .select(selection(viewerId))
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(trucks, eq(trucks.id, reviews.truckId))
    .leftJoin(menuItems, eq(menuItems.id, reviews.menuItemId))
    .where(eq(reviews.id, id));
  return row;
}

/** Count per star over the whole scope (filters do not change the summary). */
export async function ratingCounts(db: Executor, scope: ReviewScope) {
  return db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(scopeConditions(scope))
    .groupBy(reviews.rating);
}

/** The review and its truck's owner, with the review row locked until the transaction ends. */
export async function findReviewForUpdate(db: Executor, id: string) {
  const [row] = await db
    .select({ review: reviews, truckOwnerId: trucks.ownerId })
    .from(reviews)
    .innerJoin(trucks, eq(trucks.id, reviews.truckId))
    .where(eq(reviews.id, id))
    .for('update', { of: reviews });
  return row;
}

/**
 * Locks the truck row. Every transaction that changes a truck's reviews takes this lock first, so
 * concurrent ones run one after another and each recomputation sees the reviews committed before it.
 */
export async function lockTruck(db: Executor, truckId: string) {
  const [row] = await db.select({ id: trucks.id, ownerId: trucks.ownerId }).from(trucks).where(and(eq(trucks.id, truckId), isNull(trucks.retiredAt))).for('update');
  return row;
}


/** Sets the truck's rating (2 decimals) and review count from its reviews, truck and dish alike. */
export async function recomputeTruckRating(db: Executor, truckId: string) {
  await db.execute(sql`
    update ${trucks} set
      rating = coalesce((select round(avg(rating)::numeric, 2)::float8 from ${reviews} where truck_id = ${truckId}), 0),
      review_count = (select count(*)::int from ${reviews} where truck_id = ${truckId})
    where id = ${truckId}`);
}

export async function insertReview(db: Executor, values: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}

export async function updateReview(db: Executor, id: string, values: Partial<typeof reviews.$inferInsert>) {
  const [row] = await db.update(reviews).set({ ...values, updatedAt: new Date() }).where(eq(reviews.id, id)).returning();
  return row!;
}

export async function deleteReview(db: Executor, id: string) {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** Adds the vote, or removes it when present; returns whether the user now has a vote. */
export async function toggleHelpfulVote(db: Executor, reviewId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(reviewHelpfulVotes)
    .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)))
    .returning({ userId: reviewHelpfulVotes.userId });
  if (removed.length) return false;
  await db.insert(reviewHelpfulVotes).values({ reviewId, userId });
  return true;
}

/** Stores the count of vote rows on the review (called with the review row locked). */
export async function recountHelpfulVotes(db: Executor, reviewId: string): Promise<number> {
  const [row] = await db
    .update(reviews)
    .set({ helpfulVotes: sql`(select count(*)::int from ${reviewHelpfulVotes} where review_id = ${reviewId})` })
    .where(eq(reviews.id, reviewId))
    .returning({ helpfulVotes: reviews.helpfulVotes });
  return row!.helpfulVotes;
}

/** Sets the owner's response unless one exists; returns false when it was already answered. */
export async function setResponse(db: Executor, reviewId: string, message: string): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ responseMessage: message, respondedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.responseMessage)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Records the report; false when this user already reported the review. */
export async function insertReport(db: Executor, reviewId: string, userId: string, reason: string): Promise<boolean> {
  const rows = await db
    .insert(reviewReports)
    .values({ reviewId, userId, reason })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.userId] })
    .returning({ id: reviewReports.id });
  return rows.length > 0;
}
