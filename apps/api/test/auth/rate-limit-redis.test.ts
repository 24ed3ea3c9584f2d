import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { openTestDatabase, testConfig, uniqueEmail } from '../helpers.js';

const redisUrl = process.env.TEST_REDIS_URL;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  it('counts attempts across two server instances', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    // A fresh key prefix per run, so reruns and parallel runs never share counters.
    const prefix = `dr-test-${randomBytes(4).toString('hex')}:`;
    const instances: App[] = [];
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(redisUrl!, { keyPrefix: prefix });
      cleanups.push(async () => redis.disconnect());
      const app = await buildApp({ config: testConfig({ authRateLimit: 4 }), db: database.db, redis, webDir: '/nonexistent' });
      cleanups.push(() => app.close());
      instances.push(app);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const app = instances[i % 2]!;
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'wrong-one' } });
      statuses.push(res.statusCode);
    }
    // Each instance alone has seen at most 3 attempts; only a shared counter reaches the limit of 4.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
