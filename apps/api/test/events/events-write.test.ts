import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, mailOutbox } from '../../src/db/schema.js';
import { createTestContext, expectValidationError, type TestContext } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;
let organizer: Session;
let otherOwner: Session;
let admin: Session;
let customer: Session;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
  organizer = await session(ctx.app, ctx.database.db, 'owner', 'Organizer');
  otherOwner = await session(ctx.app, ctx.database.db, 'owner', 'Other owner');
  admin = await session(ctx.app, ctx.database.db, 'admin', 'Admin');
  customer = await session(ctx.app, ctx.database.db, 'user', 'Customer');
});
afterAll(() => ctx?.close());

const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pune Monsoon Food Fest',
  description: 'Thirty trucks, live music and chai by the lake.',
  image: 'https://images.example.com/fest.jpg',
  date: inDays(10),
  endDate: inDays(10.25),
  eventType: 'truck_event',
  location: { address: 'Koregaon Park, Pune', coordinates: { latitude: 18.5362, longitude: 73.8939 } },
  maxParticipants: 30,
  registrationDeadline: inDays(8),
  tags: ['music', 'monsoon'],
  pricing: { participationFee: 0, currency: 'INR' },
  ...overrides,
});

const inBengaluru = { location: { address: 'Indiranagar, Bengaluru', coordinates: { latitude: 12.9719, longitude: 77.6412 } } };

async function createEventAt(by: Session, overrides: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/events', by, validEvent(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.event as { id: string; approvalStatus: string; status: string };
}

describe('creating an event: the rules of the form, held by the server', () => {
  const START = inDays(10);
  const cases: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['a missing title', { title: '  ' }, 'title', /Please fill in all required fields/],
    ['a missing image', { image: '' }, 'image', /Please fill in all required fields/],
    ['an image that is not a URL', { image: 'javascript:alert(1)' }, 'image', /Invalid Image URL/],
    ['a start in the past', { date: inDays(-0.01), endDate: null, registrationDeadline: null }, 'date', /Event date must be in the future/],
    ['an end at the start', { endDate: inDays(10) }, 'endDate', /End date must be after start date/],
    ['a deadline at the start', { date: START, endDate: null, registrationDeadline: START }, 'registrationDeadline', /Registration deadline must be before event date/],
    ['no places', { maxParticipants: 0 }, 'maxParticipants', /at least 1/],
    ['a negative fee', { pricing: { participationFee: -0.01, currency: 'INR' } }, 'pricing.participationFee', /cannot be negative/],
    ['an unknown currency', { pricing: { participationFee: 10, currency: 'GBP' } }, 'pricing.currency', /INR, USD, EUR/],
    ['approval set by the organizer', { approvalStatus: 'approved' }, 'body', /approvalStatus cannot be set/],
  ];
  it.each(cases)('refuses %s', async (_name, overrides, field, message) => {
    expectValidationError(await send('POST', '/api/events', organizer, validEvent(overrides)), field, message);
  });

  it('accepts the boundaries: one place, a free event, unlimited places', async () => {
    await createEventAt(organizer, { maxParticipants: 1 });
    await createEventAt(organizer, { maxParticipants: null, pricing: { participationFee: 0, currency: 'EUR' } });
  });

  it('refuses customers', async () => {
    const res = await send('POST', '/api/events', customer, validEvent());
    expect(res.statusCode).toBe(403);
  });
});

