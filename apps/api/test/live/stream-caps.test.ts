import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { streamsWithinFileLimit } from '../../src/lib/open-file-limit.js';
import { openTestDatabase, testConfig } from '../helpers.js';
import { createOwnedTruck, session } from '../owner/owner-helpers.js';
import { openStream, type TestStream } from './sse-client.js';

let database: DatabaseHandle;
let app: App;
let base: string;
let truckId: string;
const streams: TestStream[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ liveStreamsPerClient: 3 }), db: database.db, webDir: '/nonexistent', liveHeartbeatMs: 1000, maxLiveStreams: 5 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  truckId = (await createOwnedTruck(app, await session(app, database.db, 'owner', 'Owner'))).id;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await app?.close();
  await database?.close();
});

async function watch() {
  const stream = await openStream(`${base}/api/trucks/${truckId}/live`);
  streams.push(stream);
  return stream;
}

describe('live streams are capped before descriptors run out', () => {
  it('refuses one client its streams beyond LIVE_STREAMS_PER_CLIENT with 429 and Retry-After, and frees a place when one closes', async () => {
    const open = [await watch(), await watch(), await watch()];
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await watch();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    open[0]!.close();
    await expect.poll(() => app.liveHub.subscriberCount).toBe(2);
    expect((await watch()).status).toBe(200);
    for (const s of streams) s.close();
    await expect.poll(() => app.liveHub.subscriberCount).toBe(0);
  });

  it('answers 503 with Retry-After once the instance holds its most streams, whoever asks', async () => {
    const from = async (address: string) => {
      const stream = await openStream(`${base}/api/trucks/${truckId}/live`, {}, address);
      streams.push(stream);
      return stream;
    };
    const statuses = [];
    for (const address of ['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.2', '127.0.0.2']) statuses.push((await from(address)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const busy = await from('127.0.0.3');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('30');
  });

  it('keeps a quarter of the open-file limit (at least 256) for everything else', () => {
    expect(streamsWithinFileLimit(1024, 20_000)).toBe(768);
    expect(streamsWithinFileLimit(65_536, 20_000)).toBe(20_000);
    expect(streamsWithinFileLimit(null, 20_000)).toBe(20_000);
    expect(streamsWithinFileLimit(300, 20_000)).toBe(44);
  });
});
