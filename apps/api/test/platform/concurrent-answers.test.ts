import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { openTestDatabase, testConfig } from '../helpers.js';

// Many answers at once (handed on together at the end of their event-loop turn): each reaches its
// own client, and one that cannot be sent holds none of the others back.
let database: DatabaseHandle;
let app: App;
let base: string;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db, webDir: '/nonexistent' });
  // A route whose answer Node refuses to write: a header value holding a line break.
  app.get('/api/test/unsendable', async (_request, reply) => reply.header('x-broken', 'line\nbreak').send({ success: true, message: 'OK', data: null }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('answers sent at once', () => {
  it('each of many requests sent at once gets its own answer', async () => {
    const radii = Array.from({ length: 24 }, (_, i) => i + 1);
    const answers = await Promise.all(radii.map((km) => fetch(`${base}/api/trucks/nearby?lat=12.97&lng=77.59&maxDistance=${km}`).then((res) => res.json() as Promise<{ message: string }>)));
    expect(answers.map((answer) => answer.message)).toEqual(radii.map((km) => `0 food trucks within ${km} km`));
  });

  it('an answer that cannot be sent becomes a 500 and the answers beside it still arrive', async () => {
    const [broken, ...others] = await Promise.all([
      fetch(`${base}/api/test/unsendable`),
      ...Array.from({ length: 5 }, () => fetch(`${base}/api/trucks/nearby?lat=12.97&lng=77.59`)),
    ]);
    expect(broken!.status).toBe(500);
    // Fastify's own last-resort answer (the error handler has had its turn).
    expect(await broken!.json()).toMatchObject({ statusCode: 500, code: 'ERR_INVALID_CHAR' });
    expect(others.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
