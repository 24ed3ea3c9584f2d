import { addDays, indiaDay } from '@dishrated/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectValidationError, type TestContext } from '../helpers.js';
import { mailsTo } from '../admin/admin-helpers.js';
import { ask as askAs, freshPlace, north } from './catering-helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
});
afterAll(() => ctx?.close());

const eventDate = addDays(indiaDay(Date.now()), 3);

async function truckAt(owner: Session, place: { latitude: number; longitude: number }, cuisine = 'South Indian') {
  return createOwnedTruck(ctx.app, owner, { cuisine, name: `${cuisine} Wheels`, location: { address: 'A lane', coordinates: place } });
}

const requestBody = (place: { latitude: number; longitude: number }, overrides: object = {}) => ({
  date: eventDate,
  startTime: '12:00',
  endTime: '15:00',
  place: { address: 'Palace Grounds, Bengaluru', ...place },
  guests: 120,
  budgetPerHead: 450,
  cuisines: ['South Indian'],
  diets: ['veg-only'],
  occasion: 'Wedding lunch',
  message: 'Banana-leaf lunch for the families.',
  ...overrides,
});

const ask = (customer: Session, body: object) => askAs(ctx.app, customer, body);

const ownerSees = async (owner: Session, requestId: string) =>
  ((await send('GET', '/api/owner/catering-requests', owner)).json().data.requests as Array<{ id: string }>).some((r) => r.id === requestId);

describe('a catering request reaches the trucks that can take it', () => {
  it('reaches a truck serving a wanted cuisine near the place, and not one serving another', async () => {
    const place = freshPlace();
    const [dosaOwner, tandoorOwner] = [await session(ctx.app, ctx.database.db, 'owner', 'Dosa'), await session(ctx.app, ctx.database.db, 'owner', 'Tandoor')];
    await truckAt(dosaOwner, north(place, 3));
    await truckAt(tandoorOwner, north(place, 3), 'North Indian');
    const customer = await session(ctx.app, ctx.database.db, 'user', 'Host');
    const res = await ask(customer, requestBody(place));
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json().data.request;
    expect(request).toMatchObject({ status: 'open', guests: 120, cuisines: ['South Indian'], diets: ['veg-only'] });
    expect(await ownerSees(dosaOwner, request.id)).toBe(true);
    expect(await ownerSees(tandoorOwner, request.id)).toBe(false);
  });

  it('reaches a truck beyond 15 km only when its owner caters that far', async () => {
    const place = freshPlace();
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Far');
    const truck = await truckAt(owner, north(place, 40));
    const customer = await session(ctx.app, ctx.database.db, 'user', 'Host');
    const before = (await ask(customer, requestBody(place))).json().data.request;
    expect((await send('PUT', `/api/owner/trucks/${truck.id}/catering-area`, owner, { radiusKm: 50 })).json().data.area).toEqual({ radiusKm: 50 });
    const after = (await ask(customer, requestBody(place))).json().data.request;
    expect([await ownerSees(owner, before.id), await ownerSees(owner, after.id)]).toEqual([false, true]);
  });

  it('does not reach a truck that is out at a stop during the event', async () => {
    const place = freshPlace();
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Busy');
    const truck = await truckAt(owner, north(place, 2));
    const stop = { label: 'Market', ...north(place, 2), startTime: '11:00', endTime: '13:00', date: eventDate };
    expect((await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, stop)).statusCode).toBe(201);
    const customer = await session(ctx.app, ctx.database.db, 'user', 'Host');
    const busy = (await ask(customer, requestBody(place))).json().data.request;
    const later = (await ask(customer, requestBody(place, { startTime: '18:00', endTime: '21:00' }))).json().data.request;
    expect([await ownerSees(owner, busy.id), await ownerSees(owner, later.id)]).toEqual([false, true]);
  });

  it('asks only the truck chosen by name, and says when it is out then', async () => {
    const place = freshPlace();
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Chosen');
    const truck = await truckAt(owner, north(place, 2), 'Chinese');
    await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { label: 'Mall', ...north(place, 2), startTime: '12:00', endTime: '16:00', date: eventDate });
    const customer = await session(ctx.app, ctx.database.db, 'user', 'Host');
    const refused = await ask(customer, requestBody(place, { truckId: truck.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TRUCK_NOT_AVAILABLE', data: { field: 'truckId' } });
    const taken = await ask(customer, requestBody(place, { truckId: truck.id, startTime: '18:00', endTime: '21:00' }));
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().data.request).toMatchObject({ truckId: truck.id, matchedTrucks: 1 });
  });
});

