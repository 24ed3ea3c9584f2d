import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { openTestDatabase, testConfig } from '../helpers.js';
import type { DatabaseHandle } from '../../src/db/client.js';

let database: DatabaseHandle;
let app: App;
let port: number;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db, webDir: '/nonexistent', requestTimeoutMs: 400 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Sends raw bytes and reads everything until the server closes (or 5 s pass). */
function raw(request: string, { keepOpen = false } = {}): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
      if (!keepOpen && text.includes('\r\n\r\n') && /"success":false.*\}$/s.test(text)) socket.end();
    });
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 5000);
  });
}

function parse(text: string) {
  const [head, body] = text.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head!.split('\r\n');
  const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(body!) };
}

function expectEnvelopeWithHeaders(answer: ReturnType<typeof parse>, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ success: false, message: expect.any(String), code: expect.any(String), data: null });
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
}

describe('answers the framework gives early still use the envelope and security headers', () => {
  it('a path parameter over 100 characters (414)', async () => {
    const answer = parse((await raw(`GET /api/trucks/${'a'.repeat(150)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)).text);
    expectEnvelopeWithHeaders(answer, 414);
    expect(answer.body.code).toBe('URL_TOO_LONG');
  });

  it('a malformed percent-encoding (400)', async () => {
    const answer = parse((await raw('GET /api/trucks/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).text);
    expectEnvelopeWithHeaders(answer, 400);
    expect(answer.body.code).toBe('BAD_URL');
  });

  it('a method HTTP does not know (400)', async () => {
    const answer = parse((await raw('FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n')).text);
    expectEnvelopeWithHeaders(answer, 400);
  });

  it('a known method on no route (404)', async () => {
    const res = await app.inject({ method: 'PROPFIND' as 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers', () => {
  it('come with an ordinary API answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/trucks/trending?limit=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('come with an error a handler answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/trucks/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('slow requests', () => {
  it('cuts off a body that trickles in, instead of holding the connection', async () => {
    const request = 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em';
    const { text, ms } = await raw(request, { keepOpen: true });
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(4000);
  });
});
