import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
interface Operation {
  tags?: string[];
  operationId?: string;
  summary?: string;
  responses: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, unknown> };
  security?: unknown[];
}
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
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

  it('lists the answers of a signed-in route with parameters and a body', () => {
    const update = operation('PUT', '/api/trucks/:id')!;
    expect(Object.keys(update.responses).sort()).toEqual(['200', '400', '401', '403', '404', '408', '413', '414', '415', '500']);
    expect(update.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.filter((o) => !o.operationId || !o.summary)).toEqual([]);
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes the photo upload: its multipart body and every refusal', () => {
    const upload = operation('POST', '/api/owner/uploads')!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413', '415', '422', '429']));
  });

  it('describes live streams and calendar files as what they are', () => {
    for (const stream of [operation('GET', '/api/trucks/:id/live')!, operation('GET', '/api/live')!]) {
      expect(Object.keys(stream.responses['200']!.content!)).toEqual(['text/event-stream']);
      expect(Object.keys(stream.responses)).toEqual(expect.arrayContaining(['403', '429', '503']));
    }
    expect(Object.keys(operation('GET', '/api/events/:id/calendar.ics')!.responses['200']!.content!)).toEqual(['text/calendar']);
  });

  it('lists 409 where a decision or a duplicate can conflict', () => {
    for (const [method, url] of [['PUT', '/api/admin/events/:id/reject'], ['POST', '/api/auth/register'], ['POST', '/api/reviews']] as const) {
      expect(Object.keys(operation(method, url)!.responses), `${method} ${url}`).toContain('409');
    }
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
