import { expect, test, type Page } from '@playwright/test';
import { screenshot, scrollToMap, signInAsDemo, skipLocationQuestion, waitForApp } from './helpers';

async function openTruck(page: Page) {
  const res = await page.request.get('/api/trucks?openNow=true&limit=1');
  const truck = (await res.json()).data.trucks[0];
  await page.goto(`/trucks/${truck.id}`);
  await expect(page.getByRole('heading', { level: 1, name: truck.name })).toBeVisible();
  return truck as { id: string; name: string; location: { coordinates: { latitude: number; longitude: number } } };
}

test.beforeEach(async ({ page }) => {
  await skipLocationQuestion(page);
});

test('truck detail shows the menu in rupees, the schedule, about and a map', async ({ page }) => {
  const truck = await openTruck(page);
  await expect(page.getByText(/\(\d+ reviews\)/)).toBeVisible();
  const menu = page.getByRole('tabpanel');
  await expect(menu.getByText(/^₹\d+/).first()).toBeVisible();
  await scrollToMap(page, `Map of ${truck.name}`);
  await expect(page.locator(`.leaflet-marker-icon[title="${truck.name}"]`)).toHaveCount(1);
  await expect(page.getByText(`${truck.location.coordinates.latitude.toFixed(4)}, ${truck.location.coordinates.longitude.toFixed(4)}`)).toBeVisible();
  // Fresh positions say 'updated … ago'; ones older than the stale limit say 'last seen … ago'.
  await expect(page.getByText(/^Location (updated|last seen) (.* ago|just now)$/)).toBeVisible();
  await screenshot(page, 'truck-detail-1280');

  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Weekly Schedule' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Monday' })).toBeVisible();
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'Quick info' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message the owner' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Menu' }).click();
  await screenshot(page, 'truck-detail-390');
});

test('on a phone the map and its library load only when scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const truck = await openTruck(page);
  await expect(page.getByRole('tabpanel').getByText(/^₹\d+/).first()).toBeVisible();
  const loadedBefore = scripts.length;
  await expect(page.getByRole('region', { name: `Map of ${truck.name}` })).toHaveCount(0);
  await scrollToMap(page, `Map of ${truck.name}`);
  await expect(page.locator(`.leaflet-marker-icon[title="${truck.name}"]`)).toHaveCount(1);
  // Scrolling there fetched the map's code, which the page had not loaded.
  expect(scripts.length).toBeGreaterThan(loadedBefore);
});

test('pre-order asks a visitor to log in', async ({ page }) => {
  await openTruck(page);
  await page.getByRole('button', { name: 'Pre-Order for Pickup' }).click();
  await expect(page.getByText('Please log in to place a pre-order')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test.describe('directions', () => {
  test.use({ geolocation: { latitude: 12.95, longitude: 77.6 }, permissions: ['geolocation'] });
  test('open a route from the user to the truck in a new tab', async ({ page, context }) => {
    const truck = await openTruck(page);
    // Never leave 127.0.0.1: answer the map site from here.
    await context.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ body: 'map', contentType: 'text/plain' }));
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Get Directions' }).click()]);
    await expect.poll(() => tab.url()).toContain(`route=12.95,77.6;${truck.location.coordinates.latitude},${truck.location.coordinates.longitude}`);
  });
});

test('directions without location open the truck point', async ({ page, context }) => {
  await context.clearPermissions();
  const truck = await openTruck(page);
  await context.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ body: 'map', contentType: 'text/plain' }));
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Get Directions' }).click()]);
  await expect.poll(() => tab.url()).toContain(`mlat=${truck.location.coordinates.latitude}`);
  await expect(page.getByText('Opened truck location. Enable location access for turn-by-turn directions.')).toBeVisible();
});

test('an unknown truck shows Food Truck Not Found', async ({ page }) => {
  await page.goto('/trucks/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Food Truck Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('an admin sees Edit Truck on any truck, as the server lets admins manage every truck', async ({ page }) => {
  await signInAsDemo(page, 'Admin');
  const truck = (await (await page.request.get('/api/trucks/trending?limit=1')).json()).data.trucks[0];
  await page.goto(`/trucks/${truck.id}`);
  await expect(page.getByRole('link', { name: 'Edit Truck' })).toBeVisible();
});

test('a customer does not see Edit Truck', async ({ page }) => {
  await signInAsDemo(page, 'Customer');
  const truck = (await (await page.request.get('/api/trucks/trending?limit=1')).json()).data.trucks[0];
  await page.goto(`/trucks/${truck.id}`);
  await expect(page.getByRole('heading', { level: 1, name: truck.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Truck' })).toHaveCount(0);
});

test('a server failure offers Try Again instead of claiming the truck does not exist', async ({ page }) => {
  const truck = (await (await page.request.get('/api/trucks/trending?limit=1')).json()).data.trucks[0];
  let failures = 2; // the query retries once
  await page.route(`**/api/trucks/${truck.id}`, (route) =>
    failures-- > 0
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR', data: null }) })
      : route.continue(),
  );
  // Opened from home, so the browser asks the API itself (a truck page loaded directly arrives
  // drawn by the server, data included).
  await skipLocationQuestion(page);
  await page.goto('/');
  // A click while the app adopts the page the server drew can land on a link being redrawn.
  await waitForApp(page);
  await page.getByRole('link', { name: `View Details: ${truck.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Could Not Load This Food Truck' })).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: truck.name })).toBeVisible();
});
