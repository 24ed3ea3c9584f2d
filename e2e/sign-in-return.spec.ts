import { expect, test, type Page } from '@playwright/test';
import { skipLocationQuestion } from './helpers';

test.beforeEach(async ({ page }) => {
  await skipLocationQuestion(page);
});

/** An open truck (Pre-Order is offered only while a truck is open). */
async function aTruck(page: Page) {
  const trucks = (await (await page.request.get('/api/trucks?openNow=true&limit=1')).json()).data.trucks;
  return trucks[0] as { id: string; name: string };
}

/** On /login, signs in as the demo customer and expects to land back on `path`, with no error. */
async function signInAndExpectReturnTo(page: Page, path: string) {
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Sign in as demo customer' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(path);
  await expect(page.getByText('Login Failed')).toHaveCount(0);
}

test('"Sign in to write a review" returns to the truck', async ({ page }) => {
  const truck = await aTruck(page);
  await page.goto(`/trucks/${truck.id}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await page.getByRole('link', { name: 'Sign in to write a review' }).click();
  await signInAndExpectReturnTo(page, `/trucks/${truck.id}`);
});

test('Helpful while signed out returns to the truck', async ({ page }) => {
  const truck = await aTruck(page);
  await page.goto(`/trucks/${truck.id}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await page.getByRole('link', { name: /sign in to vote/ }).first().click();
  await signInAndExpectReturnTo(page, `/trucks/${truck.id}`);
});

test('Pre-Order while signed out returns to the truck', async ({ page }) => {
  const truck = await aTruck(page);
  await page.goto(`/trucks/${truck.id}`);
  await page.getByRole('button', { name: 'Pre-Order for Pickup' }).click();
  await signInAndExpectReturnTo(page, `/trucks/${truck.id}`);
});

test("the header's Sign In returns to the page it was pressed on", async ({ page }) => {
  await page.goto('/find-trucks');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
  await signInAndExpectReturnTo(page, '/find-trucks');
});

test('a screen that needs sign-in returns to itself', async ({ page }) => {
  await page.goto('/profile');
  await signInAndExpectReturnTo(page, '/profile');
});

test('a ?redirect= link returns to its page, and never leaves the site', async ({ page }) => {
  await page.goto('/login?redirect=%2Fevents');
  await signInAndExpectReturnTo(page, '/events');
});

test('a ?redirect= to another site lands on home instead', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await signInAndExpectReturnTo(page, '/');
});
