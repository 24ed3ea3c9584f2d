import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { insertOwner, insertTrucks, randomTruckValues } from '../fixtures.js';
import { openTestDatabase, testConfig } from '../helpers.js';

let database: DatabaseHandle;
let app: App;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'dishrated-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>DishRated</title><meta name="description" content="x" /></head><body></body></html>');
  writeFileSync(join(webDir, 'assets', 'app.js'), SCRIPT);
  // As the build writes them: the same file compressed, beside it.
  writeFileSync(join(webDir, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDir, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db, webDir });
  await app.ready();
  const owner = await insertOwner(database.db);
  await insertTrucks(database.db, owner.id, randomTruckValues(60, 7, { lat: 12.97, lng: 77.6 }, 0.05));
  await app.changeFeed.caughtUp();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('compression', () => {
  it('sends a large JSON answer brotli-compressed to a client that accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/trucks/nearby?lat=12.97&lng=77.6&radius=50', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(res.rawPayload).toString();
    expect(JSON.parse(text).success).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(text.length / 2);
  });

  it('sends a large JSON answer as zstd to a browser that takes it (cheaper to make than brotli, and smaller)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/trucks/nearby?lat=12.97&lng=77.6&radius=50', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.headers['content-encoding']).toBe('zstd');
    const text = zstdDecompressSync(res.rawPayload).toString();
    expect(JSON.parse(text).success).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(text.length / 2);
  });

  it('gives each of many answers compressed at once its own text', async () => {
    const places = Array.from({ length: 24 }, (_, i) => `/api/trucks/nearby?lat=${(12.95 + i * 0.002).toFixed(3)}&lng=77.6&radius=${5 + i}`);
    const [zstd, plain] = await Promise.all([
      Promise.all(places.map((url) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }))),
      Promise.all(places.map((url) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } }))),
    ]);
    expect(zstd.map((res) => res.headers['content-encoding'])).toEqual(places.map(() => 'zstd'));
    expect(zstd.map((res) => zstdDecompressSync(res.rawPayload).toString())).toEqual(plain.map((res) => res.body));
  });

  it('sends a compressed answer whole, with its length and a Vary header (no chunks)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/trucks/nearby?lat=12.97&lng=77.6&radius=50', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends gzip to a client without brotli', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/trucks/nearby?lat=12.97&lng=77.6&radius=50', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).success).toBe(true);
  });

  it('sends the same answer plain to a client that accepts no encoding', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/trucks/nearby?lat=12.97&lng=77.6&radius=50', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().success).toBe(true);
  });

  it('sends a truck page the same to a browser taking zstd, one taking only brotli and a client taking neither', async () => {
    const owner = await insertOwner(database.db);
    // A page of a few KB, as a truck with its story has.
    const [truck] = await insertTrucks(database.db, owner.id, [{ name: 'Long Story Truck', description: 'Slow-cooked dal and smoky rotis from the highway dhabas of Punjab. '.repeat(30) }]);
    await app.changeFeed.caughtUp();
    const url = `/api/trucks/${truck!.id}`;
    const asked = (encoding: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const [first, kept, brotli, plain] = [await asked('gzip, deflate, br, zstd'), await asked('gzip, deflate, br, zstd'), await asked('gzip, br'), await asked('identity')];
    expect([first, kept, brotli, plain].map((res) => [res.statusCode, res.headers['content-encoding'], res.headers.vary])).toEqual([
      [200, 'zstd', 'accept-encoding'],
      [200, 'zstd', 'accept-encoding'],
      [200, 'br', 'accept-encoding'],
      [200, undefined, 'accept-encoding'],
    ]);
    const texts = [zstdDecompressSync(first.rawPayload), zstdDecompressSync(kept.rawPayload), brotliDecompressSync(brotli.rawPayload), plain.rawPayload].map(String);
    expect(JSON.parse(texts[0]!).data.truck.id).toBeTruthy();
    expect(new Set(texts).size).toBe(1);
  });

  it('leaves small answers alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('serves the build\'s precompressed file for a static asset', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });
});
