import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indiaDay } from '@dishrated/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { pageModuleFiles } from '../../src/features/site/page-modules.js';
import { openTestDatabase, testConfig } from '../helpers.js';
import { cityEventBody } from '../admin/admin-helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';

let database: DatabaseHandle;
let app: App;
let owner: Session;
let admin: Session;
let send: ReturnType<typeof sender>;

/** The head of the built index.html, as Vite writes it. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="DishRated: Track. Taste. Thrive. Find the best food trucks near you." />
    <title>DishRated: Track. Taste. Thrive.</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The build's chunk list (dist/.vite/manifest.json), as Vite writes it. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react-a1.js'] },
  '_react-a1.js': { file: 'assets/react-a1.js' },
  '_card-a1.js': { file: 'assets/card-a1.js', imports: ['_react-a1.js'] },
  'src/features/trucks/pages/find-trucks-page.tsx': { file: 'assets/find-trucks-page-a1.js', isDynamicEntry: true, imports: ['index.html', '_react-a1.js', '_card-a1.js'] },
  'src/app/routes/truck-detail.tsx': { file: 'assets/truck-detail-a1.js', isDynamicEntry: true, imports: ['index.html', '_card-a1.js'] },
};

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'dishrated-web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  mkdirSync(join(webDir, 'images'));
  writeFileSync(join(webDir, 'images', 'dosa.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#f59e0b"/></svg>');
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ publicUrl: 'https://dishrated.example' }), db: database.db, webDir });
  await app.ready();
  send = sender(app);
  owner = await session(app, database.db, 'owner', 'Site Owner');
  admin = await session(app, database.db, 'admin', 'Site Admin');
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const page = (url: string) => app.inject({ method: 'GET', url });
const metaContent = (html: string, attr: string, key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);

describe('a truck page as a crawler or link preview sees it', () => {
  it("carries the truck's title, Open Graph and Twitter tags", async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Biryani Bandi' });
    const res = await page(`/trucks/${truck.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Biryani Bandi | DishRated</title>');
    expect(metaContent(res.body, 'property', 'og:title')).toBe('Biryani Bandi');
    expect(metaContent(res.body, 'property', 'og:url')).toBe(`https://dishrated.example/trucks/${truck.id}`);
    expect(metaContent(res.body, 'property', 'og:image')).toMatch(/^https:\/\/dishrated\.example\//);
    expect(metaContent(res.body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(res.body, 'name', 'description')).toMatch(/South Indian food truck at Jayanagar 4th Block/);
  });

  it('previews with a 1200×630 JPEG made from the truck’s SVG picture', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Pictured Pesarattu', image: '/images/dosa.svg' });
    const card = new URL(metaContent((await page(`/trucks/${truck.id}`)).body, 'property', 'og:image')!);
    expect(metaContent((await page(`/trucks/${truck.id}`)).body, 'name', 'twitter:image')).toBe(card.href);
    const res = await page(`${card.pathname}${card.search}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const { format, width, height } = await sharp(res.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    // The picture itself, not the brand card: the SVG's amber fills the frame.
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it("previews an event whose picture cannot be read with the brand's card", async () => {
    const event = (await send('POST', '/api/events', admin, { ...cityEventBody('Preview Mela'), image: '/images/gone.svg' })).json().data.event;
    const card = new URL(metaContent((await page(`/events/${event.id}`)).body, 'property', 'og:image')!);
    const res = await page(`${card.pathname}${card.search}`);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    expect((await page('/previews/trucks/00000000-0000-4000-8000-000000000000.jpg')).statusCode).toBe(404);
  });

  it('carries FoodEstablishment structured data with its position and rating', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Rated Rolls' });
    const reviewer = await session(app, database.db, 'user');
    await send('POST', '/api/reviews', reviewer, { truckId: truck.id, rating: 4, title: 'Good rolls', comment: 'Flaky paratha and a generous filling.' });
    const data = jsonLd((await page(`/trucks/${truck.id}`)).body);
    expect(data).toMatchObject({
      '@type': 'FoodEstablishment',
      name: 'Rated Rolls',
      servesCuisine: 'South Indian',
      priceRange: '₹',
      geo: { '@type': 'GeoCoordinates', latitude: 12.925, longitude: 77.5938 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
  });

  it('gives the FoodEstablishment its phone, city, state and weekly hours', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Hours Halwa' });
    await send('PUT', `/api/owner/trucks/${truck.id}/about`, owner, { phone: '+91 98450 12345' });
    await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { label: 'Jayanagar 4th Block', latitude: 12.925, longitude: 77.5938, startTime: '18:00', endTime: '22:30', weekdays: ['Monday', 'Friday'], fromDate: indiaDay(Date.now()) });
    await app.changeFeed.caughtUp();
    const data = jsonLd((await page(`/trucks/${truck.id}`)).body);
    expect(data.telephone).toBe('+91 98450 12345');
    expect(data.address).toMatchObject({ addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN' });
    expect(data.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '18:00', closes: '22:30' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '22:30' },
      ]),
    );
    expect(data.openingHoursSpecification).toHaveLength(2);
  });

  it('keeps a name with markup inert in the tags and the structured data', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Evil </script><script>alert(1)</script> "Truck"' });
    const html = (await page(`/trucks/${truck.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html).name).toBe('Evil </script><script>alert(1)</script> "Truck"');
  });

  it('answers 404 with the not-found page for an unknown or malformed truck id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await page(`/trucks/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

describe('event and blog pages', () => {
  it('give an event its Event structured data', async () => {
    const res = await send('POST', '/api/events', admin, cityEventBody('Chowpatty Night Market', { address: 'Girgaon Chowpatty, Mumbai', coordinates: { latitude: 18.9548, longitude: 72.8136 } }));
    const html = (await page(`/events/${res.json().data.event.id}`)).body;
    expect(metaContent(html, 'property', 'og:title')).toBe('Chowpatty Night Market');
    expect(metaContent(html, 'property', 'og:image')).toBe('https://images.example.com/fest.jpg');
    expect(jsonLd(html)).toMatchObject({ '@type': 'Event', name: 'Chowpatty Night Market', location: { '@type': 'Place', address: 'Girgaon Chowpatty, Mumbai' } });
  });

  it('answer 404 for an event awaiting approval', async () => {
    const res = await send('POST', '/api/events', owner, cityEventBody('Unapproved Fest'));
    expect((await page(`/events/${res.json().data.event.id}`)).statusCode).toBe(404);
  });

  it('give a published post BlogPosting data and leave drafts out', async () => {
    const body = { title: 'Street Food of Indore', excerpt: 'Sarafa after dark.', content: 'Sarafa Bazaar turns into a food street every night after the jewellers close.', category: 'city-guides', tags: [] };
    const published = (await send('POST', '/api/admin/blogs', admin, { ...body, status: 'published' })).json().data.blog;
    const draft = (await send('POST', '/api/admin/blogs', admin, { ...body, title: 'Draft about Indore', status: 'draft' })).json().data.blog;
    const html = (await page(`/blog/${published.slug}`)).body;
    expect(jsonLd(html)).toMatchObject({ '@type': 'BlogPosting', headline: 'Street Food of Indore', author: { name: 'Site Admin 1' } });
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect((await page(`/blog/${draft.slug}`)).statusCode).toBe(404);
  });
});

describe('the other screens', () => {
  it('each send their own title and description', async () => {
    const about = (await page('/about')).body;
    const pricing = (await page('/pricing')).body;
    expect(about).toContain('<title>About Us | DishRated</title>');
    expect(pricing).toContain('<title>Pricing | DishRated</title>');
    expect(metaContent(about, 'name', 'description')).not.toBe(metaContent(pricing, 'name', 'description'));
  });

  it('answer 404 for a path the app has no screen for, and 200 for one with parameters', async () => {
    expect((await page('/no-such-page')).statusCode).toBe(404);
    expect((await page('/trucks/00000000-0000-4000-8000-000000000000/edit')).statusCode).toBe(200);
  });

  it.each(['/trucks/create', '/events/create'])('answer 200 for the form at %s, kept out of search results, not 404 for a record called "create"', async (path) => {
    const res = await page(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });
});

describe("a screen's code", () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

  it('is asked for by the HTML of Find Trucks next to the main script, without what the main script loads itself', async () => {
    expect(preloads((await page('/find-trucks')).body)).toEqual(['/assets/find-trucks-page-a1.js', '/assets/card-a1.js']);
  });

  it("is asked for by a truck's page", async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Preload Paratha' });
    expect(preloads((await page(`/trucks/${truck.id}`)).body)).toEqual(['/assets/truck-detail-a1.js', '/assets/card-a1.js']);
  });

  it('is not guessed for a screen without an entry in the table', async () => {
    expect(preloads((await page('/about')).body)).toEqual([]);
  });

  it("names modules that exist in the web app's source", () => {
    const webRoot = join(import.meta.dirname, '../../../web');
    for (const file of pageModuleFiles()) expect(existsSync(join(webRoot, file)), file).toBe(true);
  });
});

describe('pages without a picture of their own', () => {
  it.each(['/', '/find-trucks', '/events', '/about', '/dishes/vada-pav'])('%s has its canonical address, a PNG card and a Twitter card', async (path) => {
    const html = (await page(path)).body;
    expect(html).toContain(`<link rel="canonical" href="https://dishrated.example${path === '/' ? '/' : path}" />`);
    expect(metaContent(html, 'property', 'og:image')).toBe('https://dishrated.example/icons/social-card.png');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it('a dish page describes itself to search engines as the collection of trucks serving the dish', async () => {
    expect(jsonLd((await page('/dishes/vada-pav')).body)).toMatchObject({ '@type': 'CollectionPage', name: 'Vada Pav near you', url: 'https://dishrated.example/dishes/vada-pav', about: { name: 'Vada Pav' } });
  });

  it('a private screen has no canonical address and stays out of indexes', async () => {
    const html = (await page('/owner/dashboard')).body;
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('old addresses', () => {
  it('/aboutus moves for good to /about, keeping its query', async () => {
    const res = await page('/aboutus?from=footer');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/about?from=footer');
  });
});

describe('sitemap and robots', () => {
  it('lists a new truck in the truck sitemap named by the index', async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Sitemap Sizzler' });
    const index = await page('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    expect(index.body).toContain('<loc>https://dishrated.example/sitemaps/trucks-1.xml</loc>');
    expect((await page('/sitemaps/trucks-1.xml')).body).toContain(`<loc>https://dishrated.example/trucks/${truck.id}</loc>`);
  });

  it('lists the public pages and published posts, not private screens or drafts', async () => {
    const post = (await send('POST', '/api/admin/blogs', admin, { title: 'Sitemap Post Title', excerpt: 'x', content: 'A post long enough to be saved as a real blog post body.', category: 'news', status: 'published' })).json().data.blog;
    const xml = (await page('/sitemaps/pages.xml')).body;
    expect(xml).toContain('<loc>https://dishrated.example/about</loc>');
    expect(xml).toContain(`<loc>https://dishrated.example/blog/${post.slug}</loc>`);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/profile');
  });

  it('serves robots.txt as text that names the sitemap and keeps private screens out', async () => {
    const res = await page('/robots.txt');
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('Sitemap: https://dishrated.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /admin');
  });

  it("blocks the owner's screens but not the owner sign-up page /pricing links to", async () => {
    const rules = (await page('/robots.txt')).body
      .split('\n')
      .map((line) => /^(Allow|Disallow): (.+)$/.exec(line))
      .filter((m) => m !== null)
      .map(([, kind, rule]) => ({ allow: kind === 'Allow', rule: rule! }));
    // As search engines read robots.txt: the longest matching rule wins; `$` anchors the end.
    const allowed = (path: string) => {
      const matching = rules.filter(({ rule }) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
      return matching.sort((a, b) => b.rule.length - a.rule.length)[0]?.allow ?? true;
    };
    expect(allowed('/owner-signup')).toBe(true);
    expect(allowed('/owner')).toBe(false);
    expect(allowed('/owner/dashboard')).toBe(false);
    expect(allowed('/trucks/123')).toBe(true);
  });
});

describe('the API document with the web app served', () => {
  it('still answers, listing API routes and not the pages', async () => {
    const res = await page('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/trucks/{id}');
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});
