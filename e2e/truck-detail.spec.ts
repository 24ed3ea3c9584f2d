import type { APIRequestContext, Page } from '@playwright/test';
import { createTruck, expect, registerCustomer, registerOwner, test, truckWithDish } from './fixtures';
import { screenshot, scrollToMap, skipLocationQuestion } from './helpers';

const MORE_DISHES = ['Egg Roll', 'Paneer Roll', 'Mutton Roll', 'Aloo Roll', 'Mushroom Roll', 'Double Egg Chicken Roll'];

/**
 * A truck made for this test: open, with a week's hours, a full menu (so the map sits below the
 * first screen of a phone), a review and a position shared just now.
 */
async function openTruck(page: Page, request: APIRequestContext) {
  const owner = await registerOwner(request);
  const truck = await truckWithDish(request, owner, { name: 'Chicken Kathi Roll', description: 'Smoky chicken tikka in a flaky paratha', category: 'Rolls', price: 160 });
  const auth = { authorization: `Bearer ${owner.token}` };
  for (const [i, name] of MORE_DISHES.entries()) {
    await request.post(`/api/owner/trucks/${truck.id}/menu`, { headers: auth, data: { menuItem: { name, description: 'Rolled to order in a flaky paratha', category: 'Rolls', price: 90 + 10 * i, dietType: 'non-veg' } } });
  }
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const coordinates = { latitude: 22.5646, longitude: 88.3513 };
  // The owner's Open holds against the hours below (until they start, or for two hours), and they take orders ahead.
  await request.put(`/api/owner/trucks/${truck.id}/location-sharing`, { headers: auth, data: { enabled: true } });
  await request.put(`/api/owner/trucks/${truck.id}/status`, { headers: auth, data: { status: 'open' } });
  await request.put(`/api/owner/trucks/${truck.id}/ordering`, { headers: auth, data: { takingOrders: true, prepMinutes: 5, perSlot: 5, soldOut: [] } });
  await request.put(`/api/owner/trucks/${truck.id}/location`, { headers: auth, data: { address: 'Esplanade, Kolkata', coordinates } });
  // Hours per day, as earlier clients send them: stops at the truck's place.
  await request.put(`/api/owner/trucks/${truck.id}/schedule`, { headers: auth, data: { schedule: days.map((day) => ({ day, hours: '5:00 PM - 11:00 PM', location: 'Esplanade, Kolkata' })) } });
  const diner = await registerCustomer(request, 'Neha Kapoor');
  await request.post('/api/reviews', { headers: { authorization: `Bearer ${diner.token}` }, data: { truckId: truck.id, rating: 5, title: 'Best roll in Esplanade', comment: 'Flaky paratha, smoky filling and a chutney with a real kick.' } });
  await page.goto(`/trucks/${truck.id}`);
  await expect(page.getByRole('heading', { level: 1, name: truck.name })).toBeVisible();
  return { ...truck, location: { coordinates } };
}

test.beforeEach(async ({ page }) => {
  await skipLocationQuestion(page);
});

test('truck detail shows the menu in rupees, the schedule, about and a map', async ({ page, request }) => {
  const truck = await openTruck(page, request);
  await expect(page.getByText('(1 review)')).toBeVisible();
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
  await expect(page.getByRole('row', { name: /Monday 5:00 PM - 11:00 PM Esplanade, Kolkata/ })).toBeVisible();
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'Quick info' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message the owner' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Menu' }).click();
  await screenshot(page, 'truck-detail-390');
});

test('on a phone the map and its library load only when scrolled to', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const truck = await openTruck(page, request);
  await expect(page.getByRole('tabpanel').getByText(/^₹\d+/).first()).toBeVisible();
  const loadedBefore = scripts.length;
  await expect(page.getByRole('region', { name: `Map of ${truck.name}` })).toHaveCount(0);
  await scrollToMap(page, `Map of ${truck.name}`);
  await expect(page.locator(`.leaflet-marker-icon[title="${truck.name}"]`)).toHaveCount(1);
  // Scrolling there fetched the map's code, which the page had not loaded.
  expect(scripts.length).toBeGreaterThan(loadedBefore);
});

test('pre-order asks a visitor to log in', async ({ page, request }) => {
  await openTruck(page, request);
  await page.getByRole('button', { name: 'Pre-Order for Pickup' }).click();
  await expect(page.getByText('Please log in to place a pre-order')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test.describe('directions', () => {
  test.use({ geolocation: { latitude: 12.95, longitude: 77.6 }, permissions: ['geolocation'] });
  test('open a route from the user to the truck in a new tab', async ({ page, context, request }) => {
    const truck = await openTruck(page, request);
    // Never leave 127.0.0.1: answer the map site from here.
    await context.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ body: 'map', contentType: 'text/plain' }));
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Get Directions' }).click()]);
    await expect.poll(() => tab.url()).toContain(`route=12.95,77.6;${truck.location.coordinates.latitude},${truck.location.coordinates.longitude}`);
  });
});

test('directions without location open directions to the truck, asking where the user starts', async ({ page, context, request }) => {
  await context.clearPermissions();
  const truck = await openTruck(page, request);
  await context.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ body: 'map', contentType: 'text/plain' }));
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Get Directions' }).click()]);
  await expect.poll(() => tab.url()).toContain(`route=;${truck.location.coordinates.latitude},${truck.location.coordinates.longitude}`);
  await expect(page.getByText('Opened directions to the truck: enter where you start, or enable location access.')).toBeVisible();
});

test('an unknown truck shows Food Truck Not Found', async ({ page }) => {
  await page.goto('/trucks/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Food Truck Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('an admin sees Edit Truck on any truck, as the server lets admins manage every truck', async ({ page, request, admin }) => {
  void admin;
  const truck = await createTruck(request, await registerOwner(request));
  await page.goto(`/trucks/${truck.id}`);
  await expect(page.getByRole('link', { name: 'Edit Truck' })).toBeVisible();
});

test('a customer does not see Edit Truck', async ({ page, request, customer }) => {
  void customer;
  const truck = await createTruck(request, await registerOwner(request));
  await page.goto(`/trucks/${truck.id}`);
  await expect(page.getByRole('heading', { level: 1, name: truck.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Truck' })).toHaveCount(0);
});

test.describe('a server failure', () => {
  // The visitor is at the truck's corner (Park Street, where createTruck puts it), so Find Trucks lists it first.
  test.use({ geolocation: { latitude: 22.5526, longitude: 88.3526 }, permissions: ['geolocation'] });
  test('offers Try Again instead of claiming the truck does not exist', async ({ page, request }) => {
    const truck = await createTruck(request, await registerOwner(request));
    let failures = 2; // the query retries once
    await page.route(`**/api/trucks/${truck.id}`, (route) =>
      failures-- > 0
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR', data: null }) })
        : route.continue(),
    );
    // Opened from Find Trucks, so the browser asks the API itself (a truck page loaded directly
    // arrives rendered by the server, data included).
    await page.goto('/find-trucks');
    await page.getByRole('link', { name: `See Details: ${truck.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Could Not Load This Food Truck' })).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: truck.name })).toBeVisible();
  });
});
