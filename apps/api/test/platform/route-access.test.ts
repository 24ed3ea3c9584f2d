import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRouteInfo } from '../../src/app.js';
import { users } from '../../src/db/schema.js';
import { bearer, createTestContext, registerUser, type TestContext } from '../helpers.js';

let ctx: TestContext;
let routes: ApiRouteInfo[];
beforeAll(async () => {
  ctx = await createTestContext();
  routes = ctx.app.apiRoutes.filter((route) => !route.hidden);
});
afterAll(() => ctx?.close());

/** A route's URL with a fresh id for every parameter. */
const concrete = (url: string) => url.replace(/:\w+/g, () => randomUUID());
const call = (route: ApiRouteInfo, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) });

/**
 * The access cases every route shares, generated from the app's own route table: whatever a
 * route does, these hold for it, and a new route is covered the moment it is registered.
 */
describe('every signed-in route', () => {
  it('is more than a handful (the table is read)', () => {
    expect(routes.filter((r) => r.signedIn).length).toBeGreaterThan(10);
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.signedIn)) {
      const res = await call(route);
      if (res.statusCode !== 401 || res.json().code !== 'UNAUTHORIZED') wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a token whose session has ended (password changed)', async () => {
    const user = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.user.id));
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.signedIn)) {
      const res = await call(route, bearer(user.token));
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 ACCOUNT_BANNED to a banned user', async () => {
    const user = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.user.id));
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.signedIn)) {
      const res = await call(route, bearer(user.token));
      if (res.statusCode !== 403 || res.json().code !== 'ACCOUNT_BANNED') wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('every public route', () => {
  it('never asks for sign-in', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !r.signedIn)) {
      const res = await call(route);
      if (res.statusCode === 401 || res.statusCode === 403) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
