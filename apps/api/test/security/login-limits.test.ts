import { randomBytes } from 'node:crypto';
import { LOGIN_FAILURE_LIMITS } from '@dishrated/shared';
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

const { perAddress, accountCeiling, windowMinutes } = LOGIN_FAILURE_LIMITS;
let addresses = 0;
/** A client address no other attempt has used. */
const freshAddress = () => `203.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('failed sign-ins', () => {
  it('refuse an address that keeps failing for an account, even with the right password', async () => {
    const user = await registerUser(ctx.app);
    const attacker = freshAddress();
    for (let i = 0; i < perAddress; i++) expect((await login(user.email, 'wrong-guess', attacker)).statusCode).toBe(401);
    const res = await login(user.email, user.password, attacker);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: `Too many failed sign-in attempts for this account from your address. Please wait ${windowMinutes} minutes and try again, or reset your password.`,
    });
  });

  it('never lock the owner out: wrong passwords from many addresses leave an address that has not failed its sign-in', async () => {
    const user = await registerUser(ctx.app);
    for (let i = 0; i < accountCeiling + perAddress; i++) await login(user.email, 'wrong-guess', freshAddress());
    expect((await login(user.email, user.password, freshAddress())).statusCode).toBe(200);
  });

  it('slow an attacker with many addresses: past the account ceiling, an address that has failed is refused at once', async () => {
    const user = await registerUser(ctx.app);
    const guessers = Array.from({ length: accountCeiling }, freshAddress);
    for (const guesser of guessers) expect((await login(user.email, 'wrong-guess', guesser)).statusCode).toBe(401);
    expect((await login(user.email, 'second-guess', guessers[0]!)).statusCode).toBe(429);
  });

  it('limit unknown emails the same way, so the limit does not reveal which accounts exist', async () => {
    const email = uniqueEmail('nobody');
    const attacker = freshAddress();
    for (let i = 0; i < perAddress; i++) expect((await login(email, 'wrong-guess', attacker)).statusCode).toBe(401);
    expect((await login(email, 'wrong-guess', attacker)).statusCode).toBe(429);
  });

  it('never stop a password reset, which lets the owner back in at once', async () => {
    const user = await registerUser(ctx.app);
    const own = freshAddress();
    for (let i = 0; i <= perAddress; i++) await login(user.email, 'wrong-guess', own);
    const forgot = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email }, remoteAddress: own });
    const token = new URL(forgot.json().data.resetUrl).searchParams.get('token');
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'fresh-pass-1' }, remoteAddress: own });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'fresh-pass-1', freshAddress())).statusCode).toBe(200);
  });

  it('are forgotten for an address that then signs in', async () => {
    const user = await registerUser(ctx.app);
    const own = freshAddress();
    for (let i = 0; i < perAddress - 1; i++) await login(user.email, 'wrong-guess', own);
    expect((await login(user.email, user.password, own)).statusCode).toBe(200);
    expect((await login(user.email, 'wrong-guess', own)).statusCode).toBe(401);
  });

  it('open again when the window ends (no lock-out forever)', async () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(null, () => now);
    for (let i = 0; i < perAddress; i++) await throttle.recordFailure('a@example.test', '198.51.100.7');
    expect(await throttle.blockedForMs('a@example.test', '198.51.100.7')).toBe(windowMinutes * 60_000);
    now += windowMinutes * 60_000;
    expect(await throttle.blockedForMs('a@example.test', '198.51.100.7')).toBe(0);
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
      for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAddress; i++) {
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
