import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsInBuild } from '../../src/features/platform/readiness.js';
import { withDatabase } from '../global-setup.js';
import { openStream } from '../live/sse-client.js';
import { startServerProcess, type ServerProcess } from '../server-process.js';

/**
 * Instances as a deployment runs them (`node src/server.ts` through tsx) on a PostgreSQL database
 * of their own: started together on an empty database, and stopped with SIGTERM mid-work.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let admin: pg.Client;
const started: ServerProcess[] = [];

async function emptyDatabase(label: string) {
  const name = `dishrated_test_${inject('pgRunId')}_${label}`;
  await admin.query(`create database ${name}`);
  return withDatabase(process.env.TEST_DATABASE_URL!, name);
}

beforeAll(async () => {
  if (!onPostgres) return;
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  for (const instance of started) instance.process.kill('SIGKILL');
  await admin?.end();
});

describe.runIf(onPostgres)('instances of one deployment', () => {
  it('both come up when started at the same moment on an empty database, and the migrations run once', async () => {
    const url = await emptyDatabase('together');
    const pair = await Promise.all([startServerProcess(url), startServerProcess(url)]);
    started.push(...pair);
    for (const instance of pair) expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query<{ applied: number }>('select count(*)::int as applied from drizzle.__drizzle_migrations');
    await check.end();
    expect(rows[0]!.applied).toBe(migrationsInBuild());
  }, 120_000);

  it('on SIGTERM finish what they acknowledged, end live streams, and exit in time', async () => {
    const url = await emptyDatabase('sigterm');
    const instance = await startServerProcess(url, { SHUTDOWN_TIMEOUT_MS: '8000' });
    started.push(instance);
    const stream = await openStream(`${instance.url}/api/live?lat=12.97&lng=77.59&radius=5`);
    expect(stream.status).toBe(200);
    // A sign-up (password hashing and a write) in flight when the signal arrives.
    const email = `sigterm.${Date.now()}@example.test`;
    const signUp = fetch(`${instance.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Late Arrival', email, password: 'secret123' }) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const signalled = Date.now();
    instance.process.kill('SIGTERM');

    expect((await signUp).status).toBe(201);
    await stream.ended;
    const { code, at } = await instance.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(8000);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query('select 1 from users where email = $1', [email]);
    await check.end();
    expect(rows).toHaveLength(1);
  }, 120_000);
});
