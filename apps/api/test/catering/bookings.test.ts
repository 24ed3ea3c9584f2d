import { addDays, cateringWindow, indiaDay } from '@dishrated/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../admin/admin-helpers.js';
import { ask as askAs, freshPlace, north } from './catering-helpers.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
});
afterAll(() => ctx?.close());

const eventDate = addDays(indiaDay(Date.now()), 4);
const near = (place: { latitude: number; longitude: number }) => north(place, 1);

const requestBody = (place: { latitude: number; longitude: number }, overrides: object = {}) => ({
  date: eventDate,
  startTime: '12:00',
  endTime: '15:00',
  place: { address: 'Palace Grounds', ...place },
  guests: 120,
  budgetPerHead: 450,
  cuisines: ['South Indian'],
  occasion: 'Wedding lunch',
  ...overrides,
});

const ask = (customer: Session, body: object) => askAs(ctx.app, customer, body);

async function quoteFrom(owner: Session, truckId: string, requestId: string) {
  const res = await send('POST', `/api/owner/catering-requests/${requestId}/quotes`, owner, { truckId, pricePerHead: 300, minimumGuests: 100, menu: { text: 'Meals on banana leaf' }, validUntil: eventDate });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.quote as { id: string };
}

/** Two owners' trucks near a fresh place, a customer's request that reached both, and a quote from each. */
async function twoQuotes() {
  const place = freshPlace();
  const [first, second] = [await session(ctx.app, ctx.database.db, 'owner', 'First'), await session(ctx.app, ctx.database.db, 'owner', 'Second')];
  const trucks = [
    await createOwnedTruck(ctx.app, first, { name: 'Banana Leaf Express', location: { address: 'A lane', coordinates: near(place) } }),
    await createOwnedTruck(ctx.app, second, { name: 'Idli Cart', location: { address: 'B lane', coordinates: near(place) } }),
  ];
  const customer = await session(ctx.app, ctx.database.db, 'user', 'Bride');
  const request = (await ask(customer, requestBody(place))).json().data.request as { id: string };
  const quotes = [await quoteFrom(first, trucks[0]!.id, request.id), await quoteFrom(second, trucks[1]!.id, request.id)];
  return { place, owners: [first, second], trucks, customer, request, quotes };
}

const accept = (customer: Session, requestId: string, quoteId: string) => send('POST', `/api/me/catering-requests/${requestId}/quotes/${quoteId}/accept`, customer);
const window = cateringWindow({ date: eventDate, startTime: '12:00', endTime: '15:00' });
const publicSchedule = async (truckId: string) =>
  (await send('GET', `/api/trucks/${truckId}/stops?from=${new Date(window.from - 3_600_000).toISOString()}&to=${new Date(window.to + 3_600_000).toISOString()}`, null)).json().data as {
    occurrences: unknown[];
    privateEvents: Array<{ start: string; end: string }>;
  };

