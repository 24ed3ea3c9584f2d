import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locationHistory, trucks } from '../../src/db/schema.js';
import { createTestContext, expectValidationError, type TestContext } from '../helpers.js';
import { createOwnedTruck, newTruck, sender, session, type Session } from './owner-helpers.js';

let ctx: TestContext;
let owner: Session;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
});
// An owner per test: an account's trucks are capped, and tests share nothing.
beforeEach(async () => {
  owner = await session(ctx.app, ctx.database.db, 'owner', 'Owner');
});
afterAll(() => ctx?.close());

const truckUrl = async (suffix = '') => `/api/owner/trucks/${(await createOwnedTruck(ctx.app, owner)).id}${suffix}`;
const long = (n: number) => 'x'.repeat(n);

describe('owner bodies: the largest valid value passes, one past it is refused with the field named', () => {
  const cases: Array<{ name: string; suffix: string; method: 'PUT' | 'POST'; ok: object; bad: object; field: string; message?: RegExp }> = [
    { name: 'truck name', suffix: '', method: 'PUT', ok: { name: long(80) }, bad: { name: long(81) }, field: 'name' },
    { name: 'basic info: one field', suffix: '/basic-info', method: 'PUT', ok: { waitTime: long(40) }, bad: { waitTime: '5 min', name: 'Two' }, field: 'body', message: /exactly one field/ },
    { name: 'basic info: wait time', suffix: '/basic-info', method: 'PUT', ok: { waitTime: long(40) }, bad: { waitTime: long(41) }, field: 'waitTime' },
    { name: 'basic info: FSSAI licence is 14 digits', suffix: '/basic-info', method: 'PUT', ok: { fssaiLicense: '11224999000123' }, bad: { fssaiLicense: '1122499900012' }, field: 'fssaiLicense' },
    { name: 'basic info: tags', suffix: '/basic-info', method: 'PUT', ok: { tags: Array.from({ length: 15 }, (_, i) => `t${i}`) }, bad: { tags: Array.from({ length: 16 }, (_, i) => `t${i}`) }, field: 'tags' },
    { name: 'menu price', suffix: '/menu', method: 'POST', ok: { menuItem: { name: 'Idli', description: 'Two', category: 'Mains', price: 100000, dietType: 'veg' } }, bad: { menuItem: { name: 'Idli', description: 'Two', category: 'Mains', price: 100001, dietType: 'veg' } }, field: 'menuItem.price' },
    { name: 'menu required fields', suffix: '/menu', method: 'POST', ok: { menuItem: { name: 'Idli', description: 'Two', category: 'Mains', price: 0, dietType: 'veg' } }, bad: { menuItem: { name: 'Idli', description: ' ', category: 'Mains', price: 1, dietType: 'veg' } }, field: 'menuItem.description', message: /Please fill in all required menu item fields/ },
    { name: 'schedule days', suffix: '/schedule', method: 'PUT', ok: { schedule: [{ day: 'Sunday', hours: 'Closed' }] }, bad: { schedule: [{ day: 'Sunday', hours: 'Closed' }, { day: 'Sunday', hours: '9-5' }] }, field: 'schedule', message: /only once/ },
    { name: 'schedule hours', suffix: '/schedule', method: 'PUT', ok: { schedule: [{ day: 'Monday', hours: '11:30 a.m. - 11:30 p.m.' }] }, bad: { schedule: [{ day: 'Monday', hours: long(61) }] }, field: 'schedule.0.hours' },
    { name: 'schedule weekday', suffix: '/schedule', method: 'PUT', ok: { schedule: [] }, bad: { schedule: [{ day: 'Funday', hours: '9-5' }] }, field: 'schedule.0.day' },
    { name: 'about story', suffix: '/about', method: 'PUT', ok: { story: long(2000) }, bad: { story: long(2001) }, field: 'story' },
    { name: 'about website is http(s) only', suffix: '/about', method: 'PUT', ok: { website: 'https://dosadepot.in' }, bad: { website: 'javascript:alert(1)' }, field: 'website' },
    { name: 'location latitude', suffix: '/location', method: 'PUT', ok: { address: 'North Pole', coordinates: { latitude: 90, longitude: 0 } }, bad: { address: 'Beyond', coordinates: { latitude: 90.0001, longitude: 0 } }, field: 'coordinates.latitude' },
    { name: 'location address', suffix: '/location', method: 'PUT', ok: { address: long(200), coordinates: { latitude: 12, longitude: 77 } }, bad: { address: long(201), coordinates: { latitude: 12, longitude: 77 } }, field: 'address' },
    { name: 'status', suffix: '/status', method: 'PUT', ok: { status: 'busy' }, bad: { status: 'sleeping' }, field: 'status' },
    { name: 'sharing flag', suffix: '/location-sharing', method: 'PUT', ok: { enabled: false }, bad: { enabled: 'yes' }, field: 'enabled' },
    { name: 'image count', suffix: '/images', method: 'PUT', ok: { images: Array.from({ length: 10 }, (_, i) => ({ url: `https://example.com/${i}.jpg` })) }, bad: { images: Array.from({ length: 11 }, (_, i) => ({ url: `https://example.com/${i}.jpg` })) }, field: 'images' },
    { name: 'image URL scheme', suffix: '/images', method: 'PUT', ok: { images: [{ url: 'http://example.com/a.jpg', caption: long(120) }] }, bad: { images: [{ url: 'ftp://example.com/a.jpg' }] }, field: 'images.0.url' },
  ];

  it.each(cases)('$name', async (c) => {
    const url = await truckUrl(c.suffix);
    const accepted = await send(c.method, url, owner, c.ok);
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    const refused = await send(c.method, url, owner, c.bad);
    expectValidationError(refused, c.field, c.message);
  });
});