describe('approval', () => {
  it("keeps an owner's city event pending and hidden from the public until an admin approves it", async () => {
    const event = await createEventAt(organizer, { eventType: 'city_event', title: 'Pending Fest' });
    expect(event.approvalStatus).toBe('pending');
    expect((await send('GET', `/api/events/${event.id}`, null)).statusCode).toBe(404);
    expect((await send('GET', `/api/events/${event.id}`, organizer)).statusCode).toBe(200);
    const list = await send('GET', '/api/events?search=Pending%20Fest', null);
    expect(list.json().data.events).toEqual([]);
    expect((await send('PUT', `/api/admin/events/${event.id}/approve`, admin, {})).statusCode).toBe(200);
    expect((await send('GET', `/api/events/${event.id}`, null)).json().data.event.approvalStatus).toBe('approved');
  });

  it("publishes an admin's city event and an owner's truck event at once", async () => {
    expect((await createEventAt(admin, { eventType: 'city_event' })).approvalStatus).toBe('approved');
    expect((await createEventAt(organizer, { eventType: 'truck_event' })).approvalStatus).toBe('approved');
  });

  it('rejects with a reason of at least 10 characters and mails the organizer', async () => {
    const event = await createEventAt(organizer, { eventType: 'city_event', title: 'Rejected Fest' });
    expectValidationError(await send('PUT', `/api/admin/events/${event.id}/reject`, admin, { rejectionReason: 'Too vague' }), 'rejectionReason', /at least 10 characters/);
    const res = await send('PUT', `/api/admin/events/${event.id}/reject`, admin, { rejectionReason: 'The venue has no permit yet.' });
    expect(res.json().data.event).toMatchObject({ approvalStatus: 'rejected' });
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, organizer.user.email));
    expect(mails.some((m) => m.subject.includes('Rejected Fest') && m.text.includes('The venue has no permit yet.'))).toBe(true);
  });

  it('lets only admins approve', async () => {
    const event = await createEventAt(organizer, { eventType: 'city_event' });
    expect((await send('PUT', `/api/admin/events/${event.id}/approve`, organizer, {})).statusCode).toBe(403);
  });
});

