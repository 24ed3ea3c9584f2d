import type { APIRequestContext, Page } from '@playwright/test';
import { createTruck, expect, registerCustomer, registerOwner, test } from './fixtures';
import { skipLocationQuestion } from './helpers';

test.beforeEach(async ({ page }) => {
  await skipLocationQuestion(page);
});

/** An open truck taking orders ahead, with one review (Pre-Order is offered only then; Helpful needs a review). */
async function aTruck(request: APIRequestContext) {
  const owner = await registerOwner(request);
  const truck = await createTruck(request, owner);
  const asOwner = { authorization: `Bearer ${owner.token}` };
  await request.put(`/api/owner/trucks/${truck.id}/status`, { headers: asOwner, data: { status: 'open' } });
  await request.put(`/api/owner/trucks/${truck.id}/ordering`, { headers: asOwner, data: { takingOrders: true, prepMinutes: 5, perSlot: 5, soldOut: [] } });
  const diner = await registerCustomer(request, 'Neha Kapoor');
  await request.post('/api/reviews', { headers: { authorization: `Bearer ${diner.token}` }, data: { truckId: truck.id, rating: 4, title: 'Good rolls', comment: 'Flaky paratha and a generous filling.' } });
  return truck;
}

/** On /login, signs in as a new customer and expects to land back on `path`, with no error. */
async function signInAndExpectReturnTo(page: Page, request: APIRequestContext, path: string) {
  await expect(page).toHaveURL(/\/login/);
  const customer = await registerCustomer(request, 'Asha Menon');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(path);
  await expect(page.getByText('Login Failed')).toHaveCount(0);
}

test('"Sign in to write a review" returns to the truck', async ({ page, request }) => {
  const truck = await aTruck(request);
  await page.goto(`/trucks/${truck.id}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await page.getByRole('link', { name: 'Sign in to write a review' }).click();
  await signInAndExpectReturnTo(page, request, `/trucks/${truck.id}`);
});

test('Helpful while signed out returns to the truck', async ({ page, request }) => {
  const truck = await aTruck(request);
  await page.goto(`/trucks/${truck.id}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await page.getByRole('link', { name: /sign in to vote/ }).first().click();
  await signInAndExpectReturnTo(page, request, `/trucks/${truck.id}`);
});

test('Pre-Order while signed out returns to the truck’s order screen', async ({ page, request }) => {
  const truck = await aTruck(request);
  await page.goto(`/trucks/${truck.id}`);
  await page.getByRole('button', { name: 'Pre-Order for Pickup' }).click();
  await signInAndExpectReturnTo(page, request, `/trucks/${truck.id}/order`);
});

test("the header's Sign In returns to the page it was pressed on", async ({ page, request }) => {
  await page.goto('/find-trucks');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
  await signInAndExpectReturnTo(page, request, '/find-trucks');
});

test('a screen that needs sign-in returns to itself', async ({ page, request }) => {
  await page.goto('/profile');
  await signInAndExpectReturnTo(page, request, '/profile');
});

test('a ?redirect= link returns to its page, and never leaves the site', async ({ page, request }) => {
  await page.goto('/login?redirect=%2Fevents');
  await signInAndExpectReturnTo(page, request, '/events');
});

test('a ?redirect= to another site lands on home instead', async ({ page, request }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await signInAndExpectReturnTo(page, request, '/');
});
