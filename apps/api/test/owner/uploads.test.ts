import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { crc32, deflateSync } from 'node:zlib';
import { createUploadService } from '../../src/features/uploads/service.js';
import { localPhotoStorage, s3PhotoStorage } from '../../src/features/uploads/storage.js';
import { createTestContext, testConfig, type TestContext } from '../helpers.js';
import { createOwnedTruck, multipartFile, session, type Session } from './owner-helpers.js';

let ctx: TestContext;
let owner: Session;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = join(await mkdtemp(join(tmpdir(), 'dishrated-uploads-')), 'uploads');
  ctx = await createTestContext({ uploadsDir });
  owner = await session(ctx.app, ctx.database.db, 'owner', 'Owner');
});
afterAll(() => ctx?.close());

/** A PNG that declares its size and holds almost no pixels: enough for a decoder to read the size and refuse it. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1))), chunk('IEND', Buffer.alloc(0))]);
}

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 2400, height = 1800) =>
  sharp({ create: { width, height, channels: 3, background: '#2e86de' } })[format]().toBuffer();

function upload(data: Buffer, options?: Parameters<typeof multipartFile>[1], who: Session = owner, url = '/api/owner/uploads') {
  const form = multipartFile(data, options);
  return ctx.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${who.token}` } });
}

async function storedFiles() {
  try {
    return await readdir(join(uploadsDir, 'photos'));
  } catch {
    return [];
  }
}

describe('photo upload', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('stores a %s as 1600 px and 400 px WebP served with long cache headers', async (format) => {
    const res = await upload(await picture(format), { filename: `truck.${format}`, type: `image/${format}` });
    expect(res.statusCode, res.body).toBe(201);
    const { url, thumbnailUrl, width } = res.json().data;
    expect(width).toBe(1600);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const thumb = await ctx.app.inject({ method: 'GET', url: thumbnailUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it("refuses a truck photo smaller than the truck's carousel needs, saying its size", async () => {
    const before = await storedFiles();
    const res = await upload(await picture('jpeg', 640, 480), undefined, owner, '/api/owner/uploads?for=truck');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE', message: 'This photo is 640 × 480 pixels; truck photos need at least 800 × 600 to look sharp. Choose a larger one.' });
    expect(await storedFiles()).toEqual(before);
  });

  it('takes a truck photo of 800 × 600 or more, either way up', async () => {
    expect((await upload(await picture('jpeg', 800, 600), undefined, owner, '/api/owner/uploads?for=truck')).statusCode).toBe(201);
    expect((await upload(await picture('jpeg', 600, 800), undefined, owner, '/api/owner/uploads?for=truck')).statusCode).toBe(201);
  });

  it('refuses an event picture smaller than an event page shows it', async () => {
    const res = await upload(await picture('jpeg', 700, 400), undefined, owner, '/api/owner/uploads?for=event');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/event photos need at least 800 × 400/);
    expect((await upload(await picture('jpeg', 800, 400), undefined, owner, '/api/owner/uploads?for=event')).statusCode).toBe(201);
  });

  it('refuses a photo too small to show sharp anywhere', async () => {
    const res = await upload(await picture('png', 100, 80), { filename: 'tiny.png', type: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^This photo is 100 × 80 pixels; photos need at least 300 × 200/);
  });

  it('keeps a small photo at its own size (no enlarging)', async () => {
    const res = await upload(await picture('jpeg', 640, 480));
    expect(res.json().data).toMatchObject({ width: 640, height: 480 });
  });

  it('can be saved into the truck photo list', async () => {
    const url = (await upload(await picture('jpeg', 900, 600))).json().data.url;
    const truck = await ctx.app.inject({
      method: 'POST',
      url: '/api/owner/trucks',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: 'Photo Truck', description: 'x', cuisine: 'Thai', location: { address: 'MG Road', coordinates: { latitude: 12.97, longitude: 77.6 } } },
    });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/owner/trucks/${truck.json().data.truck.id}/images`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { images: [{ url, caption: 'Our truck' }] },
    });
    expect(res.json().data.images[0]).toMatchObject({ url, caption: 'Our truck', order: 1 });
  });
});

describe('review photos', () => {
  it('are uploaded by a signed-in customer, re-encoded to WebP without their metadata like any photo', async () => {
    const customer = await session(ctx.app, ctx.database.db, 'user', 'Photo Diner');
    const withExif = await sharp(await picture('jpeg', 1200, 900)).withMetadata({ exif: { IFD0: { Artist: 'Diner Phone GPS' } } }).jpeg().toBuffer();
    const res = await upload(withExif, { filename: 'dosa.jpg', type: 'image/jpeg' }, customer, '/api/uploads');
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json().data as { url: string };
    const stored = await ctx.app.inject({ method: 'GET', url });
    expect(stored.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
  });

  it('are kept on the review that shows them', async () => {
    const customer = await session(ctx.app, ctx.database.db, 'user', 'Review Diner');
    const truck = await createOwnedTruck(ctx.app, owner);
    const { url } = (await upload(await picture('png', 800, 600), { filename: 'chaat.png', type: 'image/png' }, customer, '/api/uploads')).json().data;
    const review = await ctx.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { truckId: truck.id, rating: 5, title: 'Crisp and hot', comment: 'The papdi chaat was crisp, the chutneys bright.', images: [url] },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json().data.review.images).toEqual([url]);
  });

  it('still leave truck photos to owners and admins', async () => {
    const customer = await session(ctx.app, ctx.database.db, 'user', 'Curious Diner');
    const res = await upload(await picture('png', 400, 300), { filename: 'x.png', type: 'image/png' }, customer);
    expect(res.statusCode).toBe(403);
  });
});

describe('bad files are refused and leave nothing behind', () => {
  const cases: Array<{ kind: string; make: () => Promise<Buffer>; status: number; message: RegExp; options?: Parameters<typeof multipartFile>[1] }> = [
    { kind: 'text named .jpg', make: async () => Buffer.from('just some text, not a photo at all'), status: 415, message: /Only JPEG, PNG or WebP/ },
    { kind: 'a GIF', make: () => picture('gif', 50, 50), status: 415, message: /Only JPEG, PNG or WebP/, options: { filename: 'a.gif', type: 'image/gif' } },
    { kind: 'an SVG declared as PNG', make: async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), status: 415, message: /Only JPEG, PNG or WebP/, options: { filename: 'x.png', type: 'image/png' } },
    { kind: 'zero bytes', make: async () => Buffer.alloc(0), status: 422, message: /empty/ },
    { kind: 'a corrupt (truncated) JPEG', make: async () => (await picture('jpeg', 1200, 900)).subarray(0, 2000), status: 422, message: /could not be read/ },
    { kind: 'over 8 MB', make: async () => Buffer.alloc(8 * 1024 * 1024 + 1, 0xff), status: 413, message: /at most 8 MB/ },
    { kind: 'a PNG of 100 megapixels', make: async () => pngHeaderOnly(10_000, 10_000), status: 413, message: /too large: 10000 × 10000 pixels/, options: { filename: 'huge.png', type: 'image/png' } },
  ];

  it.each(cases)('$kind', async ({ make, status, message, options }) => {
    const before = await storedFiles();
    const res = await upload(await make(), options);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    expect(await storedFiles()).toEqual(before);
  });

  it('a request without a file part', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/owner/uploads', headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, payload: {} });
    expect(res.statusCode).toBe(415);
  });

  it('a storage failure on the second size removes the first', async () => {
    const stored = new Set<string>();
    let puts = 0;
    const app = await buildApp({
      config: testConfig(),
      db: ctx.database.db,
      webDir: '/nonexistent',
      photoStorage: {
        async put(key) {
          if (++puts === 2) throw new Error('disk full');
          stored.add(key);
          return `/uploads/${key}`;
        },
        async remove(key) {
          stored.delete(key);
        },
      },
    });
    const who = await session(app, ctx.database.db, 'owner');
    const form = multipartFile(await picture('jpeg', 500, 400));
    const res = await app.inject({ method: 'POST', url: '/api/owner/uploads', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${who.token}` } });
    expect(res.statusCode).toBe(500);
    expect([...stored]).toEqual([]);
    await app.close();
  });
});

describe('S3-compatible photo storage', () => {
  const config = { bucket: 'dishrated-photos', endpoint: 'http://127.0.0.1:9000', region: 'ap-south-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', publicUrl: 'https://cdn.example.in' };

  it('puts each photo signed, with its type and cache header, and answers the public URL', async () => {
    const requests: Request[] = [];
    const storage = s3PhotoStorage(config, (async (request: Request) => {
      requests.push(request);
      return new Response(null, { status: 200 });
    }) as typeof fetch);
    const url = await storage.put('photos/abc-1600.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(url).toBe('https://cdn.example.in/photos/abc-1600.webp');
    const [put] = requests;
    expect(put!.method).toBe('PUT');
    expect(put!.url).toBe('http://127.0.0.1:9000/dishrated-photos/photos/abc-1600.webp');
    expect(put!.headers.get('authorization')).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request/);
    expect(put!.headers.get('content-type')).toBe('image/webp');
    expect(put!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('reports a refused write as a failure (so the upload is undone)', async () => {
    const storage = s3PhotoStorage(config, (async () => new Response('denied', { status: 403 })) as typeof fetch);
    await expect(storage.put('photos/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
  });
});

describe('upload quota and unused photos', () => {
  it('refuses an account its photos beyond the hourly quota, saying when it may upload again', async () => {
    const limited = await createTestContext({ uploadsDir, uploadsPerHour: 2 });
    try {
      const who = await session(limited.app, limited.database.db, 'owner', 'Busy Uploader');
      const send = async () => {
        const form = multipartFile(await picture('jpeg', 300, 200));
        return limited.app.inject({ method: 'POST', url: '/api/owner/uploads', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${who.token}` } });
      };
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/2 photos an hour\. Please try again in 60 minutes/) });
      // Another owner's quota is their own.
      const other = await session(limited.app, limited.database.db, 'owner', 'Other Uploader');
      const form = multipartFile(await picture('jpeg', 300, 200));
      expect((await limited.app.inject({ method: 'POST', url: '/api/owner/uploads', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${other.token}` } })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('deletes a photo nothing uses a day after upload, and keeps the one a truck shows', async () => {
    const kept = (await upload(await picture('jpeg', 500, 400))).json().data;
    const dropped = (await upload(await picture('jpeg', 500, 400))).json().data;
    const truck = await ctx.app.inject({
      method: 'POST',
      url: '/api/owner/trucks',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: 'Sweep Truck', description: 'x', cuisine: 'Thai', location: { address: 'MG Road', coordinates: { latitude: 12.97, longitude: 77.6 } } },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/owner/trucks/${truck.json().data.truck.id}/images`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { images: [{ url: kept.url }] },
    });
    const storage = localPhotoStorage(uploadsDir);
    const today = createUploadService({ db: ctx.database.db, storage, perHour: 100 });
    await today.removeUnused();
    expect((await ctx.app.inject(dropped.url)).statusCode, 'a photo is kept for its first day').toBe(200);

    const tomorrow = createUploadService({ db: ctx.database.db, storage, perHour: 100, now: () => new Date(Date.now() + 25 * 3_600_000) });
    expect(await tomorrow.removeUnused()).toBeGreaterThanOrEqual(1);
    expect((await ctx.app.inject(dropped.url)).statusCode).toBe(404);
    expect((await ctx.app.inject(dropped.thumbnailUrl)).statusCode).toBe(404);
    expect((await ctx.app.inject(kept.url)).statusCode).toBe(200);
  });
});
