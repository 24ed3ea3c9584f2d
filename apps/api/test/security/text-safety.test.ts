import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, expectValidationError, registerUser, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('NUL and broken Unicode are refused with 400 naming the field', () => {
  it('a NUL in a registration name', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Ravi\u0000', email: 'ravi.nul@example.test', password: 'secret123' } });
    expectValidationError(res, 'name', /not allowed/);
  });

  it('a NUL in a sign-in email', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@example.test', password: 'x' } });
    expectValidationError(res, 'email');
  });

  it('a lone surrogate in a profile name (JSON "\\ud800")', async () => {
    const user = await registerUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload: '{"name":"Asha \\ud800"}',
    });
    expectValidationError(res, 'name');
  });

  it('a NUL in a query string', async () => {
    expectValidationError(await ctx.app.inject({ method: 'GET', url: '/api/trucks?search=dosa%00' }), 'search');
  });

  it('a percent-escape in a query value that is not UTF-8, as a path would be', async () => {
    expectValidationError(await ctx.app.inject({ method: 'GET', url: '/api/trucks?search=%E0%A4' }), 'search', /search is not valid: its percent-encoding is not UTF-8/);
    expectValidationError(await ctx.app.inject({ method: 'GET', url: '/api/events?page=1&search=ok%FF' }), 'search');
    // Whole escapes, including multi-byte ones, are text like any other.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/trucks?search=%E0%A4%A6%E0%A5%8B%E0%A4%B8%E0%A4%BE' })).statusCode).toBe(200);
  });

  it('a NUL deep inside a body, named by its path', async () => {
    const user = await registerUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: bearer(user.token),
      payload: { truckId: '00000000-0000-4000-8000-000000000000', rating: 5, title: 'Great', comment: 'Lovely food here', images: ['/images/a.svg', 'x\u0000'] },
    });
    expectValidationError(res, 'images.1');
  });
});
