import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';
import { pickupSlots, placeOrder } from '../orders/order-helpers.js';

/**
 * Every surface reads the one serving rule: the truck's page, nearby, Find Trucks filtered by open
 * now, dish search filtered by open now, pickup slots and order acceptance say the same thing in
 * each case (owner's word × stops × the clock), on both databases.
 */
let ctx: TestContext;
let send: ReturnType<typeof sender>;
let owner: Session;
let buyer: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
  owner = await session(ctx.app, ctx.database.db, 'owner', 'Geeta Pillai');
  buyer = await session(ctx.app, ctx.database.db, 'user', 'Farhan Ali');
});
afterAll(() => ctx?.close());

const MINUTE = 60_000;
/** India's local date and time of an instant, as stops are written. */
const local = (at: number) => {
  const india = new Date(at + 330 * MINUTE).toISOString();
  return { date: india.slice(0, 10), time: india.slice(11, 16) };
};
/** A one-off stop from `fromMinutes` to `toMinutes` from now (crossing midnight when it must). */
const stopAround = (fromMinutes: number, toMinutes: number, place: { latitude: number; longitude: number }) => {
  const start = local(Date.now() + fromMinutes * MINUTE);
  return { label: 'Market Square', ...place, startTime: start.time, endTime: local(Date.now() + toMinutes * MINUTE).time, date: start.date };
};

let nextPlace = 0;
/** Each case's truck stands alone, far from the others. */
const placeOfItsOwn = () => ({ latitude: 10 + nextPlace++ * 0.5, longitude: 60 });

interface Case {
  name: string;
  stop?: [number, number];
  word?: { status: 'open' | 'busy' | 'closed'; untilMinutes?: number };
  serving: boolean;
  status: string;
  /** Minutes from now the serving ends, within a minute. */
  untilMinutes?: number;
}

const cases: Case[] = [
  { name: 'no stops and no word: closed', serving: false, status: 'closed' },
  { name: 'a stop running, no word: open until the stop ends', stop: [-60, 120], serving: true, status: 'open', untilMinutes: 120 },
  { name: 'a stop running, the owner closed it: closed', stop: [-60, 120], word: { status: 'closed' }, serving: false, status: 'closed' },
  { name: 'a stop running, the owner is busy: busy until the stop ends', stop: [-60, 120], word: { status: 'busy' }, serving: true, status: 'busy', untilMinutes: 120 },
  { name: 'after the last stop, the owner opened: open for the two hours offered', stop: [-180, -60], word: { status: 'open' }, serving: true, status: 'open', untilMinutes: 120 },
  { name: 'nothing scheduled, the owner opened until a time given', word: { status: 'open', untilMinutes: 90 }, serving: true, status: 'open', untilMinutes: 90 },
  { name: 'a stop starting within the hour: opening soon', stop: [30, 240], serving: false, status: 'opening-soon' },
];

