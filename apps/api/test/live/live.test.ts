import type { CatalogTruck, TruckCatalog } from '../../src/features/trucks/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { LiveHub } from '../../src/features/live/hub.js';
import { openTestDatabase, testConfig } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';
import { openStream, type TestStream } from './sse-client.js';

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
  owner = await session(app, database.db, 'owner', 'Owner');
});
afterAll(async () => {
  for (const s of streams) s.close();
  await app?.close();
  await database?.close();
});

async function watch(path: string, headers?: Record<string, string>) {
  const stream = await openStream(`${base}${path}`, headers);
  streams.push(stream);
  return stream;
}

/** A truck of the owner that shares its location, or not. */
async function truck(sharing = true, location = { address: 'Church Street, Bengaluru', coordinates: { latitude: 12.975, longitude: 77.605 } }) {
  const t = await createOwnedTruck(app, owner, { location });
  if (sharing) await send('PUT', `/api/owner/trucks/${t.id}/location-sharing`, owner, { enabled: true });
  // Turning sharing on sends the current spot once the change feed brings it: heard before any
  // stream a test opens, so the test's stream sees only what the test does next.
  await app.changeFeed.caughtUp();
  return t;
}
const move = (truckId: string, latitude: number, longitude: number, who = owner) =>
  send('PUT', `/api/owner/trucks/${truckId}/location`, who, { address: `Spot ${latitude.toFixed(5)}`, coordinates: { latitude, longitude } });

