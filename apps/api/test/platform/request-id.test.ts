import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  let direct: TestContext;
  let behindProxy: TestContext;
  beforeAll(async () => {
    direct = await createTestContext();
    behindProxy = await createTestContext({ trustProxy: true });
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
  });

  it('is on every answer, a new one for each request, errors included', async () => {
    const first = await direct.app.inject({ method: 'GET', url: '/api/health' });
    const second = await direct.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.statusCode).toBe(404);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("keeps a trusted proxy's id, so one id follows the request through both logs", async () => {
    const res = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-7f3a:42' } });
    expect(res.headers['x-request-id']).toBe('edge-7f3a:42');
  });

  it('ignores an id sent by a client when no proxy is trusted', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces a malformed id even from a trusted proxy', async () => {
    const res = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
