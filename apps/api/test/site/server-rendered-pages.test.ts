import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { openTestDatabase, testConfig } from '../helpers.js';
import { createOwnedTruck, session } from '../owner/owner-helpers.js';

let database: DatabaseHandle;
let app: App;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="DishRated" />
    <title>DishRated</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/main-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The build's chunk list: index.html's entry, the hydrating script, and main.tsx behind both. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_main-abc.js'] },
  'src/hydration-bootstrap.ts': { file: 'assets/hydration-bootstrap-abc.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
  'src/main.tsx': { file: 'assets/main-facade-abc.js', isDynamicEntry: true, imports: ['_main-abc.js'] },
  '_main-abc.js': { file: 'assets/main-abc.js' },
  'src/app/routes/truck-detail.tsx': { file: 'assets/truck-detail-abc.js', isDynamicEntry: true, imports: ['_main-abc.js'] },
};

/**
 * A stand-in for the web app's server renderer (apps/web/dist-server/entry-server.js): it asks the
 * API for a truck the way a screen does and renders its name; with ?fail in the address it throws.
 */
const ENTRY_SERVER = `
export async function renderPage(url, transport) {
  if (url.searchParams.has('fail')) throw new Error('render failed');
  const id = url.pathname.split('/').pop();
  const response = await transport('/api/trucks/' + id, { method: 'GET', headers: { accept: 'application/json' } });
  const body = await response.json();
  if (!response.ok) return null;
  return { html: '<h1>' + body.data.truck.name.replace(/</g, '&lt;') + '</h1>', queries: { queries: [{ queryKey: ['trucks', 'detail', id], state: { data: body.data } }] } };
}`;

beforeAll(async () => {
  const build = mkdtempSync(join(tmpdir(), 'dishrated-build-'));
  const webDir = join(build, 'dist');
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  mkdirSync(join(build, 'dist-server'));
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDir, 'assets', 'index-abc.css'), 'body{color:#111}');
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(build, 'dist-server', 'entry-server.js'), ENTRY_SERVER);
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db, webDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const page = (url: string) => app.inject({ method: 'GET', url });
const queriesOf = (html: string) => JSON.parse(/<script type="application\/json" id="dishrated-queries">(.*?)<\/script>/s.exec(html)![1]!);

describe('public pages arrive rendered by the server', () => {
  it("a truck page carries the truck's name and the data it was rendered with", async () => {
    const owner = await session(app, database.db, 'owner', 'Rendered Owner');
    const truck = await createOwnedTruck(app, owner, { name: 'Tandoor Tales' });
    const res = await page(`/trucks/${truck.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Tandoor Tales</h1></div>');
    expect(queriesOf(res.body).queries[0].state.data.truck.name).toBe('Tandoor Tales');
  });

  it("counts each visitor of a rendered truck page once, by the visitor's address (not the server's own reads)", async () => {
    const owner = await session(app, database.db, 'owner', 'Counted Owner');
    const truck = await createOwnedTruck(app, owner, { name: 'Counted Chaat' });
    for (const remoteAddress of ['198.51.100.1', '198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await app.inject({ method: 'GET', url: `/trucks/${truck.id}`, remoteAddress })).body).toContain('<h1>Counted Chaat</h1>');
    }
    await app.truckStats.flush();
    const analytics = await app.inject({ method: 'GET', url: '/api/owner/analytics', headers: { authorization: `Bearer ${owner.token}` } });
    expect(analytics.json().data.totals.views).toBe(3);
  });

  it('arrives as usable HTML, marked rendered until the app hydrates it (never inert: links and text work without the app)', async () => {
    const owner = await session(app, database.db, 'owner', 'Rendered Owner');
    const truck = await createOwnedTruck(app, owner, { name: 'Rendered Idli' });
    const body = (await page(`/trucks/${truck.id}`)).body;
    expect(body).toContain('<div id="root" data-server-rendered><h1>Rendered Idli</h1></div>');
    expect(body).not.toContain(' inert');
  });

  it("loads the app's code only after painting: the hydrating script, and the chunks it is to fetch", async () => {
    const owner = await session(app, database.db, 'owner', 'Code Owner');
    const truck = await createOwnedTruck(app, owner, { name: 'Code Kulfi' });
    const html = (await page(`/trucks/${truck.id}`)).body;
    expect(html).not.toContain('index-abc.js');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script type="module" src="/assets/hydration-bootstrap-abc.js"></script>');
    const listed = JSON.parse(/<script type="application\/json" id="dishrated-code">(.*?)<\/script>/s.exec(html)![1]!);
    expect(listed).toEqual(['/assets/main-facade-abc.js', '/assets/main-abc.js', '/assets/truck-detail-abc.js']);
  });

  it('data holding </script> cannot end the element that carries it', async () => {
    const owner = await session(app, database.db, 'owner', 'Script Owner');
    const truck = await createOwnedTruck(app, owner, { name: 'Chaat </script><b>Corner' });
    const res = await page(`/trucks/${truck.id}`);
    expect(res.body).not.toContain('</script><b>');
    expect(queriesOf(res.body).queries[0].state.data.truck.name).toBe('Chaat </script><b>Corner');
  });

  it('the stylesheet is written into the page, so the first paint waits for nothing else', async () => {
    const res = await page('/about');
    expect(res.body).toContain('<style>body{color:#111}</style>');
    expect(res.body).not.toContain('index-abc.css');
  });

  it('a page whose rendering fails is still served, for the browser to render', async () => {
    const res = await page('/about?fail=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('signed-in screens are left to the browser', async () => {
    const res = await page('/owner/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('dishrated-queries');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });
});
