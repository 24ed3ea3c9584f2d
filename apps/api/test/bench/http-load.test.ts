import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHttpLoad } from '../../bench/http-load.js';
import { percentile } from '../../bench/percentile.js';

// The bench's load client against a plain Node server: what it counts decides the bench's figures.
let server: Server;
let url: string;
const LARGE_BODY = 'x'.repeat(300_000);

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/large') {
      // Written in pieces, so the body reaches the client over several reads.
      response.writeHead(200, { 'content-length': Buffer.byteLength(LARGE_BODY) });
      response.write(LARGE_BODY.slice(0, 100_000));
      setImmediate(() => response.end(LARGE_BODY.slice(100_000)));
    } else if (request.url === '/unchanged') {
      response.writeHead(304).end();
    } else if (request.url === '/chunked') {
      response.write('no content-length');
      response.end();
    } else {
      const body = '{"success":false}';
      response.writeHead(404, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('bench load client', () => {
  it('reads bodies that arrive in pieces and times every response', async () => {
    const result = await runHttpLoad({ url, nextPath: () => '/large', connections: 4, seconds: 0.4 });
    expect(result.responses).toBeGreaterThan(4);
    expect(result).toMatchObject({ non2xx: 0, errors: 0 });
    expect(result.times).toHaveLength(result.responses);
    expect(Math.min(...result.times)).toBeGreaterThan(0);
    expect(result.rps).toBeCloseTo(result.responses / 0.4);
  });

  it('counts answers that are not 2xx, but not a 304', async () => {
    const paths = ['/unchanged', '/missing'];
    let asked = 0;
    const result = await runHttpLoad({ url, nextPath: () => paths[asked++ % 2]!, connections: 1, seconds: 0.3 });
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(Math.floor(result.responses / 2));
  });

  it('counts a body without a length as an error and reads no response from it', async () => {
    const result = await runHttpLoad({ url, nextPath: () => '/chunked', connections: 2, seconds: 0.2 });
    expect(result.responses).toBe(0);
    expect(result.errors).toBeGreaterThan(0);
  });

  it('gives percentiles of the times', () => {
    const times = Float64Array.from([5, 1, 4, 2, 3, 10, 9, 8, 7, 6]);
    expect(percentile(times, 0.5)).toBe(6);
    expect(percentile(times, 0.99)).toBe(10);
    expect(percentile([], 0.5)).toBe(0);
  });
});
