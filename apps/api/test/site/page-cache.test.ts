import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { blogs, trucks } from '../../src/db/schema.js';
import { openTestDatabase, testConfig } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="DishRated" />
    <title>DishRated</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A stand-in for the web app's server renderer that counts its renders: a truck page renders the
 * truck's name, home the names of the trending trucks.
 */
const ENTRY_SERVER = `
export async function renderPage(url, transport) {
  globalThis.dishratedRenders = (globalThis.dishratedRenders ?? 0) + 1;
  const get = async (path) => (await transport(path, { method: 'GET', headers: { accept: 'application/json' } })).json();
  if (url.pathname.startsWith('/blog/')) {
    const body = await get('/api/blogs/' + url.pathname.split('/').pop());
    return body.success ? { html: '<h1>' + body.data.blog.title + '</h1>', queries: {} } : null;
  }
  if (url.pathname === '/') {
    const body = await get('/api/trucks/trending?limit=50');
    return { html: '<ul>' + body.data.trucks.map((t) => '<li>' + t.name + '</li>').join('') + '</ul>', queries: {} };
  }
  const body = await get('/api/trucks/' + url.pathname.split('/').pop());
  return body.success ? { html: '<h1>' + body.data.truck.name + '</h1><p>' + body.data.truck.status + '</p>' + 'x'.repeat(3000), queries: {} } : null;
}`;

let database: DatabaseHandle;
let app: App;
let owner: Session;
const renders = () => (globalThis as { dishratedRenders?: number }).dishratedRenders ?? 0;

