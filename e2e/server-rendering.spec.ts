import type { APIRequestContext, Page } from '@playwright/test';
import { createTruck, eastOf, expect, placeOfItsOwn, registerOwner, test, truckWithDish } from './fixtures';
import { skipLocationQuestion } from './helpers';

/** A truck with a dish, made for the test. */
async function aTruck(request: APIRequestContext): Promise<{ id: string; name: string }> {
  return truckWithDish(request, await registerOwner(request), { name: 'Masala Dosa', description: 'Crisp dosa with potato masala', category: 'Dosas', price: 90 });
}

/** Errors the page reports while loading; a hydration mismatch is reported as one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('a truck page arrives rendered: its name and menu are in the HTML before any script runs', async ({ page, request }) => {
  const truck = await aTruck(request);
  const html = await (await page.request.get(`/trucks/${truck.id}`)).text();
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toContain(`>${truck.name}</h1>`);
  expect(root).toMatch(/Menu/);
  expect(root).toContain('Masala Dosa');
});

test('a truck page shown without JavaScript still names the truck', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const truck = await aTruck(request);
  await page.goto(`/trucks/${truck.id}`);
  await expect(page.getByRole('heading', { level: 1, name: truck.name })).toBeVisible();
  await context.close();
});

test('the browser takes over a server-rendered page without errors, and its controls work', async ({ page, request }) => {
  const errors = collectErrors(page);
  const truck = await aTruck(request);
  await page.goto(`/trucks/${truck.id}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  for (const path of ['/', '/events', '/blog', '/find-trucks']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a signed-in visitor sees their account on a server-rendered page once it is taken over', async ({ page, customer }) => {
  void customer;
  await skipLocationQuestion(page);
  const html = await (await page.request.get('/events')).text();
  expect(html).not.toContain('Account menu for');
  await page.goto('/events');
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
});

test('a visitor who shared their location sees nearby trucks on the rendered home page', async ({ page, context, request }) => {
  const here = placeOfItsOwn();
  const truck = await createTruck(request, await registerOwner(request), { name: 'Nimbu Pani Cart', location: { address: 'Old Bus Stand', coordinates: eastOf(here, 0.5) } });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  await page.addInitScript((spot) => {
    localStorage.setItem(
      'dishrated_location_preferences',
      JSON.stringify({ hasAskedPermission: true, permissionGranted: true, cachedLocation: { lat: spot.latitude, lng: spot.longitude, timestamp: Date.now() }, lastAsked: Date.now() }),
    );
  }, here);
  await page.goto('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Nearest first; another test's truck may stand within the radius too (the spots are random).
  await expect(page.getByRole('list', { name: 'Nearby food trucks' }).getByRole('listitem').first()).toHaveText(new RegExp(`^${truck.name}`));
});

test('without JavaScript a visitor goes from home to a truck and back by its links', async ({ browser, request }) => {
  // The home page links to trending trucks: there is at least this one.
  await aTruck(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Local Flavors' })).toBeVisible();
  const truckLink = page.locator('main a[href^="/trucks/"]').first();
  const href = (await truckLink.getAttribute('href'))!;
  await truckLink.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Local Flavors' })).toBeVisible();
  await context.close();
});

test('without JavaScript Find Trucks lists popular trucks and links every city, instead of waiting for a location', async ({ browser, request }) => {
  // The list is the best-loved trucks: there is at least this one.
  await aTruck(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/find-trucks');
  const popular = page.getByRole('list', { name: 'Popular food trucks' });
  await expect(popular.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/Found 0/)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Food trucks by city' }).getByRole('link', { name: 'Bengaluru' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Food trucks in Bengaluru' })).toBeVisible();
  await context.close();
});

test('a dashboard arrives as its frame, the header and a loading line, before any script runs', async ({ page }) => {
  const html = await (await page.request.get('/owner/dashboard')).text();
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toContain('data-server-rendered');
  expect(root).toContain('Find Trucks');
  expect(root).toContain('Loading...');
  expect(html).toContain('<meta name="robots" content="noindex" />');
});

test("a server-rendered page whose code does not arrive keeps working links and offers Reload", async ({ page, request }) => {
  const truck = await aTruck(request);
  await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`/trucks/${truck.id}`, { waitUntil: 'commit' });
  const notice = page.getByRole('alert').filter({ hasText: 'Part of this page did not load. Links still work.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
