import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { Geocoder, reverseGazetteer, searchGazetteer } from '../../src/features/geocode/geocoder.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { openTestDatabase, testConfig } from '../helpers.js';

let database: DatabaseHandle;
let upstream: Server;
let upstreamUrl: string;
const seen: Array<{ url: string; userAgent?: string; at: number }> = [];

beforeAll(async () => {
  database = await openTestDatabase();
  // A stand-in for a Nominatim-compatible service, on loopback only.
  upstream = createServer((req: IncomingMessage, res) => {
    seen.push({ url: req.url!, userAgent: req.headers['user-agent'], at: Date.now() });
    const url = new URL(req.url!, 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/search') {
      res.end(JSON.stringify(url.searchParams.get('q') === 'nowhere' ? [] : [{ lat: '12.9', lon: '77.6', display_name: `Upstream ${url.searchParams.get('q')}` }]));
    } else {
      res.end(JSON.stringify({ display_name: 'Upstream reverse' }));
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

async function appWith(geocoder: Geocoder): Promise<App> {
  return buildApp({ config: testConfig(), db: database.db, webDir: '/nonexistent', geocoder });
}

describe('offline gazetteer', () => {
  it('finds Indian cities and localities by any word, city centres first', () => {
    expect(searchGazetteer('koramangala', 5)[0]!.displayName).toBe('Koramangala 5th Block, Bengaluru, Karnataka, India');
    expect(searchGazetteer('pune', 5)[0]!.displayName).toBe('Pune, Maharashtra, India');
    expect(searchGazetteer('mg road bengaluru', 5).map((p) => p.displayName)).toContain('MG Road, Bengaluru, Karnataka, India');
    expect(searchGazetteer('zzzz', 5)).toEqual([]);
  });

  it('reverse-geocodes to the nearest place, or nothing far from any', () => {
    expect(reverseGazetteer(12.9352, 77.6146)).toBe('Koramangala 5th Block, Bengaluru, Karnataka, India');
    expect(reverseGazetteer(0, -30)).toBeNull();
  });
});

describe('GET /api/geocode', () => {
  it('answers from the gazetteer when no upstream is configured', async () => {
    const app = await appWith(new Geocoder());
    try {
      const res = await app.inject({ method: 'GET', url: '/api/geocode/search?q=Indiranagar' });
      expect(res.json().data).toEqual({ source: 'offline', results: [{ displayName: 'Indiranagar 100 Feet Road, Bengaluru, Karnataka, India', lat: 12.9719, lng: 77.6412 }] });
      const rev = await app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=18.5362&lng=73.8939' });
      expect(rev.json().data).toEqual({ source: 'offline', displayName: 'Koregaon Park, Pune, Maharashtra, India' });
      const nothing = await app.inject({ method: 'GET', url: '/api/geocode/search?q=atlantis' });
      expect(nothing.json()).toMatchObject({ message: 'Address not found', data: { results: [] } });
    } finally {
      await app.close();
    }
  });

  it('falls back to the gazetteer when the upstream is down', async () => {
    const app = await appWith(new Geocoder({ upstreamUrl: 'http://127.0.0.1:9', minIntervalMs: 0, timeoutMs: 1000 }));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/geocode/search?q=Chennai' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.source).toBe('offline');
      expect(res.json().data.results[0].displayName).toBe('Chennai, Tamil Nadu, India');
    } finally {
      await app.close();
    }
  });

  it('uses the upstream with a User-Agent, caches answers and spaces requests', async () => {
    seen.length = 0;
    const app = await appWith(new Geocoder({ upstreamUrl, minIntervalMs: 300 }));
    try {
      const first = await app.inject({ method: 'GET', url: '/api/geocode/search?q=indiranagar&limit=5' });
      expect(first.json().data).toEqual({ source: 'upstream', results: [{ displayName: 'Upstream indiranagar', lat: 12.9, lng: 77.6 }] });
      await app.inject({ method: 'GET', url: '/api/geocode/search?q=indiranagar&limit=5' });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.userAgent).toMatch(/^DishRated/);
      expect(seen[0]!.url).toContain('format=json');
      await Promise.all([
        app.inject({ method: 'GET', url: '/api/geocode/search?q=bandra' }),
        app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=12.9&lng=77.6' }),
      ]);
      expect(seen).toHaveLength(3);
      // One after another: the next starts a full interval after the previous one ended.
      expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(290);
      // An empty upstream answer still gets the offline one.
      const empty = await app.inject({ method: 'GET', url: '/api/geocode/search?q=nowhere' });
      expect(empty.json().data.source).toBe('offline');
    } finally {
      await app.close();
    }
  });

  it('answers from the gazetteer rather than queue a caller past the request timeout', async () => {
    seen.length = 0;
    const app = await appWith(new Geocoder({ upstreamUrl, minIntervalMs: 300, timeoutMs: 500 }));
    try {
      const answers = await Promise.all(
        ['Pune', 'Chennai', 'Mumbai', 'Kochi', 'Jaipur'].map((q) => app.inject({ method: 'GET', url: `/api/geocode/search?q=${q}` })),
      );
      const sources = answers.map((res) => res.json().data.source);
      expect(sources).toContain('offline');
      expect(seen.length).toBe(sources.filter((s) => s === 'upstream').length);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['search?q=a', /at least 2 characters/],
    ['search', /q is required/],
    ['search?q=pune&limit=50', /limit must be at most 10/],
    ['reverse?lat=100&lng=10', /lat must be between -90 and 90/],
    ['reverse?lat=10', /lng/],
  ])('rejects %s with 400', async (path, message) => {
    const app = await appWith(new Geocoder());
    try {
      const res = await app.inject({ method: 'GET', url: `/api/geocode/${path}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    } finally {
      await app.close();
    }
  });
});
