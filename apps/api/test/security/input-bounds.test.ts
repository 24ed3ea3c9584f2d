import { MAX_CUISINE_FILTERS, MAX_PAGE, MAX_SEARCH_RADIUS_KM, NEARBY_MAX_LIMIT } from '@dishrated/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMenuAndSchedule, insertOwner, insertTrucks } from '../fixtures.js';
import { createTestContext, expectValidationError, type TestContext } from '../helpers.js';

let ctx: TestContext;
let truckId = '';
let dishId = '';
beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await insertOwner(ctx.database.db);
  const [truck] = await insertTrucks(ctx.database.db, owner.id, [{ latitude: 12.9, longitude: 77.6 }]);
  await addMenuAndSchedule(ctx.database.db, truck!.id);
  truckId = truck!.id;
  dishId = (await ctx.database.db.query.menuItems.findFirst())!.id;
  // Written behind the API: wait until memory has heard of the truck.
  await ctx.app.changeFeed.caughtUp();
});
afterAll(() => ctx?.close());

// ':truck' and ':dish' stand for the fixtures made in beforeAll (the table is built before it runs).
const get = (url: string) => ctx.app.inject({ method: 'GET', url: url.replace(':truck', truckId).replace(':dish', dishId) });
const list = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i)).join(',');
const chars = (n: number) => 'a'.repeat(n);

/** Every list route with its largest allowed input, and the same one step beyond it. */
const BOUNDS: Array<{ name: string; field: string; largest: string; beyond: string }> = [
  { name: 'cuisines in Find Trucks', field: 'cuisine', largest: `/api/trucks?cuisine=${list(MAX_CUISINE_FILTERS, (i) => `C${i}`)}`, beyond: `/api/trucks?cuisine=${list(MAX_CUISINE_FILTERS + 1, (i) => `C${i}`)}` },
  { name: 'a cuisine name', field: 'cuisine.0', largest: `/api/trucks?cuisine=${chars(40)}`, beyond: `/api/trucks?cuisine=${chars(41)}` },
  { name: 'price ranges', field: 'priceRange', largest: '/api/trucks?priceRange=budget,mid,premium', beyond: '/api/trucks?priceRange=budget,mid,premium,mid' },
  { name: 'Find Trucks search', field: 'search', largest: `/api/trucks?search=${chars(100)}`, beyond: `/api/trucks?search=${chars(101)}` },
  { name: 'Find Trucks page', field: 'page', largest: `/api/trucks?page=${MAX_PAGE}`, beyond: `/api/trucks?page=${MAX_PAGE + 1}` },
  { name: 'Find Trucks limit', field: 'limit', largest: '/api/trucks?limit=100', beyond: '/api/trucks?limit=101' },
  { name: 'Find Trucks distance', field: 'distance', largest: `/api/trucks?lat=12.9&lng=77.6&distance=${MAX_SEARCH_RADIUS_KM}`, beyond: `/api/trucks?lat=12.9&lng=77.6&distance=${MAX_SEARCH_RADIUS_KM + 1}` },
  { name: 'nearby limit', field: 'limit', largest: `/api/trucks/nearby?lat=12.9&lng=77.6&limit=${NEARBY_MAX_LIMIT}`, beyond: `/api/trucks/nearby?lat=12.9&lng=77.6&limit=${NEARBY_MAX_LIMIT + 1}` },
  { name: 'nearby radius', field: 'maxDistance', largest: `/api/trucks/nearby?lat=12.9&lng=77.6&maxDistance=${MAX_SEARCH_RADIUS_KM}`, beyond: `/api/trucks/nearby?lat=12.9&lng=77.6&maxDistance=${MAX_SEARCH_RADIUS_KM + 1}` },
  { name: 'trending limit', field: 'limit', largest: '/api/trucks/trending?limit=50', beyond: '/api/trucks/trending?limit=51' },
  { name: 'truck reviews limit', field: 'limit', largest: `/api/reviews/truck/:truck?limit=50`, beyond: `/api/reviews/truck/:truck?limit=51` },
  { name: 'truck reviews page', field: 'page', largest: `/api/reviews/truck/:truck?page=${MAX_PAGE}`, beyond: `/api/reviews/truck/:truck?page=${MAX_PAGE + 1}` },
  { name: 'dish reviews limit', field: 'limit', largest: `/api/reviews/dish/:dish?limit=50`, beyond: `/api/reviews/dish/:dish?limit=51` },
  { name: 'events limit', field: 'limit', largest: '/api/events?limit=50', beyond: '/api/events?limit=51' },
  { name: 'events page', field: 'page', largest: `/api/events?page=${MAX_PAGE}`, beyond: `/api/events?page=${MAX_PAGE + 1}` },
  { name: 'events search', field: 'search', largest: `/api/events?search=${chars(100)}`, beyond: `/api/events?search=${chars(101)}` },
  // 100 characters with the padding that trimming removes, then 101.
  { name: 'events location', field: 'location', largest: `/api/events?location=12.9,77.6,${'%20'.repeat(89)}5`, beyond: `/api/events?location=12.9,77.6,${'%20'.repeat(90)}5` },
  { name: 'upcoming events limit', field: 'limit', largest: '/api/events/upcoming?limit=50', beyond: '/api/events/upcoming?limit=51' },
  { name: 'geocoder query', field: 'q', largest: `/api/geocode/search?q=${chars(200)}`, beyond: `/api/geocode/search?q=${chars(201)}` },
  { name: 'geocoder limit', field: 'limit', largest: '/api/geocode/search?q=Pune&limit=10', beyond: '/api/geocode/search?q=Pune&limit=11' },
];

describe('every list route bounds its input', () => {
  it.each(BOUNDS)('accepts the largest $name', async ({ largest }) => {
    const res = await get(largest);
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(BOUNDS)('refuses one beyond the largest $name with a 400 naming $field', async ({ beyond, field }) => {
    expectValidationError(await get(beyond), field);
  });

  it('refuses a 7,000-item cuisine list at once, and the server stays responsive', async () => {
    const res = await get(`/api/trucks?cuisine=${list(7000, () => 'x')}`);
    expectValidationError(res, 'cuisine');
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('refuses a repeated cuisine parameter past the limit', async () => {
    const repeated = Array.from({ length: MAX_CUISINE_FILTERS + 1 }, (_, i) => `cuisine=C${i}`).join('&');
    expectValidationError(await get(`/api/trucks?${repeated}`), 'cuisine');
  });
});
