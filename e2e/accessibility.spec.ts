/**
 * axe (e2e/axe.ts) where the walks of site.spec.ts do not reach: a page before hydration, the toast
 * Find Trucks shows, every tab of a truck page, the truck editor and the dashboards, and the order
 * flow. site.spec.ts runs it on every public and owner screen at 390 px as it walks them.
 */
import { createTruck, expect, registerAdmin, registerOwner, test, truckTakingOrders, useSession } from './fixtures';
import { expectEveryTabClean, expectNoSeriousViolations } from './axe';
import { skipLocationQuestion, waitForApp } from './helpers';

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
  await page.route(/\/assets\/hydration-bootstrap-[^/]+\.js$/, () => {});
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Local Flavors' })).toBeVisible();
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
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

test("axe finds nothing serious on any of the owner dashboard's tabs", async ({ page, owner, request }) => {
  await createTruck(request, owner, { name: 'Axe Dosa Wagon' });
  await page.goto('/owner/dashboard');
  await waitForApp(page);
  await expectEveryTabClean(page);
});

test("axe finds nothing serious on any of the truck editor's tabs", async ({ page, owner, request }) => {
  const truck = await createTruck(request, owner, { name: 'Axe Chai Cart' });
  await page.goto(`/trucks/${truck.id}/edit`);
  await waitForApp(page);
  await expectEveryTabClean(page);
});

test("axe finds nothing serious on any of the admin dashboard's tabs", async ({ page, admin }) => {
  void admin;
  await page.goto('/admin/dashboard');
  await waitForApp(page);
  await expectEveryTabClean(page);
});

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
