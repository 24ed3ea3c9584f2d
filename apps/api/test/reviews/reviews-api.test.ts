import { ReviewListResultSchema, envelopeSchema } from '@dishrated/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, reviewHelpfulVotes, reviews, trucks } from '../../src/db/schema.js';
import { insertSessions, insertTrucks } from '../fixtures.js';
import { bearer, createTestContext, expectValidationError, type TestContext } from '../helpers.js';

type Session = Awaited<ReturnType<typeof insertSessions>>[number];
type Actor = 'anonymous' | 'customer' | 'author' | 'truckOwner' | 'otherOwner' | 'admin';

let ctx: TestContext;
let actors: Record<Exclude<Actor, 'anonymous'>, Session>;

beforeAll(async () => {
  ctx = await createTestContext();
  const [customer, author] = await insertSessions(ctx.app, ctx.database.db, 2, 'user', 'Customer');
  const [truckOwner, otherOwner] = await insertSessions(ctx.app, ctx.database.db, 2, 'owner', 'Owner');
  const [admin] = await insertSessions(ctx.app, ctx.database.db, 1, 'admin', 'Admin');
  actors = { customer: customer!, author: author!, truckOwner: truckOwner!, otherOwner: otherOwner!, admin: admin! };
});
afterAll(() => ctx?.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, actor: Actor, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: actor === 'anonymous' ? {} : bearer(actors[actor].token) });

/** A new truck of the truck owner, with one dish, so every test starts from no reviews. */
async function freshTruck(name = 'Review Test Truck') {
  const [truck] = await insertTrucks(ctx.database.db, actors.truckOwner.user.id, [{ name, latitude: 12.97, longitude: 77.6 }]);
  const [dish] = await ctx.database.db.insert(menuItems).values({ truckId: truck!.id, name: 'Paneer Roll', price: 120, category: 'Rolls' }).returning();
  // Written behind the API: wait until memory has heard of it (on PostgreSQL the notice comes a moment later).
  await ctx.app.changeFeed.caughtUp();
  return { truckId: truck!.id, dishId: dish!.id };
}

const validReview = { rating: 4, title: 'Great rolls', comment: 'Soft paratha and smoky paneer, would come back.' };

async function freshReview(by: Actor = 'author') {
  const truck = await freshTruck();
  const res = await send('POST', '/api/reviews', by, { ...validReview, truckId: truck.truckId });
  expect(res.statusCode, res.body).toBe(201);
  return { ...truck, reviewId: res.json().data.review.id as string };
}

async function truckRating(truckId: string) {
  const [row] = await ctx.database.db.select({ rating: trucks.rating, reviewCount: trucks.reviewCount }).from(trucks).where(eq(trucks.id, truckId));
  return row!;
}

/** The statistics recomputed from the review rows themselves. */
async function recomputed(truckId: string) {
  const rows = await ctx.database.db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.truckId, truckId));
  const sum = rows.reduce((s, r) => s + r.rating, 0);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<number, number>;
  for (const r of rows) distribution[r.rating]!++;
  return { averageRating: rows.length ? Math.round((sum / rows.length) * 100) / 100 : 0, totalReviews: rows.length, ratingDistribution: distribution };
}

async function expectConsistent(truckId: string) {
  const expected = await recomputed(truckId);
  const list = await send('GET', `/api/reviews/truck/${truckId}`, 'anonymous');
  expect(list.json().data.ratingStats).toEqual(expected);
  expect(await truckRating(truckId)).toEqual({ rating: expected.averageRating, reviewCount: expected.totalReviews });
  // The list routes serve the truck from its stored JSON: that must follow too.
  const detail = await send('GET', `/api/trucks/${truckId}`, 'anonymous');
  expect(detail.json().data.truck).toMatchObject({ rating: expected.averageRating, reviewCount: expected.totalReviews });
}

