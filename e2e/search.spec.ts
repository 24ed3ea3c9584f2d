import type { APIRequestContext, Page } from '@playwright/test';
import { createTruck, eastOf, expect, placeOfItsOwn, registerOwner, test } from './fixtures';
import { screenshot } from './helpers';

/** A visitor whose browser shared where it is a minute ago: searches look around there. */
async function visitorAt(page: Page, place: { latitude: number; longitude: number }) {
  await page.addInitScript((here) => {
    localStorage.setItem('dishrated_location_preferences', JSON.stringify({ hasAskedPermission: true, permissionGranted: true, cachedLocation: { lat: here.latitude, lng: here.longitude, timestamp: Date.now() }, lastAsked: Date.now() }));
  }, place);
}

async function servingTruck(request: APIRequestContext, owner: Awaited<ReturnType<typeof registerOwner>>, at: { latitude: number; longitude: number }, name: string, status: string, dishes: Array<{ name: string; dietType: string; price: number }>) {
  const truck = await createTruck(request, owner, { name, location: { address: 'Station Road', coordinates: at } });
  const auth = { authorization: `Bearer ${owner.token}` };
  await request.put(`/api/owner/trucks/${truck.id}/status`, { headers: auth, data: { status } });
  const items = [];
  for (const dish of dishes) {
    const res = await request.post(`/api/owner/trucks/${truck.id}/menu`, { headers: auth, data: { menuItem: { ...dish, description: `${dish.name}, fresh off the tawa`, category: 'Street food' } } });
    items.push((await res.json()).data.menuItem as { id: string; name: string });
  }
  return { ...truck, items };
}

test('a hungry visitor types a dish, picks the suggestion, filters to open veg trucks and opens the truck at that dish', async ({ page, request }) => {
  const here = placeOfItsOwn();
  const owner = await registerOwner(request);
  const open = await servingTruck(request, owner, eastOf(here, 1), `Kolhapur Corner ${Math.floor(Math.random() * 1e6)}`, 'open', [
    { name: 'Kolhapuri Vada Pav', dietType: 'veg', price: 40 },
    { name: 'Kolhapuri Chicken Vada Pav', dietType: 'non-veg', price: 90 },
  ]);
  await servingTruck(request, owner, eastOf(here, 2), `Shut Stall ${Math.floor(Math.random() * 1e6)}`, 'closed', [{ name: 'Kolhapuri Vada Pav', dietType: 'veg', price: 35 }]);
  await visitorAt(page, here);

  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search dishes' });
  await box.fill('kolhapuri vada');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option').first()).toHaveText(/Kolhapuri Vada Pav/);
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Kolhapuri\+Vada\+Pav/);
  const dish = page.getByRole('region', { name: 'Kolhapuri Vada Pav' });
  await expect(dish).toContainText('2 trucks');

  // The filters live in the address: the box shows checked once the page has moved to it.
  const openNow = page.getByRole('checkbox', { name: 'Open now' });
  await openNow.click();
  await expect(openNow).toBeChecked();
  await page.getByLabel('Diet').selectOption('veg');
  await expect(dish).toContainText('1 truck');
  await expect(page.getByRole('region', { name: 'Kolhapuri Chicken Vada Pav' })).toHaveCount(0);
  await screenshot(page, 'search-results-1280');

  await dish.getByRole('link', { name: `Kolhapuri Vada Pav at ${open.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/trucks/${open.id}\\?dish=${open.items[0]!.id}`));
  const highlighted = page.locator('[aria-current="true"]');
  await expect(highlighted).toContainText('Kolhapuri Vada Pav');
  await expect(highlighted).toBeInViewport();
});

test('a search page is rendered by the server, shareable and not indexed', async ({ request }) => {
  const res = await request.get('/search?q=momos&near=Koramangala', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).toContain('/search?q=momos');
});

test('a popular dish has an indexable page of its own, listed in the sitemap', async ({ request }) => {
  const page = await request.get('/dishes/vada-pav', { headers: { accept: 'text/html' } });
  expect(page.status()).toBe(200);
  expect(await page.text()).not.toContain('noindex');
  expect((await request.get('/dishes/not-a-dish', { headers: { accept: 'text/html' } })).status()).toBe(404);
  expect(await (await request.get('/sitemaps/pages.xml')).text()).toContain('/dishes/vada-pav</loc>');
});

for (const width of [360, 390]) {
  test(`search fits a ${width} px phone`, async ({ page, request }) => {
    const here = placeOfItsOwn();
    const owner = await registerOwner(request);
    await servingTruck(request, owner, eastOf(here, 1), `Phone Momo Point ${width}`, 'open', [{ name: 'Darjeeling Momos', dietType: 'veg', price: 120 }]);
    await visitorAt(page, here);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search dishes' });
    await expect(box).toBeInViewport();
    await box.fill('darjeeling mom');
    await expect(page.getByRole('option').first()).toBeVisible();
    await screenshot(page, `search-suggestions-${width}`);
    await box.press('Enter');
    await expect(page.getByRole('region', { name: 'Darjeeling Momos' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `search-results-${width}`);
  });
}
