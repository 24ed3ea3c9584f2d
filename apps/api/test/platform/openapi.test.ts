import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
let doc: { openapi: string; paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown>; security?: unknown[] }>> };
beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => ctx?.close());

/** Fastify's `/:id` as OpenAPI's `/{id}`, without the trailing slash a prefixed '/' route also has. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
const operation = (method: string, url: string) => doc.paths[openApiPath(url)]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents every API route, tagged by feature', () => {
    const routes = ctx.app.apiRoutes.filter((route) => !route.hidden);
    expect(routes.length).toBeGreaterThan(25);
    const missing = routes.filter((route) => !operation(route.method, route.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const untagged = routes.filter((route) => !operation(route.method, route.url)?.tags?.length).map((r) => `${r.method} ${r.url}`);
    expect(untagged).toEqual([]);
  });

  it('lists the error answers of a signed-in route with parameters and a body', () => {
    const update = operation('PUT', '/api/trucks/:id')!;
    expect(Object.keys(update.responses).sort()).toEqual(['200', '400', '401', '403', '404', '500']);
    expect(update.security).toEqual([{ bearerAuth: [] }]);
  });

  it('lists 429 on rate-limited routes and no sign-in errors on public ones', () => {
    const login = operation('POST', '/api/auth/login')!;
    expect(Object.keys(login.responses)).toContain('429');
    expect(Object.keys(login.responses)).not.toContain('401');
  });

  it('serves interactive docs at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
  });
});
