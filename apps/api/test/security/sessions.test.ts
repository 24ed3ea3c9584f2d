import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerUser, type TestContext } from '../helpers.js';

const secret = randomBytes(32).toString('hex');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ jwtSecret: secret });
});
afterAll(() => ctx?.close());

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token made by hand, to try what the server's own signer never makes. */
function forge(header: object, payload: object, key = secret) {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  const alg = (header as { alg?: string }).alg;
  if (alg === 'none') return `${unsigned}.`;
  const digest = alg === 'HS512' ? 'sha512' : 'sha256';
  return `${unsigned}.${createHmac(digest, key).update(unsigned).digest('base64url')}`;
}
const claims = (userId: string, extra: object = {}) => ({ sub: userId, role: 'user', ver: 0, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, ...extra });

describe('sessions end when the password changes', () => {
  it('refuses every earlier token after a password change, and the new token works', async () => {
    const user = await registerUser(ctx.app);
    const otherDevice = (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).json().data.token;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'brand-new-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(res.json().data.token)).statusCode).toBe(200);
  });

  it('refuses every earlier token after a password reset', async () => {
    const user = await registerUser(ctx.app);
    const forgot = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const token = new URL(forgot.json().data.resetUrl).searchParams.get('token');
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'after-reset-1' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(reset.json().data.token)).statusCode).toBe(200);
  });
});

describe('tokens are checked strictly', () => {
  it('accepts a well-formed HS256 token with the current version (the forger is right)', async () => {
    const user = await registerUser(ctx.app);
    expect((await me(forge({ alg: 'HS256', typ: 'JWT' }, claims(user.user.id)))).statusCode).toBe(200);
  });

  it('refuses a token with alg none', async () => {
    const user = await registerUser(ctx.app);
    expect((await me(forge({ alg: 'none', typ: 'JWT' }, claims(user.user.id)))).statusCode).toBe(401);
  });

  it('refuses a token signed with another algorithm', async () => {
    const user = await registerUser(ctx.app);
    expect((await me(forge({ alg: 'HS512', typ: 'JWT' }, claims(user.user.id)))).statusCode).toBe(401);
  });

  it('refuses a token without an expiry', async () => {
    const user = await registerUser(ctx.app);
    expect((await me(forge({ alg: 'HS256', typ: 'JWT' }, claims(user.user.id, { exp: undefined })))).statusCode).toBe(401);
  });

  it('refuses a token whose version is not the account\'s', async () => {
    const user = await registerUser(ctx.app);
    expect((await me(forge({ alg: 'HS256', typ: 'JWT' }, claims(user.user.id, { ver: 1 })))).statusCode).toBe(401);
  });
});