describe('permission matrix', () => {
  const everyone: Actor[] = ['anonymous', 'customer', 'author', 'truckOwner', 'otherOwner', 'admin'];
  const table: Record<string, Record<Actor, number>> = {
    'create a review': { anonymous: 401, customer: 201, author: 201, truckOwner: 403, otherOwner: 201, admin: 201 },
    'edit a review': { anonymous: 401, customer: 403, author: 200, truckOwner: 403, otherOwner: 403, admin: 403 },
    'delete a review': { anonymous: 401, customer: 403, author: 200, truckOwner: 403, otherOwner: 403, admin: 200 },
    'mark helpful': { anonymous: 401, customer: 200, author: 403, truckOwner: 200, otherOwner: 200, admin: 200 },
    'respond': { anonymous: 401, customer: 403, author: 403, truckOwner: 200, otherOwner: 403, admin: 403 },
    'report': { anonymous: 401, customer: 200, author: 403, truckOwner: 200, otherOwner: 200, admin: 200 },
    'list a truck': { anonymous: 200, customer: 200, author: 200, truckOwner: 200, otherOwner: 200, admin: 200 },
    'list a dish': { anonymous: 200, customer: 200, author: 200, truckOwner: 200, otherOwner: 200, admin: 200 },
    'list my reviews': { anonymous: 401, customer: 200, author: 200, truckOwner: 200, otherOwner: 200, admin: 200 },
  };
  const call: Record<string, (actor: Actor) => Promise<{ statusCode: number; body: string }>> = {
    'create a review': async (actor) => send('POST', '/api/reviews', actor, { ...validReview, truckId: (await freshTruck()).truckId }),
    'edit a review': async (actor) => send('PUT', `/api/reviews/${(await freshReview()).reviewId}`, actor, { title: 'Edited title' }),
    'delete a review': async (actor) => send('DELETE', `/api/reviews/${(await freshReview()).reviewId}`, actor),
    'mark helpful': async (actor) => send('PUT', `/api/reviews/${(await freshReview()).reviewId}/helpful`, actor),
    'respond': async (actor) => send('POST', `/api/reviews/${(await freshReview()).reviewId}/respond`, actor, { message: 'Thank you for visiting!' }),
    'report': async (actor) => send('POST', `/api/reviews/${(await freshReview()).reviewId}/report`, actor, { reason: 'Spam' }),
    'list a truck': async (actor) => send('GET', `/api/reviews/truck/${(await freshReview()).truckId}`, actor),
    'list a dish': async (actor) => send('GET', `/api/reviews/dish/${(await freshReview()).dishId}`, actor),
    'list my reviews': async (actor) => send('GET', '/api/reviews/user', actor),
  };
  const cases = Object.entries(table).flatMap(([action, expected]) => everyone.map((actor) => [action, actor, expected[actor]] as const));
  it.each(cases)('%s as %s answers %i', async (action, actor, status) => {
    const res = await call[action]!(actor);
    expect(res.statusCode, res.body).toBe(status);
  });
});