describe('a truck stream', () => {
  it('is an event stream that carries status changes with ids and JSON data', async () => {
    const t = await truck();
    const stream = await watch(`/api/trucks/${t.id}/live`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await send('PUT', `/api/owner/trucks/${t.id}/status`, owner, { status: 'open', waitTime: '5 min' });
    const event = await stream.next((e) => e.event === 'status');
    expect(event.id).toMatch(/^\d+$/);
    expect(event.data).toMatchObject({ truckId: t.id, status: 'open', openNow: true, openUntil: expect.any(String), statusBy: 'owner', waitTime: '5 min' });
  });

  it("tells open order screens when the owner saves the truck's ordering (stops orders, sells out a dish)", async () => {
    const t = await truck();
    const stream = await watch(`/api/trucks/${t.id}/live`);
    const saved = await send('PUT', `/api/owner/trucks/${t.id}/ordering`, owner, { takingOrders: false, prepMinutes: 15, perSlot: 5, soldOut: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await stream.next((e) => e.event === 'ordering');
    expect(event.data).toEqual({ truckId: t.id });
  });

  it('carries moves with coordinates, address and time', async () => {
    const t = await truck();
    const stream = await watch(`/api/trucks/${t.id}/live`);
    await move(t.id, 12.98, 77.61);
    const event = await stream.next((e) => e.event === 'location');
    expect(event.data).toMatchObject({ truckId: t.id, coordinates: { latitude: 12.98, longitude: 77.61 }, address: 'Spot 12.98000', lastLocationUpdate: expect.any(String) });
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const t = await truck();
    const stream = await watch(`/api/trucks/${t.id}/live`);
    await expect.poll(() => stream.comments.filter((c) => c === 'ping').length, { timeout: 2000 }).toBeGreaterThanOrEqual(2);
  });

  it('replays what was missed when a client reconnects with Last-Event-ID', async () => {
    const t = await truck();
    const first = await watch(`/api/trucks/${t.id}/live`);
    await send('PUT', `/api/owner/trucks/${t.id}/status`, owner, { status: 'open' });
    const seen = await first.next((e) => e.event === 'status');
    first.close();
    await send('PUT', `/api/owner/trucks/${t.id}/status`, owner, { status: 'busy', waitTime: '30 min' });
    const again = await watch(`/api/trucks/${t.id}/live`, { 'last-event-id': seen.id! });
    const missed = await again.next((e) => e.event === 'status');
    expect(missed.data).toMatchObject({ status: 'busy', waitTime: '30 min' });
    expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
  });

  it('pushes no location while sharing is off', async () => {
    const t = await truck(false);
    const stream = await watch(`/api/trucks/${t.id}/live`);
    await move(t.id, 12.99, 77.62);
    // A status change after the move proves the stream works; the move before it sent nothing.
    await send('PUT', `/api/owner/trucks/${t.id}/status`, owner, { status: 'open' });
    await stream.next((e) => e.event === 'status');
    expect(stream.events.map((e) => e.event)).toEqual(['status']);
  });

  it('pushes the current position when sharing is turned on', async () => {
    const t = await truck(false);
    const stream = await watch(`/api/trucks/${t.id}/live`);
    await send('PUT', `/api/owner/trucks/${t.id}/location-sharing`, owner, { enabled: true });
    const event = await stream.next((e) => e.event === 'location');
    expect(event.data).toMatchObject({ coordinates: { latitude: 12.975, longitude: 77.605 } });
  });

  it('never moves for another owner', async () => {
    const t = await truck();
    const stream = await watch(`/api/trucks/${t.id}/live`);
    const stranger = await session(app, database.db, 'owner', 'Stranger');
    expect((await move(t.id, 13.1, 77.7, stranger)).statusCode).toBe(404);
    // A change of its own after the refused move: had the move gone through, its event came first.
    await send('PUT', `/api/owner/trucks/${t.id}/status`, owner, { status: 'busy' });
    await stream.next((e) => e.event === 'status');
    expect(stream.events.some((e) => e.event === 'location')).toBe(false);
  });

  it('answers 404 for a missing truck', async () => {
    const stream = await watch('/api/trucks/00000000-0000-4000-8000-000000000000/live');
    expect(stream.status).toBe(404);
  });
});

describe('an area stream', () => {
  // Along a meridian, one degree of latitude is 6371 * pi / 180 km.
  const KM_PER_DEGREE = (6371 * Math.PI) / 180;
  const centre = { lat: 18.52, lng: 73.8567 };
  const north = (km: number) => centre.lat + km / KM_PER_DEGREE;

  it('says enter just inside the edge and leave just outside it', async () => {
    const t = await truck(true, { address: 'Far away', coordinates: { latitude: 19.5, longitude: 73.8567 } });
    const stream = await watch(`/api/live?lat=${centre.lat}&lng=${centre.lng}&radius=5`);
    await move(t.id, north(4.99), centre.lng);
    const enter = await stream.next((e) => e.event === 'enter');
    expect(enter.data).toMatchObject({ truckId: t.id, truck: { id: t.id, name: t.name } });
    await move(t.id, north(4.98), centre.lng);
    await stream.next((e) => e.event === 'location');
    await move(t.id, north(5.01), centre.lng);
    const leave = await stream.next((e) => e.event === 'leave');
    expect(leave.data).toEqual({ truckId: t.id });
  });

  it('passes on status changes of trucks inside, and nothing of trucks outside', async () => {
    const inside = await truck(true, { address: 'Inside', coordinates: { latitude: north(1), longitude: centre.lng } });
    const outside = await truck(true, { address: 'Outside', coordinates: { latitude: north(20), longitude: centre.lng } });
    const stream = await watch(`/api/live?lat=${centre.lat}&lng=${centre.lng}&radius=5`);
    await send('PUT', `/api/owner/trucks/${outside.id}/status`, owner, { status: 'open' });
    await send('PUT', `/api/owner/trucks/${inside.id}/status`, owner, { status: 'open' });
    const event = await stream.next((e) => e.event === 'status');
    expect(event.data).toMatchObject({ truckId: inside.id });
    expect(stream.events.filter((e) => e.data.truckId === outside.id)).toEqual([]);
  });

  it.each(['radius=51', 'radius=0', 'lat=91'])('refuses %s', async (bad) => {
    const query = new URLSearchParams({ lat: String(centre.lat), lng: String(centre.lng), radius: '5', ...Object.fromEntries([bad.split('=')]) });
    const res = await app.inject({ method: 'GET', url: `/api/live?${query}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('many subscribers', () => {
  it('delivers one update to 500 concurrent subscribers', async () => {
    const t = await truck();
    const before = app.liveHub.subscriberCount;
    const many = await Promise.all(Array.from({ length: 500 }, () => watch(`/api/trucks/${t.id}/live`)));
    await send('PUT', `/api/owner/trucks/${t.id}/status`, owner, { status: 'open', waitTime: '2 min' });
    const received = await Promise.all(many.map((s) => s.next((e) => e.event === 'status', 10_000).then(() => true)));
    expect(received.filter(Boolean)).toHaveLength(500);
    for (const s of many) s.close();
    await expect.poll(() => app.liveHub.subscriberCount, { timeout: 5000 }).toBe(before);
  });

  it('forgets subscribers that leave, so memory stays flat', async () => {
    const t = await truck();
    const before = app.liveHub.subscriberCount;
    const some = await Promise.all(Array.from({ length: 50 }, () => watch(`/api/trucks/${t.id}/live`)));
    await expect.poll(() => app.liveHub.subscriberCount).toBe(before + 50);
    for (const s of some) s.close();
    await expect.poll(() => app.liveHub.subscriberCount).toBe(before);
  });
});

describe('the hub', () => {
  it('drops a subscriber that cannot keep up and still delivers to the others', async () => {
    // The catalog tells the hub of a truck's change; the hub reads the truck as it now is.
    let tellHub: Parameters<TruckCatalog['onChange']>[0] = () => {};
    const truck = (status: 'open' | 'closed') => ({ id: 't1', servingAt: () => ({}), record: { row: { latitude: 1, longitude: 1, address: 'x', isLocationSharingEnabled: false, waitTime: null } }, status }) as unknown as CatalogTruck;
    const after = truck('open');
    const hub = new LiveHub({ subscribe: () => {} }, { onChange: (listener) => void (tellHub = listener), get: () => after });
    const received: string[] = [];
    let slowClosed = false;
    hub.subscribeTruck('t1', { send: () => false, close: () => { slowClosed = true; } }, null);
    hub.subscribeTruck('t1', { send: (event) => { received.push(event); return true; }, close: () => {} }, null);
    const servings = { t1: [{ status: 'closed', openNow: false, openUntil: null, opensAt: null, by: 'schedule', current: null, nextStop: null, changesAt: Infinity }, { status: 'open', openNow: true, openUntil: null, opensAt: null, by: 'owner', current: null, nextStop: null, changesAt: Infinity }] };
    const before = truck('closed');
    (before as unknown as { servingAt: () => unknown }).servingAt = () => servings.t1[0];
    (after as unknown as { servingAt: () => unknown }).servingAt = () => servings.t1[1];
    (after as unknown as { record: object }).record = { ...after.record, images: [], menu: [], stops: [], closed: [], owner: null, takingOrders: false, row: { ...after.record.row, id: 't1', name: 'T', description: '', cuisine: 'Thai', image: null, tags: [], priceRange: 'mid', rating: 0, reviewCount: 0, featured: false, ownerId: 'o', about: {}, lastLocationUpdate: null } };
    tellHub(['t1'], new Map([['t1', before]]));
    expect(slowClosed).toBe(true);
    expect(received).toEqual(['status']);
  });
});
