import { addDays, localDateIn } from '@dishrated/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema.js';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { bearer, openTestDatabase, testConfig } from '../helpers.js';
import { openStream, type TestStream } from '../live/sse-client.js';
import { alertSettings } from './follow-helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';

let database: DatabaseHandle;
let app: App;
let base: string;
let owner: Session;
let send: ReturnType<typeof sender>;
const streams: TestStream[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db, webDir: '/nonexistent', liveHeartbeatMs: 100 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  send = sender(app);
  owner = await session(app, database.db, 'owner', 'Follow owner');
});
afterAll(async () => {
  for (const s of streams) s.close();
  await app?.close();
  await database?.close();
});


async function customer(name: string, overrides?: object) {
  const who = await session(app, database.db, 'user', name);
  if (overrides) expect((await send('PUT', '/api/me/notification-settings', who, alertSettings(overrides))).statusCode).toBe(200);
  return who;
}
const closedTruck = async (overrides: object = {}) => {
  const truck = await createOwnedTruck(app, owner, overrides);
  await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'closed' });
  return truck;
};
const setStatus = async (truckId: string, status: string) => {
  expect((await send('PUT', `/api/owner/trucks/${truckId}/status`, owner, { status })).statusCode).toBe(200);
  await app.background.drain();
};
const inbox = async (who: Session) => {
  const res = await send('GET', '/api/me/notifications', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { notifications: Array<{ id: string; kind: string; title: string; truckId: string; pushed: boolean; readAt: string | null }>; unread: number; total: number };
};

describe('following a truck', () => {
  it('asks a visitor to sign in', async () => {
    const truck = await closedTruck();
    const res = await send('PUT', `/api/trucks/${truck.id}/follow`, null, {});
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for a truck that does not exist', async () => {
    const who = await customer('Nobody’s follower');
    const res = await send('PUT', '/api/trucks/00000000-0000-4000-8000-000000000000/follow', who, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TRUCK_NOT_FOUND');
  });

  it('lists the truck on the follower’s Following, with the default alerts, until they unfollow', async () => {
    const who = await customer('Asha');
    const truck = await closedTruck({ name: 'Followed Dosa' });
    expect((await send('PUT', `/api/trucks/${truck.id}/follow`, who, {})).json().data).toEqual({ truckId: truck.id, following: true, alerts: { opens: true, moves: false, nearMe: true, menu: false, events: false } });
    const following = (await send('GET', '/api/me/following', who)).json().data.trucks;
    expect(following.map((t: { truckId: string; name: string }) => [t.truckId, t.name])).toEqual([[truck.id, 'Followed Dosa']]);
    expect((await send('DELETE', `/api/trucks/${truck.id}/follow`, who)).statusCode).toBe(200);
    expect((await send('GET', '/api/me/following', who)).json().data.trucks).toEqual([]);
  });

  it('says when a followed truck is next out, from its schedule', async () => {
    const who = await customer('Planner');
    const truck = await closedTruck();
    const inThreeDays = addDays(localDateIn(Date.now(), 'Asia/Kolkata'), 3);
    const stop = await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { label: 'Cubbon Park gate', latitude: 12.9763, longitude: 77.5929, startTime: '18:00', endTime: '22:00', date: inThreeDays });
    expect(stop.statusCode, stop.body).toBe(201);
    await send('PUT', `/api/trucks/${truck.id}/follow`, who, {});
    const [followed] = (await send('GET', '/api/me/following', who)).json().data.trucks;
    expect(followed).toMatchObject({ openNow: false, nextStop: { label: 'Cubbon Park gate', start: new Date(`${inThreeDays}T18:00:00+05:30`).toISOString() } });
  });

  it('refuses alert choices it does not know, naming them', async () => {
    const who = await customer('Typo');
    const truck = await closedTruck();
    const res = await send('PUT', `/api/trucks/${truck.id}/follow`, who, { opens: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/opens must be true or false/);
  });
});

describe('when a followed truck opens', () => {
  it('tells each follower who chose it once, and nobody else', async () => {
    const truck = await closedTruck({ name: 'Opening Chaat' });
    const wantsOpens = await customer('Opens fan', {});
    const noOpens = await customer('Moves only', {});
    const stranger = await customer('Not a follower', {});
    await send('PUT', `/api/trucks/${truck.id}/follow`, wantsOpens, {});
    await send('PUT', `/api/trucks/${truck.id}/follow`, noOpens, { opens: false, moves: true, nearMe: false });
    await setStatus(truck.id, 'open');
    expect((await inbox(wantsOpens)).notifications.map((n) => [n.kind, n.title, n.truckId, n.pushed])).toEqual([['opened', 'Opening Chaat is open', truck.id, true]]);
    expect((await inbox(noOpens)).total).toBe(0);
    expect((await inbox(stranger)).total).toBe(0);
  });

  it('keeps the alert for the notification centre, without pushing it, in quiet hours', async () => {
    const truck = await closedTruck();
    const sleeper = await customer('Night owl', { quietStart: '00:00', quietEnd: '23:59' });
    await send('PUT', `/api/trucks/${truck.id}/follow`, sleeper, {});
    await setStatus(truck.id, 'open');
    expect((await inbox(sleeper)).notifications.map((n) => n.pushed)).toEqual([false]);
  });

  it('tells once for a burst of changes (open, closed, open again within minutes)', async () => {
    const truck = await closedTruck();
    const fan = await customer('Burst fan', {});
    await send('PUT', `/api/trucks/${truck.id}/follow`, fan, {});
    await setStatus(truck.id, 'open');
    await setStatus(truck.id, 'closed');
    await setStatus(truck.id, 'open');
    expect((await inbox(fan)).total).toBe(1);
  });

  it('stops at the follower’s daily limit for the truck', async () => {
    const truck = await closedTruck();
    const fan = await customer('Capped fan', { dailyCap: 2 });
    await send('PUT', `/api/trucks/${truck.id}/follow`, fan, {});
    // Two alerts earlier today (past the burst window): the limit is reached.
    const earlier = new Date(Date.now() - 30 * 60_000);
    await database.db.insert(notifications).values([1, 2].map(() => ({ userId: fan.user.id, truckId: truck.id, kind: 'opened', title: 'Earlier', body: '', pushed: true, createdAt: earlier })));
    await setStatus(truck.id, 'open');
    expect((await inbox(fan)).total).toBe(2);
  });

  it('says the truck is near a saved place when it opens within its reach', async () => {
    const truck = await closedTruck({ location: { address: '100 Feet Road, Indiranagar', coordinates: { latitude: 12.9719, longitude: 77.6412 } } });
    const fan = await customer('Lives nearby', { places: [{ label: 'Home', latitude: 12.9784, longitude: 77.6408, radiusKm: 2 }] });
    await send('PUT', `/api/trucks/${truck.id}/follow`, fan, { opens: false, moves: false, nearMe: true });
    await setStatus(truck.id, 'open');
    expect((await inbox(fan)).notifications.map((n) => [n.kind, n.title])).toEqual([['nearby', `${(await truckName(truck.id))} is near Home`]]);
  });

  it('reaches the follower’s open stream without a reload', async () => {
    const truck = await closedTruck();
    const fan = await customer('Live fan', {});
    await send('PUT', `/api/trucks/${truck.id}/follow`, fan, {});
    const stream = await openStream(`${base}/api/me/live`, bearer(fan.token));
    streams.push(stream);
    expect(stream.status).toBe(200);
    await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'open' });
    expect((await stream.next((e) => e.event === 'notifications')).event).toBe('notifications');
  });
});

