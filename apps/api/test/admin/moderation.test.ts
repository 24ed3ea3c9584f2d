import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, trucks } from '../../src/db/schema.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';
import { cityEventBody } from './admin-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;
let admin: Session;
let owner: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
  admin = await session(ctx.app, ctx.database.db, 'admin', 'Moderator');
  owner = await session(ctx.app, ctx.database.db, 'owner', 'Owner');
});
afterAll(() => ctx?.close());

/** A truck with two reviews (5 and 1 stars); the 1-star one reported by `reporters` customers. */
async function reportedReview(reporters = 2) {
  const truck = await createOwnedTruck(ctx.app, owner);
  const [good, bad] = [await session(ctx.app, ctx.database.db, 'user', 'Fan'), await session(ctx.app, ctx.database.db, 'user', 'Troll')];
  await send('POST', '/api/reviews', good!, { truckId: truck.id, rating: 5, title: 'Lovely dosa', comment: 'Crisp and hot, with great chutney.' });
  const res = await send('POST', '/api/reviews', bad!, { truckId: truck.id, rating: 1, title: 'Awful spam', comment: 'Visit my other shop instead, link in bio.' });
  expect(res.statusCode, res.body).toBe(201);
  const reviewId = res.json().data.review.id as string;
  for (let i = 0; i < reporters; i++) {
    const reporter = await session(ctx.app, ctx.database.db, 'user', `Reporter ${i}`);
    expect((await send('POST', `/api/reviews/${reviewId}/report`, reporter, { reason: `Spam report ${i}` })).statusCode).toBe(200);
  }
  return { truckId: truck.id, reviewId };
}

const queue = async () => (await send('GET', '/api/admin/reports?limit=50', admin)).json().data.reports as Array<{ review: { id: string }; reportCount: number; reports: Array<{ reason: string }> }>;

describe('the reports queue', () => {
  it('lists a reported review with its reasons and count', async () => {
    const { reviewId } = await reportedReview(2);
    const item = (await queue()).find((r) => r.review.id === reviewId);
    expect(item?.reportCount).toBe(2);
    expect(item?.reports.map((r) => r.reason).sort()).toEqual(['Spam report 0', 'Spam report 1']);
  });

  it('drops a review whose reports are dismissed, and keeps the review', async () => {
    const { reviewId } = await reportedReview(1);
    expect((await send('PUT', `/api/admin/reports/${reviewId}/dismiss`, admin, { reason: 'Harsh but genuine' })).statusCode).toBe(200);
    expect((await queue()).some((r) => r.review.id === reviewId)).toBe(false);
    expect(await ctx.database.db.select().from(reviews).where(eq(reviews.id, reviewId))).toHaveLength(1);
  });

  it('removes a review and recomputes the truck rating in the same step', async () => {
    const { truckId, reviewId } = await reportedReview(1);
    const before = (await ctx.database.db.select().from(trucks).where(eq(trucks.id, truckId)))[0]!;
    expect([before.rating, before.reviewCount]).toEqual([3, 2]);
    expect((await send('PUT', `/api/admin/reports/${reviewId}/remove`, admin, { reason: 'Advertising' })).statusCode).toBe(200);
    const after = (await ctx.database.db.select().from(trucks).where(eq(trucks.id, truckId)))[0]!;
    expect([after.rating, after.reviewCount]).toEqual([5, 1]);
  });

  it('answers 409 when a review has no open reports', async () => {
    const { reviewId } = await reportedReview(1);
    await send('PUT', `/api/admin/reports/${reviewId}/dismiss`, admin, {});
    expect((await send('PUT', `/api/admin/reports/${reviewId}/dismiss`, admin, {})).statusCode).toBe(409);
  });

  it('is for admins only', async () => {
    const { reviewId } = await reportedReview(1);
    const customer = await session(ctx.app, ctx.database.db, 'user');
    const statuses = [
      (await send('PUT', `/api/admin/reports/${reviewId}/dismiss`, null, {})).statusCode,
      (await send('PUT', `/api/admin/reports/${reviewId}/dismiss`, customer, {})).statusCode,
      (await send('PUT', `/api/admin/reports/${reviewId}/remove`, owner, {})).statusCode,
    ];
    expect(statuses).toEqual([401, 403, 403]);
  });
});

