import type { Page } from '@playwright/test';
import { expect, registerCustomer, registerOwner, test, truckTakingOrders, useSession, waitingForApp } from './fixtures';
import { screenshot } from './helpers';

async function fillCart(page: Page) {
  await page.getByRole('button', { name: 'One more Masala Dosa' }).click();
  await page.getByRole('button', { name: 'One more Filter Coffee' }).click();
  await page.getByLabel('Note for Masala Dosa').fill('No onion');
  await page.getByLabel('Pickup time').selectOption({ index: 1 });
}

test('a customer orders ahead, and the owner accepts, readies and hands over on a phone while the customer watches', async ({ page, customer, request, browser }) => {
  void customer;
  const owner = await registerOwner(request, 'Lakshmi Iyer');
  const truck = await truckTakingOrders(request, owner);

  await page.goto(`/trucks/${truck.id}`);
  await page.getByRole('button', { name: 'Pre-Order for Pickup' }).click();
  await expect(page).toHaveURL(new RegExp(`/trucks/${truck.id}/order$`));
  await fillCart(page);
  await expect(page.getByLabel('Total ₹120')).toBeVisible();
  await screenshot(page, 'order-ahead-1280');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for the truck to accept your order.' })).toBeVisible();
  const code = (await page.getByLabel(/^Pickup code/).textContent())!.trim();
  expect(code).toMatch(/^\d{4}$/);
  await screenshot(page, 'order-placed-1280');

  const ownerContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const ownerPage = waitingForApp(await ownerContext.newPage());
  await useSession(ownerPage, owner);
  await ownerPage.goto('/owner/orders');
  await expect(ownerPage).toHaveTitle(/^\(1\) Orders/);
  await expect(ownerPage.getByRole('heading', { name: /#1 · Asha Menon/ })).toBeVisible();
  await screenshot(ownerPage, 'owner-orders-360');
  await ownerPage.getByRole('button', { name: 'Accept order 1' }).click();
  await expect(page.getByText('The truck is preparing your order.')).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Mark order 1 ready' }).click();
  await expect(page.getByText('Your order is ready. Show your pickup code at the truck and pay there.')).toBeVisible();
  await ownerPage.getByLabel('Pickup code for order 1').fill(code);
  await ownerPage.getByRole('button', { name: 'Hand over order 1' }).click();
  await expect(page.getByText('Enjoy your meal!')).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: 'Done today orders' }).getByText('Picked up')).toBeVisible();
  await ownerContext.close();
});

test('a visitor’s cart survives signing in', async ({ page, request }) => {
  const owner = await registerOwner(request);
  const truck = await truckTakingOrders(request, owner);
  const diner = await registerCustomer(request, 'Neha Kulkarni');
  await page.goto(`/trucks/${truck.id}/order`);
  await page.getByRole('button', { name: 'One more Masala Dosa' }).click();
  await page.getByRole('button', { name: 'Sign in to place your order' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(diner.email);
  await page.getByLabel('Password', { exact: true }).fill(diner.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/trucks/${truck.id}/order$`));
  await expect(page.getByLabel('1 Masala Dosa in cart')).toBeVisible();
  await expect(page.getByLabel('Total ₹90')).toBeVisible();
});

test('the order screen arrives rendered with its menu and pickup times, and a cart kept on the device returns after a reload', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  const truck = await truckTakingOrders(request, await registerOwner(request));
  const html = await (await page.request.get(`/trucks/${truck.id}/order`)).text();
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toContain('Masala Dosa');
  // A pickup time to choose: an option whose value is the slot's instant.
  expect(root).toMatch(/<option value="\d{4}-\d\d-\d\dT[^"]+">/);

  // Clicks wait for the app to take the page over, and so does the reload.
  waitingForApp(page);
  await page.goto(`/trucks/${truck.id}/order`);
  await page.getByRole('button', { name: 'One more Masala Dosa' }).click();
  await page.reload();
  await expect(page.getByLabel('1 Masala Dosa in cart')).toBeVisible();
  await expect(page.getByLabel('Total ₹90')).toBeVisible();
  expect(errors).toEqual([]);
});

for (const width of [360, 390]) {
  test(`ordering ahead fits a ${width} px phone`, async ({ page, request, customer }) => {
    void customer;
    await page.setViewportSize({ width, height: 800 });
    const owner = await registerOwner(request);
    const truck = await truckTakingOrders(request, owner);
    await page.goto(`/trucks/${truck.id}/order`);
    await fillCart(page);
    await screenshot(page, `order-ahead-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/orders\//);
    await expect(page.getByText('Waiting for the truck to accept your order.')).toBeVisible();
    await screenshot(page, `order-placed-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

for (const width of [390, 1280]) {
  test(`the owner's order queue fits a ${width} px screen`, async ({ page, request, owner }) => {
    await page.setViewportSize({ width, height: 900 });
    const truck = await truckTakingOrders(request, owner);
    const buyer = await registerCustomer(request, 'Imran Sheikh');
    const slots = await (await request.get(`/api/trucks/${truck.id}/pickup-slots`)).json();
    const dish = (await (await request.get(`/api/trucks/${truck.id}`)).json()).data.truck.menu[0];
    const placed = await request.post(`/api/trucks/${truck.id}/orders`, { headers: { authorization: `Bearer ${buyer.token}` }, data: { items: [{ menuItemId: dish.id, quantity: 2, note: 'Extra chutney' }], pickupAt: slots.data.slots[0].at } });
    expect(placed.status()).toBe(201);
    // Accepted, so its card offers Mark ready and Running late too.
    const order = (await placed.json()).data.order;
    expect((await request.post(`/api/owner/orders/${order.id}/accept`, { headers: { authorization: `Bearer ${owner.token}` }, data: { readyBy: order.pickupAt } })).status()).toBe(200);
    await page.goto('/owner/orders');
    await expect(page.getByRole('heading', { name: /#1 · Imran Sheikh/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Running late for order 1' })).toBeVisible();
    await screenshot(page, `owner-orders-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
