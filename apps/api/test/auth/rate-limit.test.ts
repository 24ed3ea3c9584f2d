import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, uniqueEmail, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ authRateLimit: 3 });
});
afterAll(() => ctx?.close());

describe('rate limiting', () => {
  it('answers 429 with a clear message after too many login attempts', async () => {
    const attempt = () => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'wrong-one' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await attempt();
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds/) });
  });

  it('limits forgot-password too', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail() } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
