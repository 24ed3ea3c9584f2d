import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { bearer, createTestContext, expectValidationError, registerUser, type TestContext } from '../helpers.js';

let ctx: TestContext;
let ownerToken: string;
let truckId: string;
let itemId: string;

const newTruck = {
  name: 'Vada Pav Express',
  description: 'Mumbai street food',
  cuisine: 'North Indian',
  location: { address: 'Dadar, Mumbai', coordinates: { latitude: 19.0178, longitude: 72.8478 } },
};
const item = { name: 'Vada Pav', description: 'Spiced potato fritter in a bun', category: 'Snacks', price: 30, dietType: 'veg' };

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await registerUser(ctx.app);
  await ctx.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, owner.user.id));
  ownerToken = owner.token;
  const truck = await send('POST', '/api/trucks', newTruck);
  truckId = truck.json().data.truck.id;
  itemId = (await send('POST', `/api/trucks/${truckId}/menu`, { menuItem: item })).json().data.menuItem.id;
});
afterAll(() => ctx?.close());

function send(method: 'POST' | 'PUT', url: string, payload: object) {
  return ctx.app.inject({ method, url, payload, headers: bearer(ownerToken) });
}

describe('numbers must be numbers', () => {
  it.each([null, [], '', true, '45'])('refuses a menu price of %j instead of storing 0 or 1', async (price) => {
    expectValidationError(await send('POST', `/api/trucks/${truckId}/menu`, { menuItem: { ...item, price } }), 'menuItem.price');
  });

  it.each([null, true, '12.9', []])('refuses a latitude of %j in a truck body', async (latitude) => {
    const body = { ...newTruck, location: { ...newTruck.location, coordinates: { latitude, longitude: 72.8 } } };
    expectValidationError(await send('POST', '/api/trucks', body), 'location.coordinates.latitude');
  });

  it.each(['lat=&lng=', 'lat=%20&lng=77.6', 'lat=true&lng=77.6', 'lat=12abc&lng=77.6', 'lat=0x10&lng=77.6'])(
    'refuses nearby with %s instead of reading it as 0',
    async (query) => {
      expectValidationError(await ctx.app.inject({ method: 'GET', url: `/api/trucks/nearby?${query}` }), 'lat');
    },
  );

  it('reads plain numbers from the query string', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/trucks/nearby?lat=19.0178&lng=72.8478&maxDistance=2.5&limit=5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.trucks.map((t: { id: string }) => t.id)).toContain(truckId);
  });
});

describe('empty updates', () => {
  it('answers an empty menu item update with 400 Nothing to update', async () => {
    const res = await send('PUT', `/api/trucks/${truckId}/menu/${itemId}`, { menuItem: {} });
    expectValidationError(res, 'menuItem', /Nothing to update/);
  });

  it('answers an empty truck update with 400 Nothing to update', async () => {
    expectValidationError(await send('PUT', `/api/trucks/${truckId}`, {}), 'body', /Nothing to update/);
  });
});

describe('bounded text and safe links on a truck', () => {
  it('refuses an about story of 100 KB', async () => {
    expectValidationError(await send('PUT', `/api/trucks/${truckId}`, { aboutInfo: { story: 'x'.repeat(100_000) } }), 'aboutInfo.story');
  });

  it('refuses 10,000 specialties', async () => {
    const specialties = Array.from({ length: 10_000 }, (_, i) => `Dish ${i}`);
    expectValidationError(await send('PUT', `/api/trucks/${truckId}`, { aboutInfo: { specialties } }), 'aboutInfo.specialties');
  });

  it.each(['website', 'instagram', 'twitter'])('refuses a javascript: link as %s', async (field) => {
    const res = await send('PUT', `/api/trucks/${truckId}`, { aboutInfo: { [field]: 'javascript:alert(1)' } });
    expectValidationError(res, `aboutInfo.${field}`, /http:\/\/ or https:\/\//);
  });

  it('stores http(s) links', async () => {
    const aboutInfo = { website: 'https://vadapav.example.in', instagram: 'https://instagram.com/vadapav' };
    const res = await send('PUT', `/api/trucks/${truckId}`, { aboutInfo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.truck.aboutInfo).toMatchObject(aboutInfo);
  });
});

describe('review images', () => {
  it.each(['javascript:alert(1)', 'not a url', 'data:image/png;base64,AAAA'])('refuses %s as a photo', async (image) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: bearer((await registerUser(ctx.app)).token),
      payload: { truckId, rating: 4, title: 'Tasty', comment: 'Crisp and spicy, just right.', images: [image] },
    });
    expectValidationError(res, 'images.0');
  });
});