describe('the FSSAI licence number', () => {
  it("an owner's number shows on the truck's public page", async () => {
    const truck = await createOwnedTruck(ctx.app, owner, { name: 'Licensed Litti' });
    await send('PUT', `/api/owner/trucks/${truck.id}/basic-info`, owner, { fssaiLicense: '21524012000345' });
    const page = await send('GET', `/api/trucks/${truck.id}`, null);
    expect(page.json().data.truck.fssaiLicense).toBe('21524012000345');
  });
});

describe('fields an owner never sets', () => {
  it.each([{ rating: 5 }, { reviewCount: 900 }, { ownerId: '00000000-0000-4000-8000-000000000000' }])('creating a truck with %o is refused', async (extra) => {
    const res = await send('POST', '/api/owner/trucks', owner, { ...newTruck, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cannot be set/);
  });

  it('featured is for admins only', async () => {
    const res = await send('PUT', await truckUrl(), owner, { featured: true });
    expect(res.statusCode).toBe(403);
  });

  it('takes a cuisine only from the list Find Trucks filters by', async () => {
    const refused = await send('PUT', await truckUrl('/basic-info'), owner, { cuisine: 'Kerala' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Choose a cuisine from the list', data: { field: 'cuisine' } });
    const url = await truckUrl('/basic-info');
    expect((await send('PUT', url, owner, { cuisine: 'South Indian' })).json().data.truck.cuisine).toBe('South Indian');
  });

  it('basic info takes only basic fields', async () => {
    const res = await send('PUT', await truckUrl('/basic-info'), owner, { rating: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/rating/);
  });

  it('a menu item cannot be moved to another truck', async () => {
    const res = await send('POST', await truckUrl('/menu'), owner, { menuItem: { name: 'Idli', description: 'Two', category: 'Mains', price: 50, dietType: 'veg', truckId: '00000000-0000-4000-8000-000000000000' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unknown field: truckId/);
  });
});

describe('moving a truck', () => {
  const koramangala = { address: 'Koramangala 5th Block, Bengaluru', coordinates: { latitude: 12.9352, longitude: 77.6245 } };

  it('shows it at the new place in nearby results at once', async () => {
    const truck = await createOwnedTruck(ctx.app, owner, { name: 'Mover One' });
    await send('PUT', `/api/owner/trucks/${truck.id}/location`, owner, koramangala);
    const nearby = await send('GET', '/api/trucks/nearby?lat=12.9352&lng=77.6245&maxDistance=0.2', null);
    expect(nearby.json().data.trucks.map((t: { id: string }) => t.id)).toContain(truck.id);
  });

  it('keeps the new place to six decimal places, as nearby lists it', async () => {
    const truck = await createOwnedTruck(ctx.app, owner, { name: 'Mover Precise' });
    await send('PUT', `/api/owner/trucks/${truck.id}/location`, owner, { address: 'Koramangala', coordinates: { latitude: 12.935212345678, longitude: 77.624598765432 } });
    const nearby = await send('GET', '/api/trucks/nearby?lat=12.9352&lng=77.6245&maxDistance=0.2', null);
    const listed = nearby.json().data.trucks.find((t: { id: string }) => t.id === truck.id);
    expect(listed.location.coordinates).toEqual({ latitude: 12.935212, longitude: 77.624599 });
  });

  it('closes the previous spot in the history and opens a current one', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    await send('PUT', `/api/owner/trucks/${truck.id}/location`, owner, koramangala);
    const history = (await send('GET', `/api/owner/trucks/${truck.id}/location-history`, owner)).json().data.history;
    expect(history).toMatchObject([
      { address: koramangala.address, isActive: true, coordinates: koramangala.coordinates },
      { address: newTruck.location.address, isActive: false, duration: 0 },
    ]);
  });

  it('leaves exactly one current spot, matching the truck, after concurrent moves', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const moves = Array.from({ length: 12 }, (_, i) => ({ address: `Stop ${i}`, coordinates: { latitude: 12.9 + i / 1000, longitude: 77.6 } }));
    const results = await Promise.all(moves.map((m) => send('PUT', `/api/owner/trucks/${truck.id}/location`, owner, m)));
    expect(results.map((r) => r.statusCode)).toEqual(moves.map(() => 200));
    const active = await ctx.database.db.select().from(locationHistory).where(eq(locationHistory.truckId, truck.id));
    const current = active.filter((e) => e.isActive);
    expect(current).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(trucks).where(eq(trucks.id, truck.id));
    expect({ address: row!.address, latitude: row!.latitude }).toEqual({ address: current[0]!.address, latitude: current[0]!.latitude });
    expect(active).toHaveLength(moves.length + 1);
  });
});

describe('location history', () => {
  async function truckWithPast() {
    const truck = await createOwnedTruck(ctx.app, owner);
    await send('PUT', `/api/owner/trucks/${truck.id}/location`, owner, { address: 'Indiranagar', coordinates: { latitude: 12.97, longitude: 77.64 } });
    const history = (await send('GET', `/api/owner/trucks/${truck.id}/location-history`, owner)).json().data.history as Array<{ id: string; isActive: boolean }>;
    return { truck, current: history.find((e) => e.isActive)!, past: history.find((e) => !e.isActive)! };
  }

  it('refuses to delete the current entry', async () => {
    const { truck, current } = await truckWithPast();
    const res = await send('DELETE', `/api/owner/trucks/${truck.id}/location-history/${current.id}`, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The current location cannot be deleted');
  });

  it('removes one past entry', async () => {
    const { truck, past } = await truckWithPast();
    expect((await send('DELETE', `/api/owner/trucks/${truck.id}/location-history/${past.id}`, owner)).statusCode).toBe(200);
    const history = (await send('GET', `/api/owner/trucks/${truck.id}/location-history`, owner)).json().data.history;
    expect(history.map((e: { id: string }) => e.id)).not.toContain(past.id);
  });

  it('Clear All keeps the current entry', async () => {
    const { truck, current } = await truckWithPast();
    const res = await send('DELETE', `/api/owner/trucks/${truck.id}/location-history`, owner);
    expect(res.json().data).toEqual({ deleted: 1 });
    const history = (await send('GET', `/api/owner/trucks/${truck.id}/location-history`, owner)).json().data.history;
    expect(history.map((e: { id: string }) => e.id)).toEqual([current.id]);
  });

  it('an entry of another truck is not found through this one', async () => {
    const { past } = await truckWithPast();
    const other = await createOwnedTruck(ctx.app, owner);
    const res = await send('DELETE', `/api/owner/trucks/${other.id}/location-history/${past.id}`, owner);
    expect(res.statusCode).toBe(404);
  });
});

describe('status', () => {
  it('keeps the owner’s word and wait time as one consistent pair under concurrent toggles', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const pairs = Array.from({ length: 20 }, (_, i) => (i % 2 ? { status: 'open', waitTime: `${i} min` } : { status: 'closed', waitTime: null }));
    await Promise.all(pairs.map((p) => send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, p)));
    const [row] = await ctx.database.db.select().from(trucks).where(eq(trucks.id, truck.id));
    expect(pairs).toContainEqual({ status: row!.ownerWord, waitTime: row!.waitTime });
  });

  it('shows on the public truck page', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'busy', waitTime: '25-30 min' });
    const detail = (await send('GET', `/api/trucks/${truck.id}`, null)).json().data.truck;
    expect(detail).toMatchObject({ status: 'busy', openNow: true, statusBy: 'owner', waitTime: '25-30 min' });
  });

  it('keeps the wait time set before when reopening without one', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'open', waitTime: '5-10 min' });
    await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'closed' });
    const reopened = await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'open' });
    expect(reopened.json().data.truck).toMatchObject({ status: 'open', waitTime: '5-10 min' });
  });

  it('opens with nothing scheduled for two hours by default, and for the time the owner gives', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const before = Date.now();
    const byDefault = (await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'open' })).json().data.truck;
    expect(Date.parse(byDefault.openUntil) - before).toBeGreaterThanOrEqual(2 * 3_600_000 - 1000);
    expect(Date.parse(byDefault.openUntil) - before).toBeLessThan(2 * 3_600_000 + 60_000);
    const until = new Date(Date.now() + 45 * 60_000).toISOString();
    const given = (await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'open', until })).json().data.truck;
    expect(given.openUntil).toBe(until);
  });

  it.each([
    ['in the past', () => new Date(Date.now() - 60_000).toISOString()],
    ['more than a day ahead', () => new Date(Date.now() + 25 * 3_600_000).toISOString()],
  ])('refuses an end %s, naming until', async (_, until) => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const res = await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'open', until: until() });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('until');
  });

  it('refuses opening-soon: the rule works that out, owners never say it', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const res = await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'opening-soon' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/status must be one of open, busy, closed/);
  });
});

