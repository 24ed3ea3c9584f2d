import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerUser, type TestContext } from '../helpers.js';

/** The site as the test app knows it (testConfig's publicUrl). */
const SITE = 'http://localhost:3000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const setCookieOf = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().join('\n');
const cookieValue = (res: { headers: Record<string, unknown> }) => /dishrated_session=([^;]+)/.exec(setCookieOf(res))?.[1] ?? null;

async function signIn() {
  const user = await registerUser(ctx.app);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
  expect(res.statusCode).toBe(200);
  return { ...user, cookie: `dishrated_session=${cookieValue(res)!}`, login: res };
}

const rename = (cookie: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: '/api/auth/me', headers: { cookie, ...headers }, payload: { name: 'Renamed Person' } });

describe('the browser session is an HttpOnly cookie', () => {
  it('is set on sign-in, HttpOnly and SameSite=Lax for a week, while the answer still carries the token for API clients', async () => {
    const { login } = await signIn();
    const header = setCookieOf(login);
    expect(header).toMatch(/dishrated_session=[\w-]+\.[\w-]+\.[\w-]+/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Max-Age=604800/);
    // Served over plain HTTP on localhost: a Secure cookie would never come back.
    expect(header).not.toMatch(/Secure/);
    expect(login.json().data.token).toBe(cookieValue(login));
  });

  it('is Secure where the site is served over HTTPS', async () => {
    const https = await createTestContext({ publicUrl: 'https://dishrated.example' });
    try {
      const user = await registerUser(https.app);
      const res = await https.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
      expect(setCookieOf(res)).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it('signs the browser in on reads', async () => {
    const { cookie, email } = await signIn();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(email);
  });

  it('is cleared by signing out', async () => {
    const { cookie } = await signIn();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: SITE } });
    expect(res.statusCode).toBe(200);
    expect(setCookieOf(res)).toMatch(/dishrated_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  });

  it('ends, like every session, when the password changes elsewhere', async () => {
    const { cookie, token, password } = await signIn();
    const change = await ctx.app.inject({ method: 'PUT', url: '/api/auth/change-password', headers: bearer(token), payload: { currentPassword: password, newPassword: 'another-password-9' } });
    expect(change.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('writes riding on the cookie must come from our own pages (CSRF)', () => {
  it('refuses a write another site makes the browser send', async () => {
    const { cookie } = await signIn();
    const crossSite: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}];
    for (const headers of crossSite) {
      const res = await rename(cookie, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toMatch(/came from another site/);
    }
  });

  it('accepts the same write from our own pages', async () => {
    const { cookie } = await signIn();
    expect((await rename(cookie, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await rename(cookie, { origin: SITE })).statusCode).toBe(200);
  });

  it('leaves bearer requests alone, which carry no ambient credential', async () => {
    const { token } = await signIn();
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/auth/me', headers: { ...bearer(token), origin: 'https://evil.example' }, payload: { name: 'Api Client' } });
    expect(res.statusCode).toBe(200);
  });
});
