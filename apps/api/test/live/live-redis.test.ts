import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { openTestDatabase, testConfig } from '../helpers.js';
import { createOwnedTruck, sender, session } from '../owner/owner-helpers.js';
import { openStream } from './sse-client.js';

const redisUrl = process.env.TEST_REDIS_URL;
const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!redisUrl)('live updates across instances through Redis', () => {
  it('a move written on instance A reaches a visitor connected to instance B', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const instances: Array<{ app: App; url: string }> = [];
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(redisUrl!);
      cleanups.push(() => redis.disconnect());
      const app = await buildApp({ config: testConfig(), db: database.db, redis, webDir: '/nonexistent' });
      cleanups.push(() => app.close());
      instances.push({ app, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
    }
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const owner = await session(a.app, database.db, 'owner', 'Owner');
    const truck = await createOwnedTruck(a.app, owner);
    await sender(a.app)('PUT', `/api/owner/trucks/${truck.id}/location-sharing`, owner, { enabled: true });

    const visitor = await openStream(`${b.url}/api/trucks/${truck.id}/live`);
    cleanups.push(() => visitor.close());
    await sender(a.app)('PUT', `/api/owner/trucks/${truck.id}/location`, owner, { address: 'FC Road, Pune', coordinates: { latitude: 18.5236, longitude: 73.8412 } });
    const event = await visitor.next((e) => e.event === 'location', 5000);
    expect(event.data).toMatchObject({ truckId: truck.id, address: 'FC Road, Pune' });
  });
});