describe('validation boundaries', () => {
  const create = async (fields: object) => send('POST', '/api/reviews', 'customer', { ...validReview, truckId: (await freshTruck()).truckId, ...fields });
  it.each([
    ['title', ' a ', false],
    ['title', ' ab ', true],
    ['title', 'x'.repeat(100), true],
    ['title', 'x'.repeat(101), false],
    ['comment', `  ${'c'.repeat(9)}  `, false],
    ['comment', 'c'.repeat(10), true],
    ['comment', 'c'.repeat(1000), true],
    ['comment', ` ${'c'.repeat(1001)} `, false],
    ['rating', 0, false],
    ['rating', 6, false],
    ['rating', 3.5, false],
    ['rating', 5, true],
    ['images', Array.from({ length: 5 }, (_, i) => `/uploads/photo-${i}.jpg`), true],
    ['images', Array.from({ length: 6 }, (_, i) => `/uploads/photo-${i}.jpg`), false],
  ])('%s = %j is accepted: %s', async (field, value, accepted) => {
    const res = await create({ [field]: value });
    if (accepted) expect(res.statusCode, res.body).toBe(201);
    else expectValidationError(res, field);
  });

  it('stores the trimmed title and comment, and names the rule in the message', async () => {
    const res = await create({ title: '  Crisp dosa  ', comment: '   Thin, crisp and hot.   ' });
    expect(res.json().data.review).toMatchObject({ title: 'Crisp dosa', comment: 'Thin, crisp and hot.' });
    expect((await create({ title: 'a' })).json().message).toMatch('Please enter a title (at least 2 characters)');
    expect((await create({ comment: 'short' })).json().message).toMatch('Please enter a comment (at least 10 characters)');
    expect((await create({ rating: 0 })).json().message).toMatch('Please select a rating');
    expect((await create({ images: Array(6).fill('/p.jpg') })).json().message).toMatch('at most 5 photos');
  });

  it('refuses an unknown truck, a dish of another truck, and protected fields on edit', async () => {
    expect((await send('POST', '/api/reviews', 'customer', { ...validReview, truckId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const other = await freshTruck();
    const res = await send('POST', '/api/reviews', 'customer', { ...validReview, truckId: (await freshTruck()).truckId, dishId: other.dishId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: "That dish is not on this food truck's menu", data: { field: 'dishId' } });
    const { reviewId } = await freshReview();
    const protectedField = await send('PUT', `/api/reviews/${reviewId}`, 'author', { helpfulVotes: 99 });
    expect(protectedField.statusCode).toBe(400);
    expect(protectedField.json().message).toMatch('Only rating, title, comment and images can be changed');
    expect((await send('PUT', `/api/reviews/${reviewId}`, 'author', {})).statusCode).toBe(400);
    expect((await send('POST', `/api/reviews/${reviewId}/report`, 'customer', { reason: ' ' })).statusCode).toBe(400);
    expect((await send('GET', `/api/reviews/truck/${other.truckId}?sortBy=best`, 'anonymous')).statusCode).toBe(400);
    expect((await send('GET', `/api/reviews/truck/${other.truckId}?rating=7`, 'anonymous')).statusCode).toBe(400);
  });
});

describe('one review per user per truck or dish', () => {
  it('answers 409 with a clear message for a second review, truck or dish', async () => {
    const { truckId, dishId } = await freshTruck();
    expect((await send('POST', '/api/reviews', 'customer', { ...validReview, truckId })).statusCode).toBe(201);
    const again = await send('POST', '/api/reviews', 'customer', { ...validReview, truckId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'You have already reviewed this food truck' });
    // A dish review is a separate review, once per dish.
    expect((await send('POST', '/api/reviews', 'customer', { ...validReview, truckId, dishId })).statusCode).toBe(201);
    const dishAgain = await send('POST', '/api/reviews', 'customer', { ...validReview, truckId, dishId });
    expect(dishAgain.statusCode).toBe(409);
    expect(dishAgain.json().message).toBe('You have already reviewed this dish');
  });

  it('lets the owner respond once and a user report once', async () => {
    const { reviewId } = await freshReview();
    expect((await send('POST', `/api/reviews/${reviewId}/respond`, 'truckOwner', { message: 'Thanks, see you soon!' })).json().data.review.response).toMatchObject({
      message: 'Thanks, see you soon!',
    });
    const second = await send('POST', `/api/reviews/${reviewId}/respond`, 'truckOwner', { message: 'Again' + '!'.repeat(3) });
    expect(second.statusCode).toBe(409);
    expect((await send('POST', `/api/reviews/${reviewId}/report`, 'customer', { reason: 'Not about food' })).statusCode).toBe(200);
    const report = await send('POST', `/api/reviews/${reviewId}/report`, 'customer', { reason: 'Not about food' });
    expect(report.statusCode).toBe(409);
    expect(report.json().message).toBe('You have already reported this review');
  });
});

describe('helpful votes', () => {
  it('50 concurrent votes from 50 users give exactly 50; a second vote by one user takes it back', async () => {
    const { reviewId } = await freshReview();
    const voters = await insertSessions(ctx.app, ctx.database.db, 50, 'user', 'Voter');
    const results = await Promise.all(
      voters.map((v) => ctx.app.inject({ method: 'PUT', url: `/api/reviews/${reviewId}/helpful`, headers: bearer(v.token) })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const rows = await ctx.database.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, reviewId));
    expect(rows).toHaveLength(50);
    const [stored] = await ctx.database.db.select({ helpfulVotes: reviews.helpfulVotes }).from(reviews).where(eq(reviews.id, reviewId));
    expect(stored!.helpfulVotes).toBe(50);
    const undo = await ctx.app.inject({ method: 'PUT', url: `/api/reviews/${reviewId}/helpful`, headers: bearer(voters[0]!.token) });
    expect(undo.json().data).toEqual({ helpfulVotes: 49, votedHelpful: false });
  });
});

describe('rating statistics stay equal to the reviews', () => {
  it('after creates, edits and deletes, and under 20 concurrent creates', async () => {
    const { truckId } = await freshTruck();
    await expectConsistent(truckId);
    const reviewers = await insertSessions(ctx.app, ctx.database.db, 20, 'user', 'Diner');
    const created = await Promise.all(
      reviewers.map((r, i) =>
        ctx.app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(r.token), payload: { ...validReview, truckId, rating: (i % 5) + 1 } }),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    await expectConsistent(truckId);
    const first = created[0]!.json().data.review.id;
    await ctx.app.inject({ method: 'PUT', url: `/api/reviews/${first}`, headers: bearer(reviewers[0]!.token), payload: { rating: 5 } });
    await expectConsistent(truckId);
    await Promise.all(
      created.slice(1, 6).map((r, i) => ctx.app.inject({ method: 'DELETE', url: `/api/reviews/${r.json().data.review.id}`, headers: bearer(reviewers[i + 1]!.token) })),
    );
    await expectConsistent(truckId);
    expect((await truckRating(truckId)).reviewCount).toBe(15);
  });
});

describe('listing', () => {
  it('sorts, filters by rating and type, paginates, and exposes reviewer names only', async () => {
    const { truckId, dishId } = await freshTruck();
    const diners = await insertSessions(ctx.app, ctx.database.db, 12, 'user', 'Diner');
    for (const [i, d] of diners.entries()) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: bearer(d.token),
        payload: { ...validReview, truckId, rating: (i % 5) + 1, title: `Review ${i}`, ...(i % 3 === 0 ? { dishId } : {}) },
      });
      expect(res.statusCode).toBe(201);
    }
    const list = (query: string, actor: Actor = 'anonymous') => send('GET', `/api/reviews/truck/${truckId}?${query}`, actor);
    const page1 = await list('');
    const body = envelopeSchema(ReviewListResultSchema).parse(page1.json());
    expect(body.data.reviews).toHaveLength(10);
    expect(body.data.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(body.data.reviews.map((r) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Review ${11 - i}`));
    expect((await list('page=2')).json().data.reviews.map((r: { title: string }) => r.title)).toEqual(['Review 1', 'Review 0']);
    expect(page1.body).not.toMatch(/@example\.test/);
    expect(Object.keys(body.data.reviews[0]!.user).sort()).toEqual(['_id', 'name']);

    const ratings = (res: Awaited<ReturnType<typeof list>>) => res.json().data.reviews.map((r: { rating: number }) => r.rating);
    expect(ratings(await list('sortBy=highest&limit=20'))).toEqual([5, 5, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1]);
    expect(ratings(await list('sortBy=lowest&limit=20'))).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect((await list('sortBy=oldest')).json().data.reviews[0].title).toBe('Review 0');
    expect(ratings(await list('rating=2'))).toEqual([2, 2, 2]);
    const dishReviews = (await list('reviewType=dish&limit=20')).json().data.reviews;
    expect(dishReviews).toHaveLength(4);
    expect(dishReviews.every((r: { dish: { name: string } }) => r.dish?.name === 'Paneer Roll')).toBe(true);
    expect((await list('reviewType=truck&rating=all&limit=20')).json().data.reviews).toHaveLength(8);
    // The summary covers every review, whatever the filter.
    expect((await list('rating=2')).json().data.ratingStats.totalReviews).toBe(12);
    expect((await send('GET', `/api/reviews/dish/${dishId}`, 'anonymous')).json().data.pagination.total).toBe(4);

    const target = body.data.reviews[0]!;
    await send('PUT', `/api/reviews/${target.id}/helpful`, 'customer');
    const helpful = (await list('sortBy=helpful', 'customer')).json().data.reviews[0];
    expect(helpful).toMatchObject({ id: target.id, helpfulVotes: 1, viewer: { votedHelpful: true, reported: false } });
    expect((await list('sortBy=helpful')).json().data.reviews[0].viewer.votedHelpful).toBe(false);
  });

  it("lists the signed-in user's own reviews, newest first", async () => {
    const [me] = await insertSessions(ctx.app, ctx.database.db, 1, 'user', 'Mine');
    for (const title of ['First one', 'Second one']) {
      await ctx.app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(me!.token), payload: { ...validReview, title, truckId: (await freshTruck()).truckId } });
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/reviews/user', headers: bearer(me!.token) });
    expect(res.json().data.reviews.map((r: { title: string }) => r.title)).toEqual(['Second one', 'First one']);
  });

  it('answers 404 for an unknown truck or dish', async () => {
    expect((await send('GET', '/api/reviews/truck/00000000-0000-4000-8000-000000000000', 'anonymous')).statusCode).toBe(404);
    expect((await send('GET', '/api/reviews/dish/00000000-0000-4000-8000-000000000000', 'anonymous')).statusCode).toBe(404);
    expect((await send('PUT', '/api/reviews/00000000-0000-4000-8000-000000000000/helpful', 'customer')).statusCode).toBe(404);
  });
});
