import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { bearer, expectValidationError, openTestDatabase, registerUser, testConfig } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';
import { openStream } from '../live/sse-client.js';

let database: DatabaseHandle;
let app: App;
let base: string;
let send: ReturnType<typeof sender>;
let admin: Session;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db, webDir: '/nonexistent', liveHeartbeatMs: 100 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  send = sender(app);
  admin = await session(app, database.db, 'admin', 'Admin');
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const ban = (id: string, reason?: string, by: Session = admin) => send('PUT', `/api/admin/users/${id}/ban`, by, reason === undefined ? {} : { reason });
const me = (token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('banning', () => {
  it('refuses the banned user\'s existing token on their very next request, saying why', async () => {
    const user = await registerUser(app);
    expect((await me(user.token)).statusCode).toBe(200);
    const res = await ban(user.user.id, 'Posting fake reviews');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/has been banned/);
    const next = await me(user.token);
    expect(next.statusCode).toBe(403);
    expect(next.json().code).toBe('ACCOUNT_BANNED');
  });

  it('needs a reason', async () => {
    const user = await registerUser(app);
    expectValidationError(await ban(user.user.id), 'reason', /Ban reason is required/);
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('never applies to an admin, the caller included', async () => {
    const other = await session(app, database.db, 'admin', 'Other admin');
    expect((await ban(other.user.id, 'Testing')).statusCode).toBe(403);
    expect((await ban(admin.user.id, 'Testing')).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await ban('00000000-0000-4000-8000-000000000000', 'Spam')).json().code).toBe('USER_NOT_FOUND');
  });

  it('stops a banned user signing in', async () => {
    const user = await registerUser(app);
    await ban(user.user.id, 'Abusive messages');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.json().code).toBe('ACCOUNT_BANNED');
  });

  it('closes the live streams the user has open', async () => {
    const owner = await session(app, database.db, 'owner', 'Streaming owner');
    const truck = await createOwnedTruck(app, owner);
    const viewer = await registerUser(app);
    const stream = await openStream(`${base}/api/trucks/${truck.id}/live`, { cookie: `dishrated_session=${viewer.token}` });
    const anonymous = await openStream(`${base}/api/trucks/${truck.id}/live`);
    expect(stream.status).toBe(200);
    await ban(viewer.user.id, 'Scraping');
    await stream.ended;
    const stillOpen = await Promise.race([anonymous.ended.then(() => false), new Promise((r) => setTimeout(() => r(true), 300))]);
    expect(stillOpen, "other people's streams stay open").toBe(true);
    anonymous.close();
    const reopened = await openStream(`${base}/api/trucks/${truck.id}/live`, { cookie: `dishrated_session=${viewer.token}` });
    expect(reopened.status, 'the session of a banned user opens nothing').toBe(403);
  });
});

describe('unbanning', () => {
  it('needs no reason, lets the user sign in again and ends the sessions from before the ban', async () => {
    const user = await registerUser(app);
    await ban(user.user.id, 'Spam');
    const res = await ban(user.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ isActive: true, banReason: null });
    expect((await me(user.token)).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(200);
  });
});

describe('the user list', () => {
  it('filters by role, status and a search of 2+ characters', async () => {
    const user = await registerUser(app, { name: 'Zubin Qwerty' });
    await ban(user.user.id, 'Spam');
    const res = await send('GET', '/api/admin/users?role=user&status=banned&search=qwerty', admin);
    expect(res.json().data.users.map((u: { id: string }) => u.id)).toEqual([user.user.id]);
    expect(res.json().data.users[0]).toMatchObject({ isActive: false, banReason: 'Spam' });
  });

  it('refuses a one-character search', async () => {
    const res = await send('GET', '/api/admin/users?search=q', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Search term is required/);
  });

  it('pages', async () => {
    const res = await send('GET', '/api/admin/users?limit=2&page=1', admin);
    expect(res.json().data.users).toHaveLength(2);
    expect(res.json().data.pagination).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
  });
});
