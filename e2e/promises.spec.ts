import { createTruck, expect, registerOwner, test, useSession } from './fixtures';
import { screenshot, skipLocationQuestion, waitForApp } from './helpers';

test.beforeEach(async ({ page }) => {
  await skipLocationQuestion(page);
});

test("a home page event card opens that event's page", async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const events = page.getByRole('region', { name: /Upcoming Festivals/ });
  const card = events.getByRole('link').filter({ has: page.getByRole('heading', { level: 3 }) }).first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('Share on a truck page copies its link where the browser has no share sheet, and no dead heart is shown', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await registerOwner(request, 'Share Owner');
  const truck = await createTruck(request, owner, { name: `Shareable Shawarma ${Date.now()}` });
  await page.goto(`/trucks/${truck.id}`);
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Save to favourites' })).toHaveCount(0);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: `Share ${truck.name}` }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('an owner can say a truck is busy, and the truck page says so with until when', async ({ page, request }) => {
  const owner = await registerOwner(request, 'Busy Owner');
  const truck = await createTruck(request, owner, { name: `Busy Samosa ${Date.now()}` });
  await useSession(page, owner);
  await page.goto(`/trucks/${truck.id}/edit`);
  await page.getByRole('tab', { name: 'Basic Info' }).click();
  const status = page.getByLabel('Status', { exact: true });
  // Opening soon is worked out from the stops, never said.
  await expect(status.getByRole('option')).toHaveText(['Open now', 'Busy now', 'Closed now']);
  await status.selectOption('busy');
  await expect(page.getByText(/updated|saved/i).first()).toBeVisible();
  await page.goto(`/trucks/${truck.id}`);
  await expect(page.getByRole('complementary').getByText('Busy', { exact: true })).toBeVisible();
  await expect(page.getByRole('complementary').getByText(/^Busy until \d{1,2}:\d\d [ap]m$/)).toBeVisible();
});

test('on a phone Find Trucks shows the first truck on the first screen, filters behind their button', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 12.9352, longitude: 77.6146 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/find-trucks');
  await waitForApp(page);
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Search', { exact: true })).toBeHidden();
  const firstTruck = page.getByRole('article').first();
  await expect(firstTruck).toBeVisible();
  expect((await firstTruck.boundingBox())!.y).toBeLessThan(844);
  await screenshot(page, 'find-trucks-390');
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Search', { exact: true })).toBeVisible();
});

test('on a wide screen Find Trucks shows its filters at once', async ({ page }) => {
  await page.goto('/find-trucks');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Search', { exact: true })).toBeVisible();
});

test("a truck's About tab shows what its owner wrote for the public, and none of the owner's own contact details", async ({ page, request }) => {
  const owner = await registerOwner(request, 'About Owner');
  const truck = await createTruck(request, owner, { name: `Story Sandwiches ${Date.now()}` });
  const about = await request.put(`/api/owner/trucks/${truck.id}/about`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { story: 'Bombay sandwiches since 2012.', specialties: ['Masala toast'], ingredients: ['Amul butter'], phone: '+91 98200 12345', website: 'https://sandwiches.example.in', instagram: 'https://instagram.com/storysandwiches' },
  });
  expect(about.status()).toBe(200);
  await page.goto(`/trucks/${truck.id}`);
  await waitForApp(page);
  await page.getByRole('tab', { name: 'About' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Masala toast')).toBeVisible();
  await expect(panel.getByText('Amul butter')).toBeVisible();
  await expect(panel.getByRole('link', { name: '+91 98200 12345' })).toHaveAttribute('href', 'tel:+919820012345');
  await expect(panel.getByRole('link', { name: 'sandwiches.example.in' })).toHaveAttribute('href', 'https://sandwiches.example.in');
  await expect(panel.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/storysandwiches');
  expect(await page.content()).not.toContain(owner.email);
  await page.setViewportSize({ width: 360, height: 780 });
  // The page's sections (Menu, Schedule, Reviews, About) all fit a 360 px screen.
  for (const tab of await page.getByRole('tablist', { name: 'Truck details' }).getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 360, await tab.innerText()).toBe(true);
  }
  await screenshot(page, 'truck-about-360');
});

test('a screen whose code fails to load says so inside the site and offers Reload, not a blank or developer page', async ({ page }) => {
  await skipLocationQuestion(page);
  // As after a deploy that replaced the chunk, or a connection that dropped while fetching it.
  await page.route(/\/assets\/about-page-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  const problem = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Something went wrong' }) });
  await expect(problem).toContainText('This page could not be loaded');
  await expect(problem.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
});