describe('the audit log', () => {
  it('lists every kind of decision with who, what and why, newest first', async () => {
    const { reviewId } = await reportedReview(1);
    await send('PUT', `/api/admin/reports/${reviewId}/remove`, admin, { reason: 'Advertising' });
    const customer = await session(ctx.app, ctx.database.db, 'user', 'Banned person');
    await send('PUT', `/api/admin/users/${customer.user.id}/ban`, admin, { reason: 'Spam' });
    const entries = (await send('GET', '/api/admin/audit-log', admin)).json().data.entries;
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'user.ban', actor: { id: admin.user.id, name: 'Moderator 1' }, targetId: customer.user.id, reason: 'Spam' }),
      expect.objectContaining({ action: 'review.remove', targetId: reviewId, reason: 'Advertising', targetLabel: 'Awful spam' }),
    ]);
  });

  it('records event moderation', async () => {
    const res = await send('POST', '/api/events', owner, cityEventBody('Owner City Fest'));
    expect(res.statusCode, res.body).toBe(201);
    const eventId = res.json().data.event.id;
    await send('PUT', `/api/admin/events/${eventId}/reject`, admin, { rejectionReason: 'Please add the venue permit' });
    const entries = (await send('GET', '/api/admin/audit-log', admin)).json().data.entries;
    expect(entries[0]).toMatchObject({ action: 'event.reject', targetId: eventId, reason: 'Please add the venue permit', targetLabel: 'Owner City Fest' });
  });
});

describe('event decisions', () => {
  const pendingEvent = async (title: string) => {
    const res = await send('POST', '/api/events', owner, cityEventBody(title));
    expect(res.json().data.event.approvalStatus).toBe('pending');
    return res.json().data.event.id as string;
  };
  const rejectionMails = async (title: string) =>
    (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from mail_outbox where subject = ${`Your event "${title}" was not approved`}`))[0]!.n;

  it('are taken only by an event awaiting approval: a decided one answers 409', async () => {
    const approved = await pendingEvent('Decided Fest');
    expect((await send('PUT', `/api/admin/events/${approved}/approve`, admin, {})).statusCode).toBe(200);
    const reject = await send('PUT', `/api/admin/events/${approved}/reject`, admin, { rejectionReason: 'Changed my mind' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toMatch(/already approved/);
    expect((await send('GET', `/api/events/${approved}`, null)).json().data.event.approvalStatus).toBe('approved');
    expect((await send('PUT', `/api/admin/events/${approved}/approve`, admin, {})).statusCode).toBe(409);
  });

  it('mail the organizer of a rejection once, however often it is repeated', async () => {
    const rejected = await pendingEvent('Twice Rejected Fest');
    expect((await send('PUT', `/api/admin/events/${rejected}/reject`, admin, { rejectionReason: 'Add the permit' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/events/${rejected}/reject`, admin, { rejectionReason: 'Add the permit' })).statusCode).toBe(409);
    expect(await rejectionMails('Twice Rejected Fest')).toBe(1);
  });
});

describe('the overview', () => {
  it('gives 12 weeks and 30 days of figures that include today', async () => {
    await reportedReview(0);
    const data = (await send('GET', '/api/admin/overview', admin)).json().data;
    expect(data.applicationsPerWeek).toHaveLength(12);
    expect(data.newUsersPerWeek).toHaveLength(12);
    expect(data.reviewsPerDay).toHaveLength(30);
    expect(data.reviewsPerDay.at(-1).count).toBeGreaterThanOrEqual(2);
    expect(data.newUsersPerWeek.at(-1).count).toBeGreaterThanOrEqual(4);
  });

  it('counts an event awaiting approval under the state it shows, not its own status', async () => {
    const before = (await send('GET', '/api/admin/overview', admin)).json().data.eventsByStatus;
    expect((await send('POST', '/api/events', owner, cityEventBody('Awaiting Fest'))).statusCode).toBe(201);
    const after = (await send('GET', '/api/admin/overview', admin)).json().data.eventsByStatus;
    const awaiting = (rows: Array<{ status: string; count: number }>) => rows.find((r) => r.status === 'awaiting-approval')?.count ?? 0;
    expect(awaiting(after)).toBe(awaiting(before) + 1);
  });

  it('counts platform totals that equal a recount', async () => {
    const data = (await send('GET', '/api/admin/overview', admin)).json().data;
    const reviewCount = (await ctx.database.db.select().from(reviews)).length;
    expect(data.totals.reviews).toBe(reviewCount);
  });
});
