import { randomBytes } from 'node:crypto';
import { ACCOUNT_LOGIN_LIMIT } from '@dishrated/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createLoginThrottle } from '../../src/features/auth/login-throttle.js';
import { createTestContext, openTestDatabase, registerUser, testConfig, uniqueEmail, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

let address = 0;
/** Each attempt claims a fresh client address, as a botnet or a forged header would. */
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': `203.0.113.${++address % 250}` } });

describe('failed sign-ins per account', () => {
  it('refuses the account after the limit of wrong passwords from many addresses, even with the right one', async () => {
    const user = await registerUser(ctx.app);
    for (let i = 0; i < ACCOUNT_LOGIN_LIMIT.maxFailures; i++) expect((await login(user.email, 'wrong-guess')).statusCode).toBe(401);
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: `Too many failed sign-in attempts for this account. Please wait ${ACCOUNT_LOGIN_LIMIT.windowMinutes} minutes and try again, or reset your password.`,
    });
  });

  it('limits unknown emails the same way, so the limit does not reveal which accounts exist', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < ACCOUNT_LOGIN_LIMIT.maxFailures; i++) expect((await login(email, 'wrong-guess')).statusCode).toBe(401);
    expect((await login(email, 'wrong-guess')).statusCode).toBe(429);
  });

  it('lets the owner back in at once after a password reset', async () => {
    const user = await registerUser(ctx.app);
    for (let i = 0; i <= ACCOUNT_LOGIN_LIMIT.maxFailures; i++) await login(user.email, 'wrong-guess');
    const forgot = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const token = new URL(forgot.json().data.resetUrl).searchParams.get('token');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'fresh-pass-1' } });
    expect((await login(user.email, 'fresh-pass-1')).statusCode).toBe(200);
  });

  it('does not count a successful sign-in against the account', async () => {
    const user = await registerUser(ctx.app);
    for (let i = 0; i < ACCOUNT_LOGIN_LIMIT.maxFailures - 1; i++) await login(user.email, 'wrong-guess');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, 'wrong-guess')).statusCode).toBe(401);
  });

  it('opens again when the window ends (no lock-out forever)', async () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(null, () => now);
    for (let i = 0; i < ACCOUNT_LOGIN_LIMIT.maxFailures; i++) await throttle.recordFailure('a@example.test');
    expect(await throttle.blockedForMs('a@example.test')).toBe(ACCOUNT_LOGIN_LIMIT.windowMinutes * 60_000);
    now += ACCOUNT_LOGIN_LIMIT.windowMinutes * 60_000;
    expect(await throttle.blockedForMs('a@example.test')).toBe(0);
  });
});

/** Four failed logins, each claiming another client address in X-Forwarded-For. */
async function statusesWithInventedAddresses(context: TestContext) {
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    const res = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'wrong-one' },
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client addresses', () => {
  it('ignores X-Forwarded-For by default: invented addresses still hit the per-client limit', async () => {
    const limited = await createTestContext({ authRateLimit: 3 });
    try {
      expect(await statusesWithInventedAddresses(limited)).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('believes X-Forwarded-For from a proxy named in TRUST_PROXY', async () => {
    // app.inject connects from 127.0.0.1, which plays the proxy here.
    const proxied = await createTestContext({ authRateLimit: 3, trustProxy: '127.0.0.1' });
    try {
      expect(await statusesWithInventedAddresses(proxied)).toEqual([401, 401, 401, 401]);
    } finally {
      await proxied.close();
    }
  });

  it('rate limits registration per client', async () => {
    const limited = await createTestContext({ authRateLimit: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Spam Bot', email: uniqueEmail(), password: 'secret123' } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('failed sign-ins shared through Redis', () => {
  it('counts failures made on two instances against one account', async () => {
    const database = await openTestDatabase();
    const prefix = `dr-test-${randomBytes(4).toString('hex')}:`;
    const redises = [new Redis(redisUrl!, { keyPrefix: prefix }), new Redis(redisUrl!, { keyPrefix: prefix })];
    const apps = await Promise.all(redises.map((redis) => buildApp({ config: testConfig(), db: database.db, redis, webDir: '/nonexistent' })));
    try {
      const email = uniqueEmail();
      for (let i = 0; i < ACCOUNT_LOGIN_LIMIT.maxFailures; i++) {
        await apps[i % 2]!.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-guess' } });
      }
      const res = await apps[1]!.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-guess' } });
      expect(res.statusCode).toBe(429);
    } finally {
      for (const app of apps) await app.close();
      for (const redis of redises) redis.disconnect();
      await database.close();
    }
  });
});
