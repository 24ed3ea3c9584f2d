import { isServerRenderedPath } from '@dishrated/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { createTruck, expect, registerOwner, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { skipLocationQuestion, waitForApp } from './helpers';

/** Every screen of the route table that needs no data of its own; truck detail is added with a real id. */
const STATIC_ROUTES = [
  '/', '/find-trucks', '/events', '/blog', '/about', '/aboutus', '/sustainability', '/contact', '/owner-signup',
  '/vendor-signup', '/vendor-resources', '/pricing', '/success-stories', '/privacy', '/terms', '/accessibility',
  '/coming-soon', '/login', '/register', '/forgot-password', '/reset-password?token=abc', '/no-such-page',
];
const OWNER_ROUTES = ['/owner/dashboard', '/trucks/create', '/profile'];

/** A truck made for the test, near the position the phone tests share (Koramangala, Bengaluru). */
async function aTruck(request: APIRequestContext) {
  return createTruck(request, await registerOwner(request), {
    name: `Koramangala Kulfi Cart ${Math.floor(Math.random() * 1e6)}`,
    location: { address: '80 Feet Road, Koramangala, Bengaluru', coordinates: { latitude: 12.9355, longitude: 77.6149 } },
  });
}
const aTruckPath = async (request: APIRequestContext) => `/trucks/${(await aTruck(request)).id}`;

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
}

async function expectHydratedAndClean(page: Page) {
  await waitForApp(page);
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  await expectNoSeriousViolations(page);
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, geolocation: { latitude: 12.9352, longitude: 77.6146 }, permissions: ['geolocation'] });

    // At 390 px the walk runs axe on each screen too (hydrated, mobile menu and all): the screens
    // are open already, and a phone's layout is where faults hide.
    const withAxe = width === 390;

    test(withAxe ? 'no public screen scrolls sideways, and axe finds nothing serious on any' : 'no public screen scrolls sideways', async ({ page, request }) => {
      // Twenty-three screens, each checked by axe at 390 px: more than one screen's time-out.
      test.slow(withAxe);
      await skipLocationQuestion(page);
      for (const path of [...STATIC_ROUTES, await aTruckPath(request)]) {
        await test.step(path, async () => {
          await settle(page, path);
          expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
          if (withAxe) await expectHydratedAndClean(page);
        });
      }
    });

    test(withAxe ? 'no owner screen scrolls sideways, and axe finds nothing serious on any' : 'no owner screen scrolls sideways', async ({ page, owner, request }) => {
      const truck = await createTruck(request, owner);
      for (const path of [...OWNER_ROUTES, `/trucks/${truck.id}/edit`, `/trucks/${truck.id}/location`]) {
        await test.step(path, async () => {
          await settle(page, path);
          expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
          if (withAxe) await expectHydratedAndClean(page);
        });
      }
    });

    test('the home Nearby list fits the screen', async ({ page, request }) => {
      await aTruck(request);
      await page.goto('/');
      await page.getByRole('button', { name: 'Allow Location' }).click();
      await page.getByRole('button', { name: 'List', exact: true }).click();
      const list = page.getByRole('list', { name: 'Nearby food trucks' });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Every row's status badge ends inside the screen.
      const rights = await list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right));
      for (const right of rights) expect(right).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `screenshots/home-nearby-list-${width}.png` });
    });
  });
}

test('every screen names its own browser tab', async ({ page, request }) => {
  await skipLocationQuestion(page);
  const titles = new Map<string, string>();
  for (const path of ['/', '/find-trucks', '/events', '/login', '/register', '/privacy', '/no-such-page']) {
    await settle(page, path);
    titles.set(path, await page.title());
  }
  expect(titles.get('/')).toBe('DishRated: Track. Taste. Thrive.');
  expect(titles.get('/find-trucks')).toBe('Find Trucks | DishRated');
  expect(titles.get('/no-such-page')).toBe('Page Not Found | DishRated');
  expect(new Set(titles.values()).size).toBe(titles.size);
  const truck = await aTruck(request);
  await page.goto(`/trucks/${truck.id}`);
  await expect(page).toHaveTitle(`${truck.name} | DishRated`);
});

