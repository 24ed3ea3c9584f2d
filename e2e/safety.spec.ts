import { createTruck, expect, registerOwner, test } from './fixtures';
import { latestMailTo, screenshot, skipLocationQuestion, waitForApp } from './helpers';

test.beforeEach(async ({ page }) => {
  await skipLocationQuestion(page);
});

test("a visitor writes to a truck's owner, whose email the page never shows", async ({ page, request }) => {
  const owner = await registerOwner(request, 'Farida Shaikh');
  const truck = await createTruck(request, owner, { name: `Bohri Thaal ${Date.now()}` });
  await page.goto(`/trucks/${truck.id}`);
  await waitForApp(page);
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByText('Farida Shaikh').or(page.getByRole('heading', { name: 'Quick info' })).first()).toBeVisible();
  expect(await page.content()).not.toContain(owner.email);

  await page.getByRole('button', { name: 'Message the owner' }).click();
  const form = page.getByRole('form', { name: `Message ${truck.name}` });
  await form.getByLabel('Your name').fill('Sameer Kulkarni');
  await form.getByLabel('Your email').fill('sameer@example.in');
  await form.getByLabel('Message').fill('Do you cater office lunches in Baner on Fridays?');
  await screenshot(page, 'truck-message-1280');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message was sent' })).toBeVisible();
  expect(await latestMailTo(page, owner.email)).toContain('Reply to sameer@example.in');
});

test('the login page offers demo accounts only on a demo install, which says so', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in as demo customer' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Demo data' })).toBeVisible();

  // The same page on an install without demo data.
  await page.route('**/api/config', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, demo: false } } });
  });
  const config = page.waitForResponse('**/api/config');
  await page.reload();
  await config;
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await waitForApp(page);
  await expect(page.getByText('Try a demo account')).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: 'Demo data' })).toHaveCount(0);
});
