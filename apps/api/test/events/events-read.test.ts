import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventParticipants, events, users } from '../../src/db/schema.js';
import { insertOwner, insertTrucks } from '../fixtures.js';
import { bearer, createTestContext, registerUser, type TestContext } from '../helpers.js';

let ctx: TestContext;
let adminToken: string;
const DAY = 86_400_000;
const ids: Record<string, string> = {};
let organizerId: string;
let organizerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const admin = await registerUser(ctx.app);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  adminToken = admin.token;
  const organizer = await insertOwner(db, 'Event Organiser');
  organizerId = organizer.id;
  organizerToken = ctx.app.signToken(organizer);
  const trucks = await insertTrucks(db, organizer.id, [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
  const base = { description: 'Food trucks and music', organizerId: organizer.id, organizerType: 'owner' };
  const future = (days: number) => new Date(Date.now() + days * DAY);
  const rows = await db
    .insert(events)
    .values([
      { ...base, title: 'Pune Night Market', date: future(5), eventType: 'city_event', address: 'Koregaon Park, Pune', latitude: 18.5362, longitude: 73.8939, featured: true, maxParticipants: 2 },
      { ...base, title: 'Bengaluru Food Truck Festival', date: future(9), eventType: 'city_event', address: 'MG Road, Bengaluru', latitude: 12.9756, longitude: 77.6066, maxParticipants: 30, registrationDeadline: future(7) },
      { ...base, title: 'Taco Tuesday Offer', date: future(2), eventType: 'offer', address: 'Bandra, Mumbai', latitude: 19.0646, longitude: 72.8226 },
      { ...base, title: 'Secret Draft', date: future(12), eventType: 'truck_event', status: 'draft' },
      { ...base, title: 'Pending City Event', date: future(14), eventType: 'city_event', approvalStatus: 'pending' },
      { ...base, title: 'Diwali Sweets Trail', date: future(-20), eventType: 'city_event', status: 'completed' },
    ])
    .returning();
  for (const row of rows) ids[row.title] = row.id;
  await db.insert(eventParticipants).values([
    { eventId: ids['Pune Night Market']!, truckId: trucks[0]!.id, status: 'confirmed' },
    { eventId: ids['Pune Night Market']!, truckId: trucks[1]!.id, status: 'confirmed' },
    { eventId: ids['Bengaluru Food Truck Festival']!, truckId: trucks[2]!.id },
  ]);
});
afterAll(() => ctx?.close());

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const titles = (res: { json(): { data: { events: Array<{ title: string }> } } }) => res.json().data.events.map((e) => e.title);

describe('GET /api/events', () => {
  it('lists public events by date; drafts and unapproved ones only for admins', async () => {
    expect(titles(await get('/api/events'))).toEqual(['Diwali Sweets Trail', 'Taco Tuesday Offer', 'Pune Night Market', 'Bengaluru Food Truck Festival']);
    const asAdmin = titles(await get('/api/events?limit=50', adminToken));
    expect(asAdmin).toContain('Secret Draft');
    expect(asAdmin).toContain('Pending City Event');
  });

  it('filters by search (title, description, address), type, status, featured and location', async () => {
    expect(titles(await get('/api/events?search=koregaon'))).toEqual(['Pune Night Market']);
    expect(titles(await get('/api/events?eventType=offer'))).toEqual(['Taco Tuesday Offer']);
    expect(titles(await get('/api/events?status=published&eventType=city_event'))).toEqual(['Pune Night Market', 'Bengaluru Food Truck Festival']);
    expect(titles(await get('/api/events?featured=true'))).toEqual(['Pune Night Market']);
    expect(titles(await get('/api/events?location=12.97,77.6'))).toEqual(['Bengaluru Food Truck Festival']);
    expect(titles(await get('/api/events?location=13.5,77.6,10'))).toEqual([]);
    expect(titles(await get('/api/events?location=19.0,72.8,50'))).toEqual(['Taco Tuesday Offer']);
  });

  it('reports participants, spots and whether registration is open', async () => {
    const list = (await get('/api/events?status=published')).json().data.events as Array<Record<string, unknown>>;
    const pune = list.find((e) => e.title === 'Pune Night Market')!;
    expect(pune).toMatchObject({ participantCount: 2, availableSpots: 0, isRegistrationOpen: false });
    const blr = list.find((e) => e.title === 'Bengaluru Food Truck Festival')!;
    expect(blr).toMatchObject({ participantCount: 1, availableSpots: 29, isRegistrationOpen: true });
    const taco = list.find((e) => e.title === 'Taco Tuesday Offer')!;
    expect(taco).toMatchObject({ participantCount: 0, availableSpots: null, isRegistrationOpen: true });
  });

  it('paginates with a total', async () => {
    const res = (await get('/api/events?limit=3&page=2')).json().data;
    expect(res.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect(res.events).toHaveLength(1);
  });

  it('counts the trucks taking part and the cities over every listed event, not only the page', async () => {
    expect((await get('/api/events?limit=1')).json().data.summary).toEqual({ trucks: 3, cities: 3 });
    expect((await get('/api/events?search=koregaon')).json().data.summary).toEqual({ trucks: 2, cities: 1 });
  });

  it.each([
    ['location=abc', /location must be lat,lng/],
    ['location=95,10', /lat must be between -90 and 90/],
    ['eventType=party', /eventType must be one of/],
    ['limit=500', /limit must be at most 50/],
  ])('rejects %s with 400', async (query, message) => {
    const res = await get(`/api/events?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('GET /api/events/upcoming and /:id', () => {
  it('lists upcoming published events, soonest first', async () => {
    expect(titles(await get('/api/events/upcoming?limit=2'))).toEqual(['Taco Tuesday Offer', 'Pune Night Market']);
  });

  it('shows one event with its trucks; a draft is hidden from the public', async () => {
    const res = await get(`/api/events/${ids['Pune Night Market']}`);
    expect(res.json().data.event).toMatchObject({ title: 'Pune Night Market', organizer: { name: 'Event Organiser' }, participatingTrucks: [{ truck: { name: expect.any(String) } }, {}] });
    expect(JSON.stringify(res.json())).not.toContain('@example');
    expect((await get(`/api/events/${ids['Secret Draft']}`)).statusCode).toBe(404);
    expect((await get(`/api/events/${ids['Secret Draft']}`, adminToken)).statusCode).toBe(200);
    expect((await get('/api/events/nope')).statusCode).toBe(400);
  });
});

describe('GET /api/events/organizer/:organizerId', () => {
  it('lists the published, approved events of one organizer to everyone', async () => {
    const res = await get(`/api/events/organizer/${organizerId}`);
    expect(titles(res)).toEqual(['Diwali Sweets Trail', 'Taco Tuesday Offer', 'Pune Night Market', 'Bengaluru Food Truck Festival']);
  });

  it('shows organizers their own drafts and pending events too', async () => {
    const res = await get(`/api/events/organizer/${organizerId}`, organizerToken);
    expect(titles(res)).toEqual(expect.arrayContaining(['Secret Draft', 'Pending City Event']));
    expect(titles(res)).toHaveLength(6);
  });
});
