import { createTruck, eastOf, expect, placeOfItsOwn, registerOwner, test } from './fixtures';
import { screenshot, skipLocationQuestion } from './helpers';

test.use({ geolocation: { latitude: 12.9352, longitude: 77.6146 }, permissions: ['geolocation'] });
test.beforeEach(async ({ page }) => {
  await skipLocationQuestion(page);
});

test('finds trucks near the user and narrows them with filters', async ({ page, request }) => {
  const here = placeOfItsOwn();
  const owner = await registerOwner(request);
  const at = (km: number, address: string) => ({ address, coordinates: eastOf(here, km) });
  await createTruck(request, owner, { name: 'Mishti Mobile', cuisine: 'Dessert', status: 'open', location: at(0.5, 'Station Road') });
  await createTruck(request, owner, { name: 'Chaat Corner', cuisine: 'North Indian', status: 'open', location: at(1, 'Gandhi Chowk') });
  await createTruck(request, owner, { name: 'Late Night Litti', cuisine: 'North Indian', status: 'closed', location: at(8, 'Bus Stand') });
  await page.context().setGeolocation(here);

  await page.goto('/find-trucks');
  await expect(page.getByText(/^Found 3 trucks near /)).toBeVisible();
  const cards = page.getByRole('list', { name: 'Food trucks' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  // On a wide screen the map and results sit beside the filters, not below them.
  const filters = (await page.locator('#filter-panel').boundingBox())!;
  const map = (await page.getByRole('region', { name: 'Map of food trucks found' }).boundingBox())!;
  expect(map.x).toBeGreaterThanOrEqual(filters.x + filters.width);
  expect(map.y).toBeLessThan(filters.y + 100);
  // The first view frames every truck found, each pin whole (8 km east is off a fixed zoom's view).
  const pins = page.getByRole('region', { name: 'Map of food trucks found' }).locator('.leaflet-marker-icon[title]:not([title="Your Location"])');
  await expect(pins).toHaveCount(3);
  for (const pin of await pins.all()) {
    const box = (await pin.boundingBox())!;
    expect(box.x >= map.x && box.y >= map.y && box.x + box.width <= map.x + map.width && box.y + box.height <= map.y + map.height, (await pin.getAttribute('title')) ?? 'a pin').toBe(true);
  }
  await screenshot(page, 'find-trucks-1280');

  await page.getByRole('checkbox', { name: 'Open now' }).check();
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Open now' }).uncheck();
  await expect(cards).toHaveCount(3);

  // Cuisine: choosing one removes 'All'; choosing 'All' again resets.
  const cuisine = page.getByRole('group', { name: 'Cuisine' });
  await cuisine.getByRole('button', { name: 'Dessert', exact: true }).click();
  await expect(cuisine.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Mishti Mobile');
  await cuisine.getByRole('button', { name: 'All', exact: true }).click();
  await expect(cuisine.getByRole('button', { name: 'Dessert', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(cards).toHaveCount(3);

  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'find-trucks-grid-1280');
  // Grid cards: one height per row, and one row of actions with Directions in words.
  const heights = new Set<number>();
  for (const card of await cards.all()) {
    heights.add(Math.round((await card.boundingBox())!.height));
    const details = (await card.getByRole('link', { name: /^See Details/ }).boundingBox())!;
    const directions = card.getByRole('button', { name: /^Directions to / });
    await expect(directions).toHaveText('Directions');
    expect(Math.abs((await directions.boundingBox())!.y - details.y)).toBeLessThan(2);
    await expect(card.getByRole('link', { name: /website$/ })).toHaveCount(0);
  }
  expect(heights.size).toBe(1);

  await page.getByLabel('Search', { exact: true }).fill('zzzz-no-such-truck');
  await expect(page.getByText('No food trucks found')).toBeVisible();
  await page.getByRole('button', { name: 'Expand Search Area' }).click();
  await expect(page.getByLabel('Distance')).toHaveValue('20');
});

test('searches another area by address with suggestions', async ({ page, owner, request }) => {
  const truck = await createTruck(request, owner, { name: `Orange City Tarri Poha ${Math.floor(Math.random() * 1e6)}`, location: { address: 'Sitabuldi, Nagpur', coordinates: { latitude: 21.1458, longitude: 79.0882 } } });
  await page.goto('/find-trucks');
  await expect(page.getByText(/^Found \d+ trucks near Koramangala/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Location' }).fill('Nagpur');
  const option = page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option', { name: /Nagpur, Maharashtra/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.getByText(/^Found \d+ trucks? near Nagpur$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Food trucks' }).getByRole('article').filter({ hasText: truck.name })).toBeVisible();
});

test('find trucks at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/find-trucks');
  await expect(page.getByText(/^Found \d+ trucks near/)).toBeVisible();
  // The "Location Found" toast leaves the page's title, Filters and the count of trucks found in sight.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Location Found' });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  for (const control of [page.locator('main h1'), page.getByRole('button', { name: 'Filters', exact: true }), page.getByText(/^Found \d+ trucks near/)]) {
    const box = (await control.boundingBox())!;
    expect(box.y + box.height <= toastBox.y || box.y >= toastBox.y + toastBox.height).toBe(true);
  }
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await screenshot(page, 'find-trucks-390');
});

test.describe('find trucks with location denied', () => {
  test.use({ permissions: [] });
  test('says so, shows Location Required, and still works from an address', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/find-trucks');
    await expect(page.getByText('Could not get your location. Please enable location permissions or search for a location manually.')).toBeVisible();
    await expect(page.getByText('Please enable location access or search for a location to view the map')).toBeVisible();
    await expect(page.getByText('Discover and filter food trucks in your area')).toBeVisible();
    await page.getByRole('combobox', { name: 'Location' }).fill('Bandra');
    await page.getByRole('button', { name: 'Search location' }).click();
    await expect(page.getByText(/^Found \d+ trucks near Bandra West$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Food trucks' }).getByRole('article').first()).toBeVisible();
  });
});
