import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsInBuild } from '../../src/features/platform/readiness.js';
import { withDatabase } from '../global-setup.js';
import { openStream } from '../live/sse-client.js';

/**
 * Instances as a deployment runs them (`node src/server.ts` through tsx) on a PostgreSQL database
 * of their own: started together on an empty database, and stopped with SIGTERM mid-work.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const SERVER = join(import.meta.dirname, '..', '..', 'src', 'server.ts');

interface Instance {
  url: string;
  process: ChildProcess;
  exited: Promise<{ code: number | null; at: number }>;
}

function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'dr-fleet-')), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, process: child, exited });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(({ code }) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

let admin: pg.Client;
const started: Instance[] = [];
const databases: string[] = [];

async function emptyDatabase(label: string) {
  const name = `dishrated_test_${inject('pgRunId')}_${label}`;
  await admin.query(`create database ${name}`);
  databases.push(name);
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
    const pair = await Promise.all([startInstance(url), startInstance(url)]);
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
    const instance = await startInstance(url, { SHUTDOWN_TIMEOUT_MS: '8000' });
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