describe('schedule, about and images', () => {
  it('a week sent as hours per day becomes stops at the truck’s place, shown Monday to Sunday on its page', async () => {
    const url = await truckUrl();
    const schedule = [...['Sunday', 'Monday', 'Tuesday'].map((day) => ({ day, hours: day === 'Sunday' ? 'Closed' : '8 AM - 2 PM', location: 'Jayanagar' }))];
    await send('PUT', `${url}/schedule`, owner, { schedule });
    const detail = (await send('GET', url.replace('/owner', ''), null)).json().data.truck;
    expect(detail.schedule.map((d: { day: string; hours: string }) => `${d.day} ${d.hours}`)).toEqual([
      'Monday 8:00 AM - 2:00 PM',
      'Tuesday 8:00 AM - 2:00 PM',
      ...['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `${day} Closed`),
    ]);
    const { stops } = (await send('GET', `${url}/stops`, owner)).json().data;
    expect(stops).toMatchObject([{ label: 'Jayanagar', weekdays: ['Monday', 'Tuesday'], startTime: '08:00', endTime: '14:00' }]);
  });

  it('hours that cannot be read as times are refused, naming the day', async () => {
    const url = await truckUrl();
    const res = await send('PUT', `${url}/schedule`, owner, { schedule: [{ day: 'Monday', hours: 'Lunch time' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/5:00 PM - 11:00 PM/) });
  });

  it('images keep their order, captions and featured flag', async () => {
    const url = await truckUrl();
    const images = [
      { url: 'https://example.com/b.jpg', caption: 'Counter', isAdvertisement: false },
      { url: 'https://example.com/a.jpg', caption: 'Festival special', isAdvertisement: true },
    ];
    const saved = await send('PUT', `${url}/images`, owner, { images });
    expect(saved.json().message).toBe('Images updated successfully');
    const detail = (await send('GET', url.replace('/owner', ''), null)).json().data.truck;
    expect(detail.images.map((i: object) => ({ ...i, id: undefined }))).toEqual([
      { ...images[0], order: 1, id: undefined },
      { ...images[1], order: 2, id: undefined },
    ]);
  });
});