describe('who hears of what', () => {
  it('tells the owner of a truck a request reached, in the bell and by mail', async () => {
    const place = freshPlace();
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Told');
    const truck = await truckAt(owner, north(place, 1));
    const host = await session(ctx.app, ctx.database.db, 'user', 'Host');
    await ask(host, requestBody(place));
    await ctx.app.background.drain();
    const [note] = (await send('GET', '/api/me/notifications', owner)).json().data.notifications;
    expect(note).toMatchObject({ kind: 'catering', title: `Catering request for ${truck.name}`, truckId: truck.id });
    expect((await mailsTo(ctx.database.db, owner.user.email)).at(-1)!.subject).toBe('Catering request: Wedding lunch for 120');
  });

  it('tells the customer of a new quote, but not of its revision', async () => {
    const { owner, truck, dishId, customer, request } = await quotableRequest();
    await send('POST', `/api/owner/catering-requests/${request.id}/quotes`, owner, quoteBody(truck.id, dishId));
    await send('POST', `/api/owner/catering-requests/${request.id}/quotes`, owner, quoteBody(truck.id, dishId, { pricePerHead: 290 }));
    await ctx.app.background.drain();
    const notes = (await send('GET', '/api/me/notifications', customer)).json().data.notifications as Array<{ kind: string; title: string }>;
    expect(notes.map((n) => [n.kind, n.title])).toEqual([['catering', `A quote from ${truck.name}`]]);
    expect((await mailsTo(ctx.database.db, customer.user.email)).map((m) => m.subject)).toEqual([`A quote from ${truck.name} for Wedding lunch`]);
  });
});

