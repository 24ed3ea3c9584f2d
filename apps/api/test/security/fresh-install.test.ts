import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@dishrated/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createAdminAccount } from '../../src/features/admin/admin-account.js';
import { NOT_SEEDED_HAS_ACCOUNTS, seedIfEmpty } from '../../src/seed/seed.js';
import { completeConfig } from '../../src/startup.js';
import { loadConfig } from '../../src/config.js';
import { openTestDatabase, registerUser, testConfig } from '../helpers.js';

/** A database as a new deployment has it: migrated, nobody in it. */
let database: DatabaseHandle;
let app: App;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ env: 'production' }), db: database.db, webDir: '/nonexistent' });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('a new deployment has no known password', () => {
  it('accepts none of the demo accounts', async () => {
    for (const account of DEMO_ACCOUNTS) expect((await login(account.email, account.password)).statusCode).toBe(401);
  });

  it('says it is not a demo', async () => {
    expect((await app.inject('/api/config')).json().data.demo).toBe(false);
  });

  it('never adds the demo data beside real accounts, even when asked to seed it', async () => {
    await registerUser(app);
    expect(await seedIfEmpty(database.db)).toBe(NOT_SEEDED_HAS_ACCOUNTS);
    expect((await login(DEMO_ACCOUNTS[2]!.email, DEMO_ACCOUNTS[2]!.password)).statusCode).toBe(401);
    expect((await completeConfig(database.db, loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dr-')) }))).demoMode).toBe(false);
  });

  it('in production, keeps the outbox unreadable and reset links out of answers', async () => {
    expect((await app.inject('/api/dev/outbox')).statusCode).toBe(404);
    const user = await registerUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({});
  });
});

describe('the first admin', () => {
  it('gets a single-use link that sets the password, and then signs in as an admin', async () => {
    const link = await createAdminAccount(database.db, { email: 'ops@example.in', name: 'Ops Team', publicUrl: 'https://dishrated.example' });
    expect(link.created).toBe(true);
    expect(link.url).toMatch(/^https:\/\/dishrated\.example\/reset-password\?token=[\w-]{43}&welcome=1$/);
    const token = new URL(link.url).searchParams.get('token')!;
    const set = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a-long-chosen-password' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.user).toMatchObject({ email: 'ops@example.in', role: 'admin' });
    expect((await login('ops@example.in', 'a-long-chosen-password')).statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'someone-elses-password' } });
    expect(again.statusCode).toBe(401);
  });

  it('makes an existing account an admin, ending its earlier sessions', async () => {
    const user = await registerUser(app);
    const link = await createAdminAccount(database.db, { email: user.email, name: 'ignored', publicUrl: 'https://dishrated.example' });
    expect(link.created).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${user.token}` } })).statusCode).toBe(401);
    const signedIn = await login(user.email, user.password);
    expect(signedIn.json().data.user.role).toBe('admin');
  });
});

describe('the session secret', () => {
  it('is made once and kept in the database, so every instance on it shares it', async () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dr-a-')) });
    const first = await completeConfig(database.db, config);
    const second = await completeConfig(database.db, loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dr-b-')) }));
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const elsewhere = await openTestDatabase();
    try {
      expect((await completeConfig(elsewhere.db, config)).jwtSecret).not.toBe(first.jwtSecret);
    } finally {
      await elsewhere.close();
    }
  });

  it("takes over an older install's secret file, so its sessions survive the upgrade", async () => {
    const elsewhere = await openTestDatabase();
    try {
      const dataDir = mkdtempSync(join(tmpdir(), 'dr-legacy-'));
      writeFileSync(join(dataDir, 'jwt-secret'), 'a-secret-an-older-version-generated-and-kept-here\n');
      expect((await completeConfig(elsewhere.db, loadConfig({ DATA_DIR: dataDir }))).jwtSecret).toBe('a-secret-an-older-version-generated-and-kept-here');
    } finally {
      await elsewhere.close();
    }
  });

  it('is JWT_SECRET when set', async () => {
    const secret = 'x'.repeat(40);
    expect((await completeConfig(database.db, loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dr-')), JWT_SECRET: secret }))).jwtSecret).toBe(secret);
  });
});