describe('when a followed truck adds a dish', () => {
  it('tells the followers who chose new dishes, naming the dish', async () => {
    const truck = await closedTruck({ name: 'Dish Adder' });
    const foodie = await customer('Foodie', {});
    const casual = await customer('Casual', {});
    await send('PUT', `/api/trucks/${truck.id}/follow`, foodie, { menu: true });
    await send('PUT', `/api/trucks/${truck.id}/follow`, casual, {});
    const added = await send('POST', `/api/owner/trucks/${truck.id}/menu`, owner, { menuItem: { name: 'Pani Puri', description: 'Six crisp puris', price: 60, category: 'Chaat', dietType: 'veg' } });
    expect(added.statusCode, added.body).toBe(201);
    await app.background.drain();
    expect((await inbox(foodie)).notifications.map((n) => [n.kind, n.title])).toEqual([['newDish', 'Dish Adder added Pani Puri']]);
    expect((await inbox(casual)).total).toBe(0);
  });
});

describe('when a followed truck signs up for a food event', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const signUp = async (truckId: string) => {
    const created = await send('POST', '/api/events', owner, {
      title: 'Bengaluru Monsoon Food Fest',
      description: 'Thirty trucks, live music and chai by the lake.',
      image: 'https://images.example.com/fest.jpg',
      date: inDays(10),
      eventType: 'truck_event',
      location: { address: 'Ulsoor Lake, Bengaluru', coordinates: { latitude: 12.9818, longitude: 77.6195 } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const joined = await send('POST', `/api/events/${created.json().data.event.id}/register`, owner, { truckId });
    expect(joined.statusCode, joined.body).toBe(201);
    await app.background.drain();
  };

  it('tells the followers who chose events, naming the event', async () => {
    const truck = await closedTruck({ name: 'Festival Falooda' });
    const eventGoer = await customer('Event goer', {});
    const casual = await customer('Not into events', {});
    await send('PUT', `/api/trucks/${truck.id}/follow`, eventGoer, { events: true });
    await send('PUT', `/api/trucks/${truck.id}/follow`, casual, {});
    await signUp(truck.id);
    expect((await inbox(eventGoer)).notifications.map((n) => [n.kind, n.title])).toEqual([['newEvent', 'Festival Falooda signed up for Bengaluru Monsoon Food Fest']]);
    expect((await inbox(casual)).total).toBe(0);
  });
});

const truckName = async (truckId: string) => (await send('GET', `/api/trucks/${truckId}`, null)).json().data.truck.name as string;

describe('the notification centre', () => {
  it('marks one read, then all, and counts what is unread', async () => {
    const fan = await customer('Reader', {});
    for (const _ of [1, 2]) {
      const truck = await closedTruck();
      await send('PUT', `/api/trucks/${truck.id}/follow`, fan, {});
      await setStatus(truck.id, 'open');
    }
    const [first] = (await inbox(fan)).notifications;
    expect((await send('POST', '/api/me/notifications/read', fan, { ids: [first!.id] })).json().data.changed).toBe(1);
    expect((await inbox(fan)).unread).toBe(1);
    await send('POST', '/api/me/notifications/read', fan, { all: true });
    expect((await inbox(fan)).unread).toBe(0);
  });

  it('never shows or marks another user’s notifications', async () => {
    const truck = await closedTruck();
    const fan = await customer('Private fan', {});
    const other = await customer('Curious other', {});
    await send('PUT', `/api/trucks/${truck.id}/follow`, fan, {});
    await setStatus(truck.id, 'open');
    const [mine] = (await inbox(fan)).notifications;
    expect((await inbox(other)).total).toBe(0);
    expect((await send('POST', '/api/me/notifications/read', other, { ids: [mine!.id] })).json().data.changed).toBe(0);
    expect((await inbox(fan)).unread).toBe(1);
  });

  it('forgets a deleted truck’s follows and alerts', async () => {
    const truck = await closedTruck();
    const fan = await customer('Loyal fan', {});
    await send('PUT', `/api/trucks/${truck.id}/follow`, fan, {});
    await setStatus(truck.id, 'open');
    expect((await send('DELETE', `/api/trucks/${truck.id}`, owner)).statusCode).toBe(200);
    expect((await send('GET', '/api/me/following', fan)).json().data.trucks).toEqual([]);
    expect((await inbox(fan)).total).toBe(0);
  });
});

describe('near where the follower last was', () => {
  const nearTruck = { location: { address: 'Linking Road, Bandra', coordinates: { latitude: 19.0635, longitude: 72.8347 } } };
  const beside = { latitude: 19.066, longitude: 72.836 };
  const nearOnly = { opens: false, moves: false, nearMe: true };

  it('is not kept when the follower did not choose it', async () => {
    const who = await customer('Private walker', {});
    expect((await send('PUT', '/api/me/position', who, beside)).json().data).toEqual({ kept: false });
  });

  it('tells the follower the truck opened near them, from the position their browser shared', async () => {
    const truck = await closedTruck({ ...nearTruck, name: 'Bandra Bhel' });
    const walker = await customer('Walker', { nearLastPosition: true });
    await send('PUT', `/api/trucks/${truck.id}/follow`, walker, nearOnly);
    expect((await send('PUT', '/api/me/position', walker, beside)).json().data).toEqual({ kept: true });
    await setStatus(truck.id, 'open');
    expect((await inbox(walker)).notifications.map((n) => [n.kind, n.title])).toEqual([['nearby', 'Bandra Bhel is near you']]);
  });

  it('forgets the position when the choice is turned off', async () => {
    const truck = await closedTruck(nearTruck);
    const walker = await customer('Changed mind', { nearLastPosition: true });
    await send('PUT', `/api/trucks/${truck.id}/follow`, walker, nearOnly);
    await send('PUT', '/api/me/position', walker, beside);
    await send('PUT', '/api/me/notification-settings', walker, alertSettings({ nearLastPosition: false }));
    await send('PUT', '/api/me/notification-settings', walker, alertSettings({ nearLastPosition: true }));
    await setStatus(truck.id, 'open');
    expect((await inbox(walker)).total).toBe(0);
  });
});

describe('notification settings', () => {
  it('start as quiet from 10 pm to 8 am India time, five a day per truck', async () => {
    const who = await customer('New settings');
    expect((await send('GET', '/api/me/notification-settings', who)).json().data.settings).toEqual({ quietStart: '22:00', quietEnd: '08:00', timeZone: 'Asia/Kolkata', dailyCap: 5, places: [], nearLastPosition: false });
  });

  it('are saved and read back', async () => {
    const who = await customer('Saver');
    const saved = alertSettings({ places: [{ label: 'Work', latitude: 12.9716, longitude: 77.5946, radiusKm: 3 }], nearLastPosition: true });
    await send('PUT', '/api/me/notification-settings', who, saved);
    expect((await send('GET', '/api/me/notification-settings', who)).json().data.settings).toEqual(saved);
  });

  it('refuse a time zone that does not exist, naming the field', async () => {
    const who = await customer('Bad zone');
    const res = await send('PUT', '/api/me/notification-settings', who, alertSettings({ timeZone: 'Mars/Olympus' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Time zone must be a zone name/);
  });

  it('refuse more than five places', async () => {
    const who = await customer('Many places');
    const place = { label: 'Spot', latitude: 12.9, longitude: 77.6, radiusKm: 1 };
    const res = await send('PUT', '/api/me/notification-settings', who, alertSettings({ places: Array.from({ length: 6 }, () => place) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/At most 5 places/);
  });
});
