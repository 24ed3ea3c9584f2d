import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client.js';
import { mailOutbox, passwordResetRequests } from '../../src/db/schema.js';
import type { MailTransport } from '../../src/features/mail/index.js';
import { insertOwner, insertTrucks } from '../fixtures.js';
import { openTestDatabase, registerUser, testConfig, uniqueEmail } from '../helpers.js';
import { openStream } from '../live/sse-client.js';
import { startSilentProxy } from '../silent-proxy.js';

/**
 * An instance survives what goes away under it, degrades instead of failing and says when it is
 * stale: the database cutting its connections, Redis stopping, a listening connection dropped
 * without a word, a slow mail server, and a crash right after a forgot-password answer.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let database: DatabaseHandle;
const closing: Array<() => Promise<unknown>> = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const close of closing.reverse()) await close().catch(() => undefined);
  await database?.close();
});

async function instance(overrides: Parameters<typeof buildApp>[0] extends infer D ? Partial<D> : never = {}, db = database.db): Promise<App> {
  const app = await buildApp({ config: testConfig({ metricsToken: 'outage-test-metrics-token' }), db, webDir: '/nonexistent', ...overrides });
  await app.ready();
  closing.push(() => app.close());
  return app;
}

/** A port nothing listens on: a Redis that is not there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the database cutting connections', () => {
  it.runIf(onPostgres)('leaves the instance up: a transaction cut mid-way fails alone, and the next requests are answered', async () => {
    const app = await instance();
    const client = (database.db as unknown as { $client: pg.Pool }).$client;
    // A transaction that is cut between its statements, as pg_terminate_backend or a restart does.
    const cut = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
      const admin = await client.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // The cut reaches the connection while it idles between statements: the case that crashed.
        while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [rows[0]!.pid])).rowCount) await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        admin.release();
      }
      await tx.execute(sql`select 2`);
    });
    await expect(cut).rejects.toThrow();
    // Idle connections cut too.
    await queryRows(database.db, sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`);
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode, { timeout: 15_000 }).toBe(200);
    expect((await registerUser(app)).token).toBeTruthy();
  });
});

describe('Redis stopped', () => {
  let app: App;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500, retryStrategy: () => 200 });
    redis.on('error', () => undefined);
    closing.push(async () => redis.disconnect());
    app = await instance({ redis });
  });

  it('keeps sign-up and sign-in answering, with limits on this instance', async () => {
    const user = await registerUser(app);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(200);
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'not-it-at-all' } });
    expect(wrong.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
  });

  it('stays ready, and says Redis is away in its answer and its metrics', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ message: 'Ready, degraded: redis', data: { status: 'ready', degraded: ['redis'] } });
    const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer outage-test-metrics-token' } });
    expect(metrics.body).toMatch(/^dishrated_redis_up 0$/m);
  });
});

describe('the database away', () => {
  it('leaves the metrics answering, saying so', async () => {
    const own = await openTestDatabase();
    const app = await buildApp({ config: testConfig({ metricsToken: 'outage-test-metrics-token' }), db: own.db, webDir: '/nonexistent' });
    await app.ready();
    try {
      await own.close();
      const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer outage-test-metrics-token' } });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/^dishrated_database_up 0$/m);
      expect(metrics.body).toMatch(/^process_resident_memory_bytes /m);
    } finally {
      await app.close().catch(() => undefined);
    }
  });

  it('answers a request that needs it with 503 and when to try again, not a 500', async () => {
    const own = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), db: own.db, webDir: '/nonexistent' });
    await app.ready();
    try {
      await own.close();
      const res = await app.inject({ method: 'GET', url: '/api/blogs' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a moment.' });
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

describe('a listening connection dropped without a word', () => {
  it.runIf(onPostgres)('makes the instance say it is stale within 5 s, and current again within 10 s', async () => {
    const url = new URL((database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!);
    const proxy = await startSilentProxy({ host: url.hostname, port: Number(url.port || 5432) });
    closing.push(() => proxy.close());
    url.host = `127.0.0.1:${proxy.port}`;
    const viaProxy = await openDatabase({ url: url.toString(), poolSize: 4 });
    closing.push(() => viaProxy.close());
    const app = await instance({}, viaProxy.db);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect(proxy.silenceListeners()).toBe(1);
    const silencedAt = Date.now();
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).json().message, { timeout: 6000, interval: 100 }).toMatch(/stale/);
    expect(Date.now() - silencedAt).toBeLessThan(5500);
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
    // Current: a truck written meanwhile elsewhere is found.
    const owner = await insertOwner(database.db, 'Back Online');
    const [truck] = await insertTrucks(database.db, owner.id, [{ name: 'After the silence', latitude: 18.52, longitude: 73.85 }]);
    await expect.poll(async () => (await app.inject({ method: 'GET', url: `/api/trucks/${truck!.id}` })).statusCode, { timeout: 5000 }).toBe(200);
  });
});

describe('a busy instance', () => {
  it('does not take its change feed for lost while its own work holds the event loop', async () => {
    const app = await instance({ changeHeartbeatMs: 50 });
    const loads = app.catalog.status.loads;
    // Ten heartbeats' time with the event loop held, as a large load on the embedded database holds it.
    const until = Date.now() + 500;
    while (Date.now() < until) {
      // busy
    }
    // A few heartbeats after it: a feed taken for lost would reload every truck.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.changeFeed.status.losses).toBe(0);
    expect(app.catalog.status.loads).toBe(loads);
  });
});

describe('forgot-password', () => {
  it('is written before it is answered: an instance that dies after answering loses no mail', async () => {
    const app = await instance();
    const user = await registerUser(app);
    // Answered, then the instance is gone before its work after the answer ran.
    const asked = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(asked.statusCode).toBe(200);
    const recorded = await database.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.email, user.email));
    expect(recorded).toHaveLength(1);
    await database.db.update(passwordResetRequests).set({ handledAt: null }).where(eq(passwordResetRequests.email, user.email));
    await database.db.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
    // The next instance to look sends it, once.
    const next = await instance();
    await expect.poll(async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).length, { timeout: 20_000 }).toBe(1);
    await next.background.drain();
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).length).toBe(1);
  });
});

describe('a slow mail server', () => {
  it('gets each message once, however long it takes, with one Message-ID for every attempt', async () => {
    const received: Array<{ to: string; messageId: string }> = [];
    // Each send takes four times the lease: without renewing it, another instance would send it too.
    const slow: MailTransport = {
      async sendMail(message) {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        received.push({ to: message.to, messageId: message.messageId });
      },
    };
    const relay = { leaseMs: 300, pollMs: 20, backoffMs: 5 };
    const [a, b] = [await instance({ mailTransport: slow, mailRelay: relay }), await instance({ mailTransport: slow, mailRelay: relay })];
    const to = uniqueEmail('slow');
    for (let i = 0; i < 3; i++) await a.mailer.enqueue(database.db, { to, subject: `Slow ${i}`, text: 'Patience.' });
    a.mailer.relayNow();
    b.mailer.relayNow();
    await expect.poll(async () => (await queryRows<{ left: number }>(database.db, sql`select count(*)::int as left from mail_outbox where to_address = ${to} and sent_at is null`))[0]!.left, { timeout: 10_000 }).toBe(0);
    const mine = received.filter((m) => m.to === to);
    expect(mine).toHaveLength(3);
    expect(new Set(mine.map((m) => m.messageId)).size).toBe(3);
    const kept = await database.db.select({ messageId: mailOutbox.messageId }).from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(kept.map((row) => row.messageId).sort()).toEqual(mine.map((m) => m.messageId).sort());
  });
});

describe('live moves without Redis', () => {
  it('reach a stream held on another instance, through the database', async () => {
    const [writer, reader] = [await instance(), await instance()];
    const server = await reader.listen({ port: 0, host: '127.0.0.1' });
    const owner = await insertOwner(database.db, 'Moving Owner');
    const [truck] = await insertTrucks(database.db, owner.id, [{ name: 'Moving Momos', latitude: 19.07, longitude: 72.87, isLocationSharingEnabled: true }]);
    await reader.changeFeed.caughtUp();
    const stream = await openStream(`${server}/api/trucks/${truck!.id}/live`);
    closing.push(async () => stream.close());
    const token = writer.signToken({ id: owner.id, role: 'owner', tokenVersion: owner.tokenVersion });
    const moved = await writer.inject({ method: 'PUT', url: `/api/owner/trucks/${truck!.id}/location`, headers: { authorization: `Bearer ${token}` }, payload: { address: 'Bandra West', coordinates: { latitude: 19.06, longitude: 72.83 } } });
    expect(moved.statusCode, moved.body).toBe(200);
    const event = await stream.next((e) => e.event === 'location');
    expect(event.data).toMatchObject({ truckId: truck!.id, coordinates: { latitude: 19.06, longitude: 72.83 }, address: 'Bandra West' });
  });
});
