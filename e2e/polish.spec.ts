import { createTruck, expect, registerOwner, test } from './fixtures';
import { skipLocationQuestion, waitForApp } from './helpers';

test.beforeEach(async ({ page }) => {
  await skipLocationQuestion(page);
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('closes on Escape and gives focus back to its button', async ({ page }) => {
    await page.goto('/find-trucks');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes on a tap outside it', async ({ page }) => {
    await page.goto('/find-trucks');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.mouse.click(195, 800);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test('a clicked tab shows no focus ring; Tab from it shows one', async ({ page, request }) => {
  const truck = await createTruck(request, await registerOwner(request));
  await page.goto(`/trucks/${truck.id}`);
  const schedule = page.getByRole('tab', { name: 'Schedule' });
  await schedule.click();
  await expect(schedule).toBeFocused();
  expect(await schedule.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  await page.keyboard.press('ArrowRight');
  const reviews = page.getByRole('tab', { name: 'Reviews' });
  await expect(reviews).toBeFocused();
  expect(await reviews.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
});

test.describe('address suggestions', () => {
  test.use({ geolocation: { latitude: 12.9352, longitude: 77.6146 }, permissions: ['geolocation'] });

  test('are reached with the arrow keys and picked with Enter', async ({ page }) => {
    await page.goto('/find-trucks');
    // The field shows the user's own area first; type after it has.
    await expect(page.getByText(/^Found \d+ trucks? near Koramangala/)).toBeVisible();
    const field = page.getByRole('combobox', { name: 'Location' });
    await field.fill('Koregaon');
    const options = page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await field.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await field.press('Enter');
    await expect(page.getByText(/^Found \d+ trucks? near Koregaon Park$/)).toBeVisible();
  });

  test('close on Escape', async ({ page }) => {
    await page.goto('/find-trucks');
    // The field shows the user's own area first; type after it has.
    await expect(page.getByText(/^Found \d+ trucks? near Koramangala/)).toBeVisible();
    const field = page.getByRole('combobox', { name: 'Location' });
    await field.fill('Koregaon');
    await expect(page.getByRole('listbox', { name: 'Address suggestions' })).toBeVisible();
    await field.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Address suggestions' })).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});

test('signing out lands on home from the avatar menu', async ({ page, customer }) => {
  void customer;
  await page.goto('/find-trucks');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('signing out lands on home from Profile too', async ({ page, customer }) => {
  void customer;
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('/login while signed in goes to where the user belongs, not the form', async ({ page, owner }) => {
  void owner;
  await page.goto('/login');
  await expect(page).toHaveURL('/owner/dashboard');
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
});

test('a truck with one review says "1 review"', async ({ page, request, diner }) => {
  const truck = await createTruck(request, await registerOwner(request), { name: `Solo Review Truck ${Date.now()}` });
  await request.post('/api/reviews', {
    headers: { authorization: `Bearer ${diner.token}` },
    data: { truckId: truck.id, rating: 5, title: 'Lovely', comment: 'Crisp dosa and strong coffee.' },
  });
  await page.goto(`/trucks/${truck.id}`);
  await expect(page.getByText('(1 review)')).toBeVisible();
});

test('the More menu opens when pressed before its code has arrived', async ({ page }) => {
  await skipLocationQuestion(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Hold the dropdown's script back until the button has been pressed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/dropdown-menus-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const more = page.getByRole('banner').getByRole('button', { name: 'More' });
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'About Us' })).toHaveCount(0);
  release();
  await expect(page.getByRole('menuitem', { name: 'About Us' })).toBeVisible();
});

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('shows the signed-in header in one row, clear of the page title', async ({ page, customer }) => {
    void customer;
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(64);
    const title = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test("shows a truck's status, Pre-Order, Follow and Directions on the first screen", async ({ page, request }) => {
    const truck = await createTruck(request, await registerOwner(request), { name: `First Screen Falooda ${Date.now()}` });
    await page.goto(`/trucks/${truck.id}`);
    await waitForApp(page);
    const aside = page.getByRole('complementary');
    for (const control of [
      aside.getByRole('heading', { name: 'Current Location' }),
      aside.getByText(/Pre-Order for Pickup|Not taking orders ahead today|no orders this week|Opens for orders/).first(),
      aside.getByRole('button', { name: /Follow/ }).first(),
      aside.getByRole('button', { name: 'Get Directions' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(640);
    }
  });
});