describe('editing and deleting', () => {
  it('lets the organizer and admins edit; another owner gets 403 on a public event', async () => {
    const event = await createEventAt(organizer);
    expect((await send('PUT', `/api/events/${event.id}`, organizer, { title: 'Renamed Fest' })).json().data.event.title).toBe('Renamed Fest');
    expect((await send('PUT', `/api/events/${event.id}`, admin, { featured: true })).statusCode).toBe(400);
    expect((await send('PUT', `/api/events/${event.id}`, admin, { title: 'Admin Fest' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/events/${event.id}`, otherOwner, { title: 'Hijacked' })).statusCode).toBe(403);
  });

  it('checks the dates of the edited event as a whole', async () => {
    const event = await createEventAt(organizer);
    expectValidationError(await send('PUT', `/api/events/${event.id}`, organizer, { endDate: inDays(9) }), 'endDate', /End date must be after start date/);
  });

  it("hides another owner's pending event behind 404", async () => {
    const event = await createEventAt(organizer, { eventType: 'city_event' });
    expect((await send('DELETE', `/api/events/${event.id}`, otherOwner)).statusCode).toBe(404);
  });

  it('deletes for the organizer', async () => {
    const event = await createEventAt(organizer);
    expect((await send('DELETE', `/api/events/${event.id}`, organizer)).statusCode).toBe(200);
    expect((await send('GET', `/api/events/${event.id}`, organizer)).statusCode).toBe(404);
  });
});

describe('registering trucks', () => {
  // The test trucks stand in Jayanagar, Bengaluru; these events are across town from them.
  const createEvent = (by: Session, overrides: Record<string, unknown> = {}) => createEventAt(by, { ...inBengaluru, ...overrides });

  it('refuses a truck from another city with 422, saying how far it is', async () => {
    const event = await createEventAt(organizer);
    const truck = await createOwnedTruck(ctx.app, otherOwner);
    const res = await send('POST', `/api/events/${event.id}/register`, otherOwner, { truckId: truck.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'TRUCK_TOO_FAR', message: expect.stringMatching(/^Dosa Depot is \d+ km from this event/) });
  });

  it('gives exactly 3 of 20 simultaneous registrations the 3 places, and no server errors', async () => {
    const event = await createEvent(organizer, { maxParticipants: 3 });
    const owners = await Promise.all(Array.from({ length: 20 }, (_, i) => session(ctx.app, ctx.database.db, 'owner', `Racer ${i}`)));
    const trucks = await Promise.all(owners.map((o) => createOwnedTruck(ctx.app, o)));
    const results = await Promise.all(owners.map((o, i) => send('POST', `/api/events/${event.id}/register`, o, { truckId: trucks[i]!.id })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    const detail = (await send('GET', `/api/events/${event.id}`, null)).json().data.event;
    expect(detail).toMatchObject({ participantCount: 3, availableSpots: 0, isRegistrationOpen: false });
  });

  it('refuses the same truck twice with 409', async () => {
    const event = await createEvent(organizer);
    const truck = await createOwnedTruck(ctx.app, otherOwner);
    expect((await send('POST', `/api/events/${event.id}/register`, otherOwner, { truckId: truck.id })).statusCode).toBe(201);
    const again = await send('POST', `/api/events/${event.id}/register`, otherOwner, { truckId: truck.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already registered/);
  });

  it("refuses another owner's truck (404) and customers (403, with the spec's words)", async () => {
    const event = await createEvent(organizer);
    const theirs = await createOwnedTruck(ctx.app, organizer);
    expect((await send('POST', `/api/events/${event.id}/register`, otherOwner, { truckId: theirs.id })).statusCode).toBe(404);
    const byCustomer = await send('POST', `/api/events/${event.id}/register`, customer, { truckId: theirs.id });
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().message).toBe('Only food truck owners can participate in events');
  });

  it('refuses after the registration deadline', async () => {
    const event = await createEvent(organizer);
    await ctx.database.db.update(events).set({ registrationDeadline: new Date(Date.now() - 60_000) }).where(eq(events.id, event.id));
    const truck = await createOwnedTruck(ctx.app, otherOwner);
    const res = await send('POST', `/api/events/${event.id}/register`, otherOwner, { truckId: truck.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Registration is closed for this event');
  });

  it('withdraws a truck (truck id in the query or implied)', async () => {
    const event = await createEvent(organizer);
    const truck = await createOwnedTruck(ctx.app, otherOwner);
    await send('POST', `/api/events/${event.id}/register`, otherOwner, { truckId: truck.id });
    const res = await send('DELETE', `/api/events/${event.id}/unregister`, otherOwner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.event.participantCount).toBe(0);
    expect((await send('DELETE', `/api/events/${event.id}/unregister?truckId=${truck.id}`, otherOwner)).statusCode).toBe(404);
  });
});

describe('by date', () => {
  it('shows a published event that has ended as completed, and filters it so', async () => {
    const event = await createEventAt(organizer, { title: 'Finished Fest' });
    await ctx.database.db.update(events).set({ date: new Date(Date.now() - 2 * DAY), endDate: new Date(Date.now() - DAY), registrationDeadline: null }).where(eq(events.id, event.id));
    expect((await send('GET', `/api/events/${event.id}`, null)).json().data.event.status).toBe('completed');
    const completed = await send('GET', '/api/events?status=completed&search=Finished%20Fest', null);
    expect(completed.json().data.events.map((e: { id: string }) => e.id)).toEqual([event.id]);
    const published = await send('GET', '/api/events?status=published&search=Finished%20Fest', null);
    expect(published.json().data.events).toEqual([]);
  });

  it('lists featured upcoming events', async () => {
    const event = await createEventAt(admin, { title: 'Featured Fest' });
    await send('PUT', `/api/events/${event.id}`, admin, { title: 'Featured Fest' });
    await ctx.database.db.update(events).set({ featured: true }).where(eq(events.id, event.id));
    const res = await send('GET', '/api/events/featured?limit=50', null);
    expect(res.json().data.events.map((e: { id: string }) => e.id)).toContain(event.id);
  });
});

describe('Add to calendar', () => {
  it('downloads an .ics whose start and end are the event times in UTC', async () => {
    const start = new Date(Date.now() + 30 * DAY);
    start.setUTCHours(12, 30, 0, 0);
    const end = new Date(start.getTime() + 8 * 60 * 60 * 1000);
    const event = await createEventAt(organizer, { title: 'Calendar Fest', date: start.toISOString(), endDate: end.toISOString(), registrationDeadline: null });
    const ics = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Calendar-Fest.ics"');
    const lines = res.body.split(/\r?\n/);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`DTSTART:${ics(start)}`);
    expect(lines).toContain(`DTEND:${ics(end)}`);
    expect(ics(start)).toMatch(/^\d{8}T123000Z$/);
    expect(lines).toContain('SUMMARY:Calendar Fest');
  });

  it('is not offered for an event the visitor may not see', async () => {
    const event = await createEventAt(organizer, { eventType: 'city_event' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}/calendar.ics` })).statusCode).toBe(404);
  });
});
