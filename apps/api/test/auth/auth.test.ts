import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, users } from '../../src/db/schema.js';
import { bearer, createTestContext, expectValidationError, registerUser, uniqueEmail, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const post = (url: string, payload: unknown, headers = {}) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const put = (url: string, payload: unknown, headers = {}) => ctx.app.inject({ method: 'PUT', url, payload: payload as object, headers });

async function resetLinkFor(email: string): Promise<string> {
  const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt);
  const match = mail?.text.match(/token=([\w-]+)/);
  expect(match, 'reset mail with a token').toBeTruthy();
  return match![1]!;
}

describe('register', () => {
  it('creates a customer account and returns a working token', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/register', { name: 'Asha Rao', email: email.toUpperCase(), phone: '+91 98450 12345', password: 'secret1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { user: { name: 'Asha Rao', email, phone: '+91 98450 12345', role: 'user', isActive: true } } });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.data.token) });
    expect(me.json().data.user.email).toBe(email);
  });

  it('ignores a role in the payload: nobody registers as admin or owner', async () => {
    for (const role of ['admin', 'owner']) {
      const res = await post('/api/auth/register', { name: 'Mallory', email: uniqueEmail(role), password: 'secret123', role });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.user.role).toBe('user');
    }
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const { email } = await registerUser(ctx.app);
    const res = await post('/api/auth/register', { name: 'Again', email: email.toUpperCase(), password: 'secret123' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'An account with this email already exists' });
  });

  it('rejects bad input with 400 naming the field', async () => {
    expectValidationError(await post('/api/auth/register', { email: uniqueEmail(), password: 'secret123' }), 'name');
    expectValidationError(await post('/api/auth/register', { name: 'A', email: 'not-an-email', password: 'secret123' }), 'email', /valid email/);
    expectValidationError(await post('/api/auth/register', { name: 'A', email: uniqueEmail(), password: '12345' }), 'password', /at least 6 characters/);
    expectValidationError(await post('/api/auth/register', { name: 42, email: uniqueEmail(), password: 'secret123' }), 'name', /Name must be text/);
    expectValidationError(await post('/api/auth/register', { name: 'A', email: uniqueEmail(), password: 'secret123', phone: 'call me' }), 'phone');
  });

  it('accepts a 6-character password (the minimum)', async () => {
    const res = await post('/api/auth/register', { name: 'Min', email: uniqueEmail(), password: '123456' });
    expect(res.statusCode).toBe(201);
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.c",' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Request body is not valid JSON', code: 'BAD_REQUEST', data: null });
  });

  it('answers a missing body with 400', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await post('/api/auth/register', { name: 'x'.repeat(300 * 1024), email: uniqueEmail(), password: 'secret123' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Request body is too large' });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Route GET /api/does-not-exist not found', code: 'ROUTE_NOT_FOUND', data: null });
  });
});

describe('login', () => {
  it('signs in with the right password, any email case', async () => {
    const user = await registerUser(ctx.app);
    const res = await post('/api/auth/login', { email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.user.id);
    expect(res.json().data.token).toEqual(expect.any(String));
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const user = await registerUser(ctx.app);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('refuses a banned user with a clear message, and their old token stops working', async () => {
    const user = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ isActive: false, banReason: 'spam' }).where(eq(users.id, user.user.id));
    const res = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/banned/);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.statusCode).toBe(403);
  });

  it('requires email and password', async () => {
    expectValidationError(await post('/api/auth/login', { email: uniqueEmail() }), 'password');
    expectValidationError(await post('/api/auth/login', { password: 'x' }), 'email');
  });
});

describe('me', () => {
  it('needs a valid token: missing, garbage and forged tokens get 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer('garbage') })).statusCode).toBe(401);
    const user = await registerUser(ctx.app);
    const [h, p] = user.token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('updates name and phone, and refuses to change the email', async () => {
    const user = await registerUser(ctx.app);
    const res = await put('/api/auth/me', { name: 'New Name', phone: '+91 99999 00000' }, bearer(user.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Profile updated successfully!', data: { user: { name: 'New Name', phone: '+91 99999 00000', email: user.email } } });
    const refused = await put('/api/auth/me', { email: uniqueEmail() }, bearer(user.token));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only name, phone and language can be changed');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.json().data.user.email).toBe(user.email);
  });

  it('cannot raise its own role through the profile', async () => {
    const user = await registerUser(ctx.app);
    const res = await put('/api/auth/me', { role: 'admin' }, bearer(user.token));
    expect(res.statusCode).toBe(400);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.json().data.user.role).toBe('user');
  });
});

describe('change password', () => {
  it('needs the current password, then the new one works and the old one does not', async () => {
    const user = await registerUser(ctx.app);
    const wrong = await put('/api/auth/change-password', { currentPassword: 'nope-nope', newPassword: 'brandnew1' }, bearer(user.token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    expectValidationError(await put('/api/auth/change-password', { currentPassword: user.password, newPassword: 'short' }, bearer(user.token)), 'newPassword');
    const ok = await put('/api/auth/change-password', { currentPassword: user.password, newPassword: 'brandnew1' }, bearer(user.token));
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: user.email, password: 'brandnew1' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails, and mails only real accounts', async () => {
    const user = await registerUser(ctx.app);
    const unknownEmail = uniqueEmail('ghost');
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe('If an account with that email exists, a password reset link has been sent.');
    expect(unknown.json().message).toBe(known.json().message);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknownEmail))).toHaveLength(0);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).toHaveLength(1);
  });

  it('stores only a hash of the token', async () => {
    const user = await registerUser(ctx.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await resetLinkFor(user.email);
    const rows = await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resets once: returns user and token, the new password works, the link then fails', async () => {
    const user = await registerUser(ctx.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await resetLinkFor(user.email);
    const res = await post('/api/auth/reset-password', { token, password: 'fresh-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ token: expect.any(String), user: { id: user.user.id } });
    expect((await post('/api/auth/login', { email: user.email, password: 'fresh-pass' })).statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', { token, password: 'another-pass' });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired token with 401', async () => {
    const user = await registerUser(ctx.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await resetLinkFor(user.email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.user.id));
    const res = await post('/api/auth/reset-password', { token, password: 'fresh-pass' });
    expect(res.statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('refuses an invalid token with 401 and a short password with 400', async () => {
    expect((await post('/api/auth/reset-password', { token: 'made-up-token', password: 'fresh-pass' })).statusCode).toBe(401);
    expectValidationError(await post('/api/auth/reset-password', { token: 'x', password: '123' }), 'password', /at least 6/);
    expectValidationError(await post('/api/auth/reset-password', { password: 'fresh-pass' }), 'token');
  });

  it('a newer link replaces an older one', async () => {
    const user = await registerUser(ctx.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const first = await resetLinkFor(user.email);
    await post('/api/auth/forgot-password', { email: user.email });
    expect((await post('/api/auth/reset-password', { token: first, password: 'fresh-pass' })).statusCode).toBe(401);
  });

  it('validates the email', async () => {
    expectValidationError(await post('/api/auth/forgot-password', { email: '   ' }), 'email', /Please enter your email address/);
  });
});
