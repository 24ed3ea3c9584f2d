import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventParticipants, events, reviews, truckDailyStats } from '../../src/db/schema.js';
import { periodDays } from '../../src/features/analytics/days.js';
import { createTestContext, expectValidationError, type TestContext } from '../helpers.js';
import { createOwnedTruck, sender, session } from './owner-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
});
afterAll(() => ctx?.close());

const freshOwner = () => session(ctx.app, ctx.database.db, 'owner', 'Owner');
/** A review by a new diner (one review per diner and truck). */
async function review(truckId: string, rating: number, extra: Partial<typeof reviews.$inferInsert> = {}) {
  const diner = await session(ctx.app, ctx.database.db, 'user', 'Diner');
  await ctx.database.db.insert(reviews).values({ truckId, userId: diner.user.id, rating, title: 'Tasty', comment: 'Really good food here', ...extra });
}

describe('owner dashboard', () => {
  it('starts at zero for a new owner', async () => {
    const owner = await freshOwner();
    const res = await send('GET', '/api/owner/dashboard', owner);
    expect(res.json().data).toEqual({ stats: { totalTrucks: 0, totalReviews: 0, averageRating: 0, upcomingEvents: 0, followers: 0 }, trucks: [], followersByTruck: {} });
  });

  it('counts trucks, reviews and the average rating (1 decimal) live', async () => {
    const owner = await freshOwner();
    const a = await createOwnedTruck(ctx.app, owner, { name: 'A' });
    const b = await createOwnedTruck(ctx.app, owner, { name: 'B' });
    await review(a.id, 5);
    await review(a.id, 4);
    await review(b.id, 4);
    const data = (await send('GET', '/api/owner/dashboard', owner)).json().data;
    expect(data.stats).toMatchObject({ totalTrucks: 2, totalReviews: 3, averageRating: 4.3 });
    expect(data.trucks.map((t: { name: string }) => t.name).sort()).toEqual(['A', 'B']);
  });

  it('counts each truck’s followers, and all of them together', async () => {
    const owner = await freshOwner();
    const a = await createOwnedTruck(ctx.app, owner, { name: 'Followed A' });
    const b = await createOwnedTruck(ctx.app, owner, { name: 'Followed B' });
    for (const truck of [a, a, b]) await send('PUT', `/api/trucks/${truck.id}/follow`, await session(ctx.app, ctx.database.db, 'user', 'Fan'), {});
    const data = (await send('GET', '/api/owner/dashboard', owner)).json().data;
    expect(data.followersByTruck).toEqual({ [a.id]: 2, [b.id]: 1 });
    expect(data.stats.followers).toBe(3);
  });

  it('counts upcoming events the owner organises or joins with a truck, not past or cancelled ones', async () => {
    const owner = await freshOwner();
    const truck = await createOwnedTruck(ctx.app, owner);
    const soon = new Date(Date.now() + 7 * 86_400_000);
    const organiser = (await freshOwner()).user.id;
    const [own, joined, past, cancelled] = await ctx.database.db
      .insert(events)
      .values([
        { title: 'Mine', description: 'x', date: soon, eventType: 'truck_event', organizerId: owner.user.id },
        { title: 'Joined', description: 'x', date: soon, eventType: 'city_event', organizerId: organiser },
        { title: 'Past', description: 'x', date: new Date(Date.now() - 86_400_000), eventType: 'city_event', organizerId: organiser },
        { title: 'Joined, cancelled', description: 'x', date: soon, eventType: 'city_event', organizerId: organiser },
      ])
      .returning();
    await ctx.database.db.insert(eventParticipants).values([
      { eventId: joined!.id, truckId: truck.id },
      { eventId: past!.id, truckId: truck.id },
      { eventId: cancelled!.id, truckId: truck.id, status: 'cancelled' },
    ]);
    expect(own).toBeDefined();
    const stats = (await send('GET', '/api/owner/dashboard', owner)).json().data.stats;
    expect(stats.upcomingEvents).toBe(2);
  });
});

/** A truck page seen from a client address (each address is one visitor). */
const viewFrom = (truckId: string, remoteAddress: string) => ctx.app.inject({ method: 'GET', url: `/api/trucks/${truckId}`, remoteAddress });