beforeAll(async () => {
  const build = mkdtempSync(join(tmpdir(), 'dishrated-build-'));
  const webDir = join(build, 'dist');
  mkdirSync(webDir, { recursive: true });
  mkdirSync(join(build, 'dist-server'));
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(build, 'dist-server', 'entry-server.js'), ENTRY_SERVER);
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db, webDir });
  await app.ready();
  owner = await session(app, database.db, 'owner', 'Cache Owner');
  await app.changeFeed.caughtUp();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const visit = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('server-rendered pages are cached for the next visitor', () => {
  it('renders a truck page once: the next visitor gets the same page without rendering it again', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Kept Kachori' });
    const first = await visit(`/trucks/${truck.id}`);
    const before = renders();
    const second = await visit(`/trucks/${truck.id}`);
    expect(renders()).toBe(before);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('<h1>Kept Kachori</h1>');
  });

  it("keeps a post's page while visitors read it: the view count each read adds is no change a visitor sees", async () => {
    await database.db.insert(blogs).values({ slug: 'monsoon-menus', title: 'Monsoon Menus', status: 'published', publishedAt: new Date(), authorId: owner.user.id });
    await app.changeFeed.caughtUp();
    expect((await visit('/blog/monsoon-menus')).body).toContain('<h1>Monsoon Menus</h1>');
    const rendered = renders();
    await app.changeFeed.caughtUp();
    expect((await visit('/blog/monsoon-menus')).body).toContain('<h1>Monsoon Menus</h1>');
    expect(renders()).toBe(rendered);
  });

  it('renders a page once for visitors who ask for it at the same moment (a link shared to a busy group)', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Crowded Chaat' });
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 8 }, () => visit(`/trucks/${truck.id}`)));
    expect(renders()).toBe(before + 1);
    for (const answer of answers) expect(answer.body).toContain('<h1>Crowded Chaat</h1>');
  });

  it('sends a cached page compressed as the browser asks, and 304 to a browser that holds it', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Brotli Bhel' });
    const plain = (await visit(`/trucks/${truck.id}`)).body;
    const br = await visit(`/trucks/${truck.id}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await visit(`/trucks/${truck.id}`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const again = await visit(`/trucks/${truck.id}`, { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("renders a truck's page again once the owner changes the truck", async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Old Name Dhaba' });
    expect((await visit(`/trucks/${truck.id}`)).body).toContain('<h1>Old Name Dhaba</h1>');
    const renamed = await sender(app)('PUT', `/api/owner/trucks/${truck.id}/basic-info`, owner, { name: 'New Name Dhaba' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await visit(`/trucks/${truck.id}`)).body).toContain('<h1>New Name Dhaba</h1>');
  });

  it('drops the pages of a truck the database notifies changed, whichever instance wrote it', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Before Biryani' });
    expect((await visit(`/trucks/${truck.id}`)).body).toContain('<h1>Before Biryani</h1>');
    // Behind the API, as another instance's write arrives here: only the notification tells.
    await database.db.update(trucks).set({ name: 'After Biryani' }).where(eq(trucks.id, truck.id));
    await app.changeFeed.caughtUp();
    expect((await visit(`/trucks/${truck.id}`)).body).toContain('<h1>After Biryani</h1>');
  });

  it('drops a list page when any truck changes', async () => {
    const listed = await createOwnedTruck(app, owner, { name: 'Listed Lassi' });
    expect((await visit('/')).body).toContain('<li>Listed Lassi</li>');
    await database.db.update(trucks).set({ name: 'Relisted Lassi' }).where(eq(trucks.id, listed.id));
    await app.changeFeed.caughtUp();
    expect((await visit('/')).body).toContain('<li>Relisted Lassi</li>');
  });

  it('never shows an open state past its end: a cached page expires when the truck stops serving by the clock', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Brief Bhutta' });
    const until = Date.now() + 1500;
    const opened = await sender(app)('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'open', until: new Date(until).toISOString() });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await visit(`/trucks/${truck.id}`)).body).toContain('<p>open</p>');
    const cached = renders();
    expect((await visit(`/trucks/${truck.id}`)).body).toContain('<p>open</p>');
    expect(renders()).toBe(cached);
    // Past the end the owner gave, the page is rendered again from what the API says then.
    await expect.poll(async () => (await visit(`/trucks/${truck.id}`)).body, { timeout: 5000 }).toContain('<p>closed</p>');
    expect(Date.now()).toBeGreaterThanOrEqual(until);
  });

  it('keeps a page by the query parameters it reads: others neither miss the cache nor render again', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Query Qulfi' });
    await visit(`/trucks/${truck.id}`);
    const before = renders();
    for (let i = 0; i < 5; i++) expect((await visit(`/trucks/${truck.id}?v=${Math.random()}`)).body).toContain('<h1>Query Qulfi</h1>');
    expect(renders()).toBe(before);
  });

  it('renders a client’s pages in its browser past a bound, however many addresses it invents', async () => {
    const before = renders();
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await app.inject({ method: 'GET', url: `/trucks/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, remoteAddress: '203.0.113.77' }));
    // Unknown trucks: 404 pages, rendered as the shell; real pages past the bound get the shell too.
    expect(answers.every((res) => res.statusCode === 404)).toBe(true);
    const busy = await createOwnedTruck(app, owner, { name: 'Bound Bhel' });
    for (let i = 0; i < 35; i++) await app.inject({ method: 'GET', url: `/blog?page=${i + 1}`, remoteAddress: '203.0.113.78' });
    const past = await app.inject({ method: 'GET', url: `/trucks/${busy.id}`, remoteAddress: '203.0.113.78' });
    expect(past.body).not.toContain('<h1>Bound Bhel</h1>');
    expect((await app.inject({ method: 'GET', url: `/trucks/${busy.id}`, remoteAddress: '203.0.113.79' })).body).toContain('<h1>Bound Bhel</h1>');
    expect(renders()).toBeGreaterThan(before);
  });

  it('counts every visit to a kept truck page', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Counted Kulfi' });
    for (const remoteAddress of ['198.51.100.61', '198.51.100.62', '198.51.100.63']) await app.inject({ method: 'GET', url: `/trucks/${truck.id}`, remoteAddress });
    await app.truckStats.flush();
    const analytics = await app.inject({ method: 'GET', url: `/api/owner/analytics?truckId=${truck.id}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(analytics.json().data.totals.views).toBe(3);
  });
});