describe.each(cases)('$name', (c) => {
  let truck: { id: string; name: string };
  let dishId: string;
  const place = placeOfItsOwn();

  beforeAll(async () => {
    truck = await createOwnedTruck(ctx.app, owner, { name: `Truth ${nextPlace} ${c.name.slice(0, 20)}`, location: { address: 'Market Square', coordinates: place } });
    if (c.stop) expect((await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, stopAround(c.stop[0], c.stop[1], place))).statusCode).toBe(201);
    const dish = await send('POST', `/api/owner/trucks/${truck.id}/menu`, owner, { menuItem: { name: 'Kothu Parotta', price: 120, description: 'Shredded parotta on the griddle', category: 'Mains', isVegetarian: false } });
    dishId = dish.json().data.menuItem.id;
    await send('PUT', `/api/owner/trucks/${truck.id}/ordering`, owner, { takingOrders: true, prepMinutes: 5, perSlot: 5, soldOut: [] });
    if (c.word) {
      const until = c.word.untilMinutes ? new Date(Date.now() + c.word.untilMinutes * MINUTE).toISOString() : undefined;
      expect((await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: c.word.status, until })).statusCode).toBe(200);
    }
  });

  it('its page says so, with until when', async () => {
    const page = (await send('GET', `/api/trucks/${truck.id}`, null)).json().data.truck;
    expect(page).toMatchObject({ status: c.status, openNow: c.serving });
    if (c.untilMinutes !== undefined) expect(Math.abs(Date.parse(page.openUntil) - (Date.now() + c.untilMinutes * MINUTE))).toBeLessThan(2 * MINUTE);
    else expect(page.openUntil).toBeNull();
  });

  it('nearby and Find Trucks say the same, and open now lists it only while serving', async () => {
    const near = `lat=${place.latitude}&lng=${place.longitude}`;
    const nearby = (await send('GET', `/api/trucks/nearby?${near}&maxDistance=1`, null)).json().data.trucks;
    expect(nearby).toEqual([expect.objectContaining({ id: truck.id, status: c.status })]);
    const all = (await send('GET', `/api/trucks?${near}&distance=1`, null)).json().data.trucks;
    expect(all).toEqual([expect.objectContaining({ id: truck.id, status: c.status, openNow: c.serving })]);
    const open = (await send('GET', `/api/trucks?${near}&distance=1&openNow=true`, null)).json().data.trucks;
    expect(open.map((t: { id: string }) => t.id)).toEqual(c.serving ? [truck.id] : []);
  });

  it('dish search filtered by open now finds its dish only while serving', async () => {
    const found = (await send('GET', `/api/search?q=kothu%20parotta&lat=${place.latitude}&lng=${place.longitude}&radius=1&openNow=true`, null)).json().data.items;
    expect(found.map((hit: { truck: { id: string } }) => hit.truck.id)).toEqual(c.serving ? [truck.id] : []);
    const any = (await send('GET', `/api/search?q=kothu%20parotta&lat=${place.latitude}&lng=${place.longitude}&radius=1`, null)).json().data.items;
    expect(any).toEqual([expect.objectContaining({ truck: expect.objectContaining({ id: truck.id, status: c.status }) })]);
  });

  it('takes orders only while serving, with pickups until it stops serving', async () => {
    const slots = await pickupSlots(ctx.app, truck.id);
    expect(slots.accepting).toBe(c.serving);
    if (!c.serving) {
      expect(slots.reason).toMatch(/^This truck is closed now/);
      const refused = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dishId, quantity: 1 }], pickupAt: new Date(Math.ceil((Date.now() + 20 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE).toISOString() });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('NOT_TAKING_ORDERS');
      return;
    }
    const last = Date.parse(slots.slots.at(-1)!.at);
    const end = Date.now() + c.untilMinutes! * MINUTE;
    expect(last).toBeLessThan(end);
    expect(end - last).toBeLessThanOrEqual(16 * MINUTE);
    const placed = await placeOrder(ctx.app, buyer, truck.id, { items: [{ menuItemId: dishId, quantity: 1 }], pickupAt: slots.slots[0]!.at });
    expect(placed.statusCode, placed.body).toBe(201);
  });
});

describe('followers hear "is open"', () => {
  async function followedTruck(fields: { stop?: [number, number] }) {
    const place = placeOfItsOwn();
    const truck = await createOwnedTruck(ctx.app, owner, { name: `Followed ${nextPlace}`, location: { address: 'Market Square', coordinates: place } });
    if (fields.stop) await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, stopAround(fields.stop[0], fields.stop[1], place));
    const fan = await session(ctx.app, ctx.database.db, 'user', 'Fan');
    await send('PUT', `/api/trucks/${truck.id}/follow`, fan, {});
    return { truck, fan };
  }
  const told = async (fan: Session) => {
    await ctx.app.background.drain();
    return ((await send('GET', '/api/me/notifications', fan)).json().data.notifications as Array<{ title: string }>).map((n) => n.title);
  };

  it('when the owner opens a truck that was closed', async () => {
    const { truck, fan } = await followedTruck({});
    await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'open' });
    expect(await told(fan)).toEqual([`${truck.name} is open`]);
  });

  it('never when the owner says open while its stop already serves', async () => {
    const { truck, fan } = await followedTruck({ stop: [-30, 90] });
    await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'open' });
    expect(await told(fan)).toEqual([]);
  });

  it('never when the owner closes', async () => {
    const { truck, fan } = await followedTruck({});
    await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'closed' });
    expect(await told(fan)).toEqual([]);
  });
});
