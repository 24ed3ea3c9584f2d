import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createTruck, expect, registerAdmin, registerOwner, test, truckTakingOrders, useSession } from './fixtures';
import { skipLocationQuestion, waitForApp } from './helpers';

/**
 * axe on every public page and every dashboard tab, as the app shows it once hydrated: nothing
 * serious or critical (WCAG 2.1 A and AA rules). Each failure names the rule and where it hit.
 */
async function expectNoSeriousViolations(page: Page) {
  // Colours are judged as they end: a card still fading in would read as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.effect?.getComputedTiming().iterations === Infinity || animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}

/** Opens each tab of the page's first tab list in turn and runs axe on it. */
async function expectEveryTabClean(page: Page) {
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const name of await tabs.allInnerTexts()) {
    await test.step(name, async () => {
      const tab = page.getByRole('tablist').first().getByRole('tab', { name });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectNoSeriousViolations(page);
    });
  }
}

const PUBLIC_PAGES = [
  '/events', '/blog', '/about', '/sustainability', '/contact', '/vendor-resources', '/pricing',
  '/success-stories', '/privacy', '/terms', '/accessibility', '/owner-signup', '/login', '/register', '/forgot-password',
];

for (const path of PUBLIC_PAGES) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('axe finds nothing serious on Find Trucks, with the toast it shows when the location is refused', async ({ page }) => {
  await page.goto('/find-trucks');
  await waitForApp(page);
  // Find Trucks asks for the position on load; the browser here refuses, and a toast says so.
  await expect(page.getByText('Location Error')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('axe finds nothing serious on a server-rendered page before the app has hydrated it', async ({ page }) => {
  await skipLocationQuestion(page);
  // The app's code is held back: what axe sees is the server's HTML alone, as a reader gets it first.
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, () => {});
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Local Flavors' })).toBeVisible();
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  await expectNoSeriousViolations(page);
});

test('axe finds nothing serious on the home page', async ({ page }) => {
  await skipLocationQuestion(page);
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("axe finds nothing serious on any of a truck page's tabs", async ({ page, request }) => {
  const owner = await registerOwner(request);
  const truck = await createTruck(request, owner, { name: 'Axe Kathi Rolls' });
  await page.goto(`/trucks/${truck.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Axe Kathi Rolls' })).toBeVisible();
  await expectEveryTabClean(page);
});

test('axe finds nothing serious on an event page', async ({ page, request }) => {
  const admin = await registerAdmin(request);
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { title: 'Axe Street Food Walk', description: 'Chaat and kulfi along the lake.', image: 'https://images.example.com/walk.jpg', date: new Date(Date.now() + 5 * 86_400_000).toISOString(), eventType: 'city_event', location: { address: 'Lake Road, Kolkata' } },
  });
  const { event } = (await created.json()).data;
  await page.goto(`/events/${event.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Axe Street Food Walk' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('axe finds nothing serious on a blog post', async ({ page, request }) => {
  const admin = await registerAdmin(request);
  const created = await request.post('/api/admin/blogs', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { title: 'Axe: where the momos are', excerpt: 'Five carts worth the queue.', content: 'Steamed, fried, and pan-fried momos from five carts across the city, with their chutneys. '.repeat(3), category: 'city-guides', status: 'published' },
  });
  const { blog } = (await created.json()).data;
  await page.goto(`/blog/${blog.slug}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Axe: where the momos are' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

for (const tab of ['My Trucks', 'Events', 'Analytics']) {
  test(`axe finds nothing serious on the owner dashboard's ${tab} tab`, async ({ page, owner, request }) => {
    await createTruck(request, owner, { name: 'Axe Dosa Wagon' });
    await page.goto('/owner/dashboard');
    await waitForApp(page);
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('status', { name: /loading/i })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
}

test("axe finds nothing serious on any of the truck editor's tabs", async ({ page, owner, request }) => {
  const truck = await createTruck(request, owner, { name: 'Axe Chai Cart' });
  await page.goto(`/trucks/${truck.id}/edit`);
  await waitForApp(page);
  await expectEveryTabClean(page);
});

test('axe finds nothing serious on the live location page', async ({ page, owner, request }) => {
  const truck = await createTruck(request, owner, { name: 'Axe Pav Bhaji Van' });
  await page.goto(`/trucks/${truck.id}/location`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('axe finds nothing serious on the profile page', async ({ page, customer }) => {
  void customer;
  await page.goto('/profile');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

for (const tab of ['Applications', 'Users', 'Blogs', 'Events', 'Reports', 'Messages', 'Overview']) {
  test(`axe finds nothing serious on the admin dashboard's ${tab} tab`, async ({ page, admin }) => {
    void admin;
    await page.goto('/admin/dashboard');
    await waitForApp(page);
    const trigger = page.getByRole('tab', { name: new RegExp(`^${tab}`) });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('status', { name: /loading/i })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
}

test('axe finds nothing serious on the order screen, an order page and the owner\'s queue', async ({ page, customer, request, browser }) => {
  void customer;
  const owner = await registerOwner(request);
  const truck = await truckTakingOrders(request, owner);
  await page.goto(`/trucks/${truck.id}/order`);
  await page.getByRole('button', { name: 'One more Masala Dosa' }).click();
  await page.getByLabel('Pickup time').selectOption({ index: 1 });
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByText('Waiting for the truck to accept your order.')).toBeVisible();
  await expectNoSeriousViolations(page);
  const ownerPage = await (await browser.newContext()).newPage();
  await useSession(ownerPage, owner);
  await ownerPage.goto('/owner/orders');
  await waitForApp(ownerPage);
  await expect(ownerPage.getByRole('button', { name: 'Accept order 1' })).toBeVisible();
  await expectNoSeriousViolations(ownerPage);
});