/** Follows every internal link on the given screens once and fails on any that shows not-found. */
async function expectNoLinkLeadsToNotFound(page: Page, startPaths: string[]) {
  const seen = new Set<string>();
  for (const start of startPaths) {
    await settle(page, start);
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) seen.add(href.split('#')[0]!);
  }
  const broken: string[] = [];
  for (const href of seen) {
    if (href.startsWith('/api/') || /\.(svg|png|jpg|xml|txt)$/.test(href)) continue;
    const path = href.split('?')[0]!;
    if (isServerRenderedPath(path)) {
      // The server renders these, and answers 404 with its not-found page for a path or an id it
      // has no screen for: asked as the browser would (with its cookies), the status says it.
      if ((await page.request.get(href)).status() >= 400) broken.push(href);
      continue;
    }
    // The page fixture's goto waits until the app has taken the page over: by then an unknown
    // path shows not-found (the router decides it, no data needed).
    await page.goto(href);
    await expect(page.locator('main').first()).toBeVisible();
    if (await page.getByRole('heading', { name: 'Page not found' }).isVisible()) broken.push(href);
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(10);
}

test('no link a visitor can see leads to not-found', async ({ page, request }) => {
  await skipLocationQuestion(page);
  await expectNoLinkLeadsToNotFound(page, ['/', '/find-trucks', await aTruckPath(request), '/login', '/register', '/events']);
});

test("no link an owner sees on their own truck leads to not-found", async ({ page, owner, request }) => {
  await skipLocationQuestion(page);
  const own = await createTruck(request, owner);
  await page.goto(`/trucks/${own.id}`);
  await expect(page.getByRole('link', { name: 'Edit Truck' })).toBeVisible();
  await expectNoLinkLeadsToNotFound(page, [`/trucks/${own.id}`, '/owner/dashboard', '/profile']);
});

test('a visitor who scrolls a server-rendered page before the app takes it over stays where they scrolled, and a new screen starts at the top', async ({ page }) => {
  await skipLocationQuestion(page);
  // Hold the app's code back until the visitor has scrolled.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/hydration-bootstrap-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  // The page's load waits for its code, which is held: go on once the HTML arrives.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Discover Local Flavors' })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  releaseApp();
  await waitForApp(page);
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).first().click();
  await expect(page).toHaveURL('/about');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** Every page address in the sitemap files, as paths. */
async function sitemapPaths(request: APIRequestContext): Promise<Set<string>> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')));
  const index = locs(await (await request.get('/sitemap.xml')).text());
  const files = await Promise.all(index.map(async (file) => locs(await (await request.get(file.pathname)).text())));
  return new Set(files.flat().map((url) => `${url.pathname}${url.search}`));
}

/** Follows the links of server-rendered HTML from `/`, as a crawler without JavaScript does; answers the paths reached. */
async function crawl(request: APIRequestContext, limit = 3000): Promise<Set<string>> {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length > 0 && seen.size < limit) {
    const batch = queue.splice(0, 8);
    await Promise.all(
      batch.map(async (path) => {
        const res = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
        if (!(res.headers()['content-type'] ?? '').includes('text/html')) return;
        for (const [, href] of (await res.text()).matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
          const link = href!.replace(/&amp;/g, '&');
          if (link.startsWith('//') || link.startsWith('/api/') || /\.[a-z0-9]+$/i.test(link.split('?')[0]!) || seen.has(link)) continue;
          seen.add(link);
          queue.push(link);
        }
      }),
    );
  }
  return seen;
}

test('every sitemap address can be reached by following links from the home page, without JavaScript', async ({ request }) => {
  const before = await sitemapPaths(request);
  let reached = await crawl(request);
  // Other tests add and remove trucks meanwhile, which shifts a city's pages: a second pass finds
  // what moved; what was removed meanwhile is no longer in the sitemap.
  const after = await sitemapPaths(request);
  let missing = [...before].filter((path) => after.has(path) && !reached.has(path));
  if (missing.length > 0) reached = new Set([...reached, ...(await crawl(request))]);
  missing = missing.filter((path) => !reached.has(path));
  expect(missing).toEqual([]);
  expect(before.size).toBeGreaterThan(20);
});
