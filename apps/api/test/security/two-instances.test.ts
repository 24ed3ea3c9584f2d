import { DEMO_ACCOUNTS } from '@dishrated/shared';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { createAdminAccount } from '../../src/features/admin/admin-account.js';
import { withDatabase } from '../global-setup.js';
import { multipartFile } from '../owner/owner-helpers.js';
import { startServerProcess, type ServerProcess } from '../server-process.js';

/**
 * A fresh PostgreSQL deployment as README starts it: DATABASE_URL and nothing else (no NODE_ENV,
 * no JWT_SECRET, no SEED, each instance its own DATA_DIR), two instances behind one address.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let database: string;
let admin: pg.Client;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!onPostgres) return;
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  database = withDatabase(process.env.TEST_DATABASE_URL!, `dishrated_test_${inject('pgRunId')}_fleet`);
  await admin.query(`create database dishrated_test_${inject('pgRunId')}_fleet`);
  a = await startServerProcess(database);
  b = await startServerProcess(database);
}, 120_000);
afterAll(async () => {
  for (const instance of [a, b]) instance?.process.kill('SIGTERM');
  await admin?.end();
});

const json = (url: string, init: RequestInit = {}) => fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

describe.runIf(onPostgres)('a fresh PostgreSQL deployment with two instances', () => {
  it('has no demo data, no known password, and nothing of development', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await json(`${a.url}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email: account.email, password: account.password }) });
      expect(res.status).toBe(401);
    }
    expect((await fetch(`${a.url}/api/dev/outbox`)).status).toBe(404);
    expect(((await (await fetch(`${b.url}/api/config`)).json()) as { data: { demo: boolean } }).data.demo).toBe(false);
  });

  it('accepts on B the session A signed, as a token and as a cookie', async () => {
    const res = await json(`${a.url}/api/auth/register`, { method: 'POST', body: JSON.stringify({ name: 'Fleet Diner', email: 'fleet.diner@example.in', password: 'secret123' }) });
    expect(res.status).toBe(201);
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('dishrated_session='))!.split(';')[0]!;
    expect((await fetch(`${b.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${b.url}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
  });

  it('serves on B a photo uploaded through A', async () => {
    // The first admin, as `npm run create-admin` makes one; the password is set through B.
    const handle = await openDatabase({ url: database, poolSize: 1 });
    const link = await createAdminAccount(handle.db, { email: 'ops@example.in', name: 'Ops', publicUrl: b.url }).finally(() => handle.close());
    const set = await json(`${b.url}/api/auth/reset-password`, { method: 'POST', body: JSON.stringify({ token: new URL(link.url).searchParams.get('token'), password: 'chosen-password-1' }) });
    expect(set.status).toBe(200);
    const { token } = ((await set.json()) as { data: { token: string } }).data;

    const form = multipartFile(await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e67e22' } }).jpeg().toBuffer());
    const upload = await fetch(`${a.url}/api/owner/uploads`, { method: 'POST', headers: { ...form.headers, authorization: `Bearer ${token}` }, body: form.payload });
    expect(upload.status).toBe(201);
    const { url } = ((await upload.json()) as { data: { url: string } }).data;
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
  });
});