describe('accepting a quote', () => {
  it('books the truck: the other quote is declined and the truck’s schedule shows a private event with no place', async () => {
    const { owners, trucks, customer, request, quotes } = await twoQuotes();
    const res = await accept(customer, request.id, quotes[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    const booked = res.json().data.request;
    expect(booked.status).toBe('booked');
    expect(booked.quotes.map((q: { truck: { id: string }; status: string }) => [q.truck.id, q.status]).sort()).toEqual([[trucks[0]!.id, 'accepted'], [trucks[1]!.id, 'declined']].sort());
    expect((await publicSchedule(trucks[0]!.id)).privateEvents).toEqual([{ start: new Date(window.from).toISOString(), end: new Date(window.to).toISOString() }]);
    const calendar = (await send('GET', `/api/trucks/${trucks[0]!.id}/calendar.ics`, null)).body;
    expect(calendar).toContain('SUMMARY:Banana Leaf Express: private event');
    expect(calendar).not.toContain('Palace Grounds');
    expect((await publicSchedule(trucks[1]!.id)).privateEvents).toEqual([]);
    void owners;
  });

  it('shows each side the other’s contact only once booked, and mails both and the declined owner', async () => {
    const { owners, customer, request, quotes } = await twoQuotes();
    const before = (await send('GET', `/api/me/catering-requests/${request.id}`, customer)).json().data.request;
    expect(before.booking).toBeNull();
    await accept(customer, request.id, quotes[0]!.id);
    const after = (await send('GET', `/api/me/catering-requests/${request.id}`, customer)).json().data.request;
    expect(after.booking.owner.email).toBe(owners[0]!.user.email);
    const ownerView = (await send('GET', '/api/owner/catering-requests', owners[0]!)).json().data.requests.find((r: { id: string }) => r.id === request.id);
    expect(ownerView.customerContact.email).toBe(customer.user.email);
    const declinedView = (await send('GET', '/api/owner/catering-requests', owners[1]!)).json().data.requests.find((r: { id: string }) => r.id === request.id);
    expect(declinedView.customerContact).toBeNull();
    expect((await mailsTo(ctx.database.db, customer.user.email)).at(-1)!.subject).toBe('Booked: Banana Leaf Express for Wedding lunch');
    expect((await mailsTo(ctx.database.db, owners[0]!.user.email)).at(-1)!.subject).toMatch(/^Booked: Wedding lunch on /);
    expect((await mailsTo(ctx.database.db, owners[1]!.user.email)).at(-1)!.subject).toBe('Not chosen: Wedding lunch');
  });

  it('books once when two quotes of one request are accepted at once', async () => {
    const { customer, request, quotes } = await twoQuotes();
    const answers = await Promise.all(quotes.map((q) => accept(customer, request.id, q.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('books a truck once when two customers accept its quotes for the same time at once', async () => {
    const place = freshPlace();
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Popular');
    const truck = await createOwnedTruck(ctx.app, owner, { name: 'Sought After', location: { address: 'A lane', coordinates: near(place) } });
    const customers = [await session(ctx.app, ctx.database.db, 'user', 'One'), await session(ctx.app, ctx.database.db, 'user', 'Two')];
    const requests: Array<{ id: string }> = [];
    for (const customer of customers) requests.push((await ask(customer, requestBody(place))).json().data.request);
    const quotes = [await quoteFrom(owner, truck.id, requests[0]!.id), await quoteFrom(owner, truck.id, requests[1]!.id)];
    const answers = await Promise.all(customers.map((c, i) => accept(c, requests[i]!.id, quotes[i]!.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('TRUCK_NOT_AVAILABLE');
  });

  it('is another customer’s request to nobody: 404', async () => {
    const { request, quotes } = await twoQuotes();
    const stranger = await session(ctx.app, ctx.database.db, 'user', 'Stranger');
    expect((await accept(stranger, request.id, quotes[0]!.id)).statusCode).toBe(404);
  });
});

describe('cancelling a booking', () => {
  it('by the customer takes the private event off the truck’s schedule and mails its owner the reason', async () => {
    const { owners, trucks, customer, request, quotes } = await twoQuotes();
    await accept(customer, request.id, quotes[0]!.id);
    const res = await send('POST', `/api/me/catering-requests/${request.id}/cancel`, customer, { reason: 'The families chose a caterer in the hall.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.request.status).toBe('cancelled');
    expect((await publicSchedule(trucks[0]!.id)).privateEvents).toEqual([]);
    const mails = await mailsTo(ctx.database.db, owners[0]!.user.email);
    expect(mails.at(-1)!.text).toContain('Reason: The families chose a caterer in the hall.');
  });

  it('by the booked owner frees the truck for another request at that time', async () => {
    const { place, owners, trucks, customer, request, quotes } = await twoQuotes();
    await accept(customer, request.id, quotes[0]!.id);
    const someone = await session(ctx.app, ctx.database.db, 'user', 'Someone');
    const whileBooked = (await ask(someone, requestBody(place, { truckId: trucks[0]!.id }))).statusCode;
    expect((await send('POST', `/api/owner/catering-requests/${request.id}/cancel`, owners[0]!, { reason: 'The truck needs repairs that week.' })).statusCode).toBe(200);
    const afterwards = (await ask(someone, requestBody(place, { truckId: trucks[0]!.id }))).statusCode;
    expect([whileBooked, afterwards]).toEqual([409, 201]);
    expect((await mailsTo(ctx.database.db, customer.user.email)).at(-1)!.subject).toBe('Cancelled: Banana Leaf Express for Wedding lunch');
  });

  it('cannot be done by the owner whose quote was declined', async () => {
    const { owners, customer, request, quotes } = await twoQuotes();
    await accept(customer, request.id, quotes[0]!.id);
    expect((await send('POST', `/api/owner/catering-requests/${request.id}/cancel`, owners[1]!, { reason: 'Not mine' })).statusCode).toBe(404);
  });
});