describe('who sees a request', () => {
  it('answers another customer’s request as missing', async () => {
    const [host, stranger] = [await session(ctx.app, ctx.database.db, 'user', 'Host'), await session(ctx.app, ctx.database.db, 'user', 'Stranger')];
    const request = (await ask(host, requestBody(freshPlace()))).json().data.request;
    expect((await send('GET', `/api/me/catering-requests/${request.id}`, host)).statusCode).toBe(200);
    const res = await send('GET', `/api/me/catering-requests/${request.id}`, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CATERING_REQUEST_NOT_FOUND');
  });

  it('shows an owner the customer’s name but never their email or phone', async () => {
    const place = freshPlace();
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Owner');
    await truckAt(owner, north(place, 1));
    const host = await session(ctx.app, ctx.database.db, 'user', 'Meera');
    const request = (await ask(host, requestBody(place))).json().data.request;
    const seen = (await send('GET', '/api/owner/catering-requests', owner)).json().data.requests.find((r: { id: string }) => r.id === request.id);
    expect(seen.customerName).toBe('Meera 1');
    expect(JSON.stringify(seen)).not.toContain(host.user.email);
  });
});

describe('limits', () => {
  it('allows five open requests per customer, and refuses the sixth with 409', async () => {
    const host = await session(ctx.app, ctx.database.db, 'user', 'Busy host');
    for (let i = 0; i < 5; i++) expect((await ask(host, requestBody(freshPlace()))).statusCode).toBe(201);
    const sixth = await ask(host, requestBody(freshPlace()));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('TOO_MANY_OPEN_REQUESTS');
  });

  it('refuses fewer than 10 guests', async () => {
    const host = await session(ctx.app, ctx.database.db, 'user', 'Small party');
    expectValidationError(await ask(host, requestBody(freshPlace(), { guests: 9 })), 'guests', /at least 10/);
  });

  it('refuses an event in the past', async () => {
    const host = await session(ctx.app, ctx.database.db, 'user', 'Late');
    const res = await ask(host, requestBody(freshPlace(), { date: addDays(indiaDay(Date.now()), -1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('date');
  });
});

/** A truck near a fresh place with one dish, and a request from a new customer that reached it. */
async function quotableRequest(guests = 120) {
  const place = freshPlace();
  const owner = await session(ctx.app, ctx.database.db, 'owner', 'Quoter');
  const truck = await truckAt(owner, north(place, 2));
  const dish = { name: 'Meals', description: 'Rice, sambar, rasam, two curries', category: 'Meals', price: 180, dietType: 'veg' };
  const added = await send('POST', `/api/owner/trucks/${truck.id}/menu`, owner, { menuItem: dish });
  expect(added.statusCode, added.body).toBe(201);
  const customer = await session(ctx.app, ctx.database.db, 'user', 'Host');
  const request = (await ask(customer, requestBody(place, { guests }))).json().data.request;
  return { owner, truck, dishId: added.json().data.menuItem.id as string, customer, request };
}

const quoteBody = (truckId: string, dishId: string, overrides: object = {}) => ({
  truckId,
  pricePerHead: 300,
  minimumGuests: 150,
  menu: { dishIds: [dishId], text: 'Payasam to finish' },
  message: 'Served on banana leaves.',
  validUntil: eventDate,
  ...overrides,
});

describe('quotes', () => {
  it('lets the owner of a truck the request reached quote, and shows it to the customer with its total', async () => {
    const { owner, truck, dishId, customer, request } = await quotableRequest(120);
    const res = await send('POST', `/api/owner/catering-requests/${request.id}/quotes`, owner, quoteBody(truck.id, dishId));
    expect(res.statusCode, res.body).toBe(201);
    // 120 guests, but the truck caters for at least 150.
    expect(res.json().data.quote).toMatchObject({ status: 'active', pricePerHead: 300, total: 45000, menu: { dishes: [{ id: dishId, name: 'Meals' }], text: 'Payasam to finish' } });
    const seen = (await send('GET', `/api/me/catering-requests/${request.id}`, customer)).json().data.request;
    expect(seen.quotes.map((q: { truck: { id: string }; total: number }) => [q.truck.id, q.total])).toEqual([[truck.id, 45000]]);
  });

  it('answers 404 to an owner whose truck the request did not reach', async () => {
    const { dishId, request } = await quotableRequest();
    const stranger = await session(ctx.app, ctx.database.db, 'owner', 'Stranger');
    const theirs = await truckAt(stranger, freshPlace());
    const res = await send('POST', `/api/owner/catering-requests/${request.id}/quotes`, stranger, quoteBody(theirs.id, dishId));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CATERING_REQUEST_NOT_FOUND');
  });

  it('refuses a dish that is not on the truck’s menu', async () => {
    const { owner, truck, request } = await quotableRequest();
    const res = await send('POST', `/api/owner/catering-requests/${request.id}/quotes`, owner, quoteBody(truck.id, '00000000-0000-4000-8000-000000000000'));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('menu');
  });

  it('refuses a quote valid after the event', async () => {
    const { owner, truck, dishId, request } = await quotableRequest();
    const res = await send('POST', `/api/owner/catering-requests/${request.id}/quotes`, owner, quoteBody(truck.id, dishId, { validUntil: addDays(eventDate, 1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('validUntil');
  });

  it('revises the same quote, and a withdrawn one is no longer shown to the customer', async () => {
    const { owner, truck, dishId, customer, request } = await quotableRequest();
    const first = (await send('POST', `/api/owner/catering-requests/${request.id}/quotes`, owner, quoteBody(truck.id, dishId))).json().data.quote;
    const revised = (await send('POST', `/api/owner/catering-requests/${request.id}/quotes`, owner, quoteBody(truck.id, dishId, { pricePerHead: 280 }))).json().data.quote;
    expect(revised).toMatchObject({ id: first.id, pricePerHead: 280 });
    expect((await send('DELETE', `/api/owner/catering-requests/${request.id}/quotes/${first.id}`, owner)).statusCode).toBe(200);
    expect((await send('GET', `/api/me/catering-requests/${request.id}`, customer)).json().data.request.quotes).toEqual([]);
  });

  it('is for owners only: a customer’s quote is refused with 403', async () => {
    const { truck, dishId, customer, request } = await quotableRequest();
    const res = await send('POST', `/api/owner/catering-requests/${request.id}/quotes`, customer, quoteBody(truck.id, dishId));
    expect(res.statusCode).toBe(403);
  });

  it('lets nobody but the truck’s owner withdraw its quote', async () => {
    const { owner, truck, dishId, request } = await quotableRequest();
    const quote = (await send('POST', `/api/owner/catering-requests/${request.id}/quotes`, owner, quoteBody(truck.id, dishId))).json().data.quote;
    const other = await session(ctx.app, ctx.database.db, 'owner', 'Other');
    expect((await send('DELETE', `/api/owner/catering-requests/${request.id}/quotes/${quote.id}`, other)).statusCode).toBe(404);
  });
});

describe('a thread between the customer and a truck’s owner', () => {
  it('carries messages both ways, hiding email addresses and phone numbers until a booking', async () => {
    const { owner, truck, customer, request } = await quotableRequest();
    const thread = `/api/catering-requests/${request.id}/threads/${truck.id}/messages`;
    expect((await send('POST', thread, customer, { body: 'Can you do Jain food? Call me on +91 98450 12345 or mail host@example.in' })).statusCode).toBe(201);
    expect((await send('POST', thread, owner, { body: 'Yes, no onion or garlic.' })).statusCode).toBe(201);
    const messages = (await send('GET', thread, owner)).json().data.messages as Array<{ from: string; body: string }>;
    expect(messages.map((m) => m.from)).toEqual(['customer', 'owner']);
    expect(messages[0]!.body).toBe('Can you do Jain food? Call me on [number hidden until booked] or mail [email hidden until booked]');
  });

  it('is missing for anyone but the two sides', async () => {
    const { truck, request } = await quotableRequest();
    const stranger = await session(ctx.app, ctx.database.db, 'user', 'Nosy');
    expect((await send('GET', `/api/catering-requests/${request.id}/threads/${truck.id}/messages`, stranger)).statusCode).toBe(404);
  });
});

describe('ending a request', () => {
  it('lets the customer cancel with a reason, declining the quotes and closing the threads', async () => {
    const { owner, truck, dishId, customer, request } = await quotableRequest();
    await send('POST', `/api/owner/catering-requests/${request.id}/quotes`, owner, quoteBody(truck.id, dishId));
    const res = await send('POST', `/api/me/catering-requests/${request.id}/cancel`, customer, { reason: 'The wedding moved to a hall with a kitchen.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.request).toMatchObject({ status: 'cancelled', closedReason: 'The wedding moved to a hall with a kitchen.' });
    const seen = (await send('GET', '/api/owner/catering-requests', owner)).json().data.requests.find((r: { id: string }) => r.id === request.id);
    expect(seen.quotes.map((q: { status: string }) => q.status)).toEqual(['declined']);
    expect((await send('POST', `/api/catering-requests/${request.id}/threads/${truck.id}/messages`, owner, { body: 'Sorry to hear.' })).statusCode).toBe(409);
  });

  it('lets an admin close a request as spam, once, recorded in the audit log', async () => {
    const { request } = await quotableRequest();
    const admin = await session(ctx.app, ctx.database.db, 'admin', 'Admin');
    expect((await send('PUT', `/api/admin/catering-requests/${request.id}/close`, admin, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/catering-requests/${request.id}/close`, admin, { reason: 'Spam' })).statusCode).toBe(409);
    const entries = (await send('GET', '/api/admin/audit-log', admin)).json().data.entries as Array<{ action: string; targetId: string }>;
    expect(entries.some((e) => e.action === 'catering.close' && e.targetId === request.id)).toBe(true);
  });
});
