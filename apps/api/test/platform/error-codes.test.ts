import { randomUUID } from 'node:crypto';
import { ERROR_STATUS, ErrorEnvelopeSchema } from '@dishrated/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('error codes', () => {
  it.each([
    ['a missing truck', `/api/trucks/${randomUUID()}`, 'TRUCK_NOT_FOUND'],
    ['a missing event', `/api/events/${randomUUID()}`, 'EVENT_NOT_FOUND'],
    ['a missing dish', `/api/reviews/dish/${randomUUID()}`, 'DISH_NOT_FOUND'],
    ['an unknown API path', '/api/nothing-here', 'ROUTE_NOT_FOUND'],
    ['a bad query value', '/api/trucks/nearby?lat=abc&lng=1', 'VALIDATION_FAILED'],
    ['a protected route without a session', '/api/auth/me', 'UNAUTHORIZED'],
  ])('%s answers with its code and the status the code maps to', async (_what, url, code) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    const body = ErrorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe(code);
    expect(res.statusCode).toBe(ERROR_STATUS[body.code]);
  });
});