describe('owner analytics', () => {
  it('counts page views and directions clicks of the owner\'s trucks', async () => {
    const owner = await freshOwner();
    const truck = await createOwnedTruck(ctx.app, owner);
    for (let i = 0; i < 3; i++) await viewFrom(truck.id, `198.51.100.${i + 1}`);
    expect((await send('POST', `/api/trucks/${truck.id}/directions-clicks`, null)).statusCode).toBe(202);
    await ctx.app.truckStats.flush();
    const data = (await send('GET', '/api/owner/analytics?period=7', owner)).json().data;
    expect(data.totals).toMatchObject({ views: 3, directionsClicks: 1 });
    expect(data.daily).toHaveLength(7);
    expect(data.daily.at(-1)).toMatchObject({ views: 3, directionsClicks: 1 });
    expect(data.trucks).toEqual([expect.objectContaining({ truckId: truck.id, views: 3, directionsClicks: 1 })]);
  });

  it('adds counts written in separate batches', async () => {
    const owner = await freshOwner();
    const truck = await createOwnedTruck(ctx.app, owner);
    await viewFrom(truck.id, '198.51.100.10');
    await ctx.app.truckStats.flush();
    await viewFrom(truck.id, '198.51.100.11');
    await ctx.app.truckStats.flush();
    expect((await send('GET', '/api/owner/analytics', owner)).json().data.totals.views).toBe(2);
  });

  it('counts a visitor once per truck and day, however often they ask, across batches', async () => {
    const owner = await freshOwner();
    const truck = await createOwnedTruck(ctx.app, owner);
    for (let i = 0; i < 100; i++) await viewFrom(truck.id, '198.51.100.20');
    await ctx.app.truckStats.flush();
    for (let i = 0; i < 5; i++) {
      await viewFrom(truck.id, '198.51.100.20');
      await ctx.app.inject({ method: 'POST', url: `/api/trucks/${truck.id}/directions-clicks`, remoteAddress: '198.51.100.20' });
    }
    await ctx.app.truckStats.flush();
    expect((await send('GET', '/api/owner/analytics', owner)).json().data.totals).toMatchObject({ views: 1, directionsClicks: 1 });
  });

  it('rate limits directions clicks per client', async () => {
    const truck = await createOwnedTruck(ctx.app, await freshOwner());
    const click = () => ctx.app.inject({ method: 'POST', url: `/api/trucks/${truck.id}/directions-clicks`, remoteAddress: '198.51.100.30' });
    for (let i = 0; i < 30; i++) expect((await click()).statusCode).toBe(202);
    expect((await click()).statusCode).toBe(429);
  });

  it('reviews per day, the rating distribution and the most helpful reviews cover only the period', async () => {
    const owner = await freshOwner();
    const truck = await createOwnedTruck(ctx.app, owner);
    await review(truck.id, 5, { helpfulVotes: 7, title: 'Best dosa' });
    await review(truck.id, 3);
    await review(truck.id, 1, { createdAt: new Date(Date.now() - 40 * 86_400_000), helpfulVotes: 50 });
    const data = (await send('GET', '/api/owner/analytics?period=30', owner)).json().data;
    expect(data.totals).toMatchObject({ reviews: 2, averageRating: 4 });
    expect(data.ratingDistribution).toEqual({ 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 });
    expect(data.topReviews.map((r: { title: string }) => r.title)).toEqual(['Best dosa']);
    const ninety = (await send('GET', '/api/owner/analytics?period=90', owner)).json().data;
    expect(ninety.totals.reviews).toBe(3);
  });

  it('gives followers per day: a day\'s follows and unfollows set its count, which holds until the next change', async () => {
    const owner = await freshOwner();
    const truck = await createOwnedTruck(ctx.app, owner);
    const days = periodDays(7, new Date());
    await ctx.database.db.insert(truckDailyStats).values({ truckId: truck.id, day: days[3]!, followers: 4 });
    const fans = [await session(ctx.app, ctx.database.db, 'user', 'Fan'), await session(ctx.app, ctx.database.db, 'user', 'Fan')];
    for (const fan of fans) expect((await send('PUT', `/api/trucks/${truck.id}/follow`, fan, {})).statusCode).toBe(200);
    expect((await send('DELETE', `/api/trucks/${truck.id}/follow`, fans[0]!)).statusCode).toBe(200);
    const data = (await send('GET', '/api/owner/analytics?period=7', owner)).json().data;
    expect(data.daily.map((d: { followers: number }) => d.followers)).toEqual([0, 0, 0, 4, 4, 4, 1]);
    expect(data.totals.followers).toBe(1);
  });

  it('never counts another owner\'s trucks, and refuses their truck id', async () => {
    const owner = await freshOwner();
    const other = await freshOwner();
    const theirs = await createOwnedTruck(ctx.app, other);
    await viewFrom(theirs.id, '198.51.100.40');
    await ctx.app.truckStats.flush();
    expect((await send('GET', '/api/owner/analytics', owner)).json().data.totals.views).toBe(0);
    expect((await send('GET', `/api/owner/analytics?truckId=${theirs.id}`, owner)).statusCode).toBe(404);
  });

  it.each(['0', '366', 'abc', '7.5'])('refuses period=%s', async (period) => {
    expectValidationError(await send('GET', `/api/owner/analytics?period=${period}`, await freshOwner()), 'period');
  });

  it('a directions click on a missing truck is a 404', async () => {
    const res = await send('POST', '/api/trucks/00000000-0000-4000-8000-000000000000/directions-clicks', null);
    expect(res.statusCode).toBe(404);
  });
});
