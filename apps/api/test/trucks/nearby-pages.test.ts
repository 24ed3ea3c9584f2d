import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOwner, insertTrucks, randomTruckValues } from '../fixtures.js';
import { createTestContext, type TestContext } from '../helpers.js';

// Nearby pages from memory are written into memory the index reuses once an answer has been sent.
// An answer must arrive whole whatever is answered after it and however long it takes to send:
// compressing reads a page on later turns of the event loop, while later pages are being written.

let ctx: TestContext;
let base: string;
const nagpur = { lat: 21.1458, lng: 79.0882 };

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await insertOwner(ctx.database.db, 'Vikram Deshpande');
  await insertTrucks(ctx.database.db, owner.id, randomTruckValues(300, 21, nagpur, 0.15));
  expect(await ctx.app.changeFeed.caughtUp()).toBe(true);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(() => ctx?.close());

describe('nearby answers sent while others are written', () => {
  it('arrive whole when compressed, however many are asked for at once', async () => {
    // More at once than the index has page slots, so some pages are written elsewhere too.
    const urls = Array.from({ length: 150 }, (_, i) => `/api/trucks/nearby?lat=${(nagpur.lat + ((i % 15) - 7) * 0.003).toFixed(4)}&lng=${(nagpur.lng + (Math.floor(i / 15) - 5) * 0.003).toFixed(4)}`);
    const answers = await Promise.all(
      urls.map(async (url) => {
        const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br' } });
        expect(res.headers.get('content-encoding')).toBe('br');
        return res.text();
      }),
    );
    const expected = await Promise.all(urls.map(async (url) => (await ctx.app.inject({ method: 'GET', url })).body));
    expect(JSON.parse(expected[0]!).data.trucks.length).toBeGreaterThan(30);
    expect(answers.every((body, i) => body === expected[i]), 'every compressed answer equals the same request asked alone').toBe(true);
  });
});
