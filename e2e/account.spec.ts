import { DEMO_ACCOUNTS } from '@dishrated/shared';
import type { Page } from '@playwright/test';
import { expect, registerOwner, test } from './fixtures';
import { latestMailTo, screenshot, sessionCookie, signInWithForm, signOutFromMenu, skipLocationQuestion, uniqueEmail } from './helpers';

test.beforeEach(async ({ page }) => {
  await skipLocationQuestion(page);
});

test('registering checks the confirmation, then signs the new customer in and greets them', async ({ page }) => {
  const email = uniqueEmail('e2e');
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Meera Nair');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone (optional)').fill('+91 98450 11111');
  await page.getByLabel('Password', { exact: true }).fill('first-pass');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('first-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page.getByText('Welcome to DishRated, Meera Nair!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('greeting-badge')).toContainText('Meera');
});

test('a customer signs out from the menu and back in with the form', async ({ page, diner }) => {
  await signInWithForm(page, diner.email, diner.password);
  await expect(page.getByText(`Welcome back, ${diner.user.name}!`)).toBeVisible();
  await signOutFromMenu(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signInWithForm(page, diner.email, diner.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: `Account menu for ${diner.user.name}` })).toBeVisible();
});

test('a customer edits their name on Profile, and it stays after a reload', async ({ page, customer }) => {
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for ${customer.user.name}` }).click();
  await expect(page.getByRole('menu').getByText(customer.email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  await expect(page.getByText('Customer', { exact: true })).toBeVisible();
  await page.getByLabel('Full name').fill('Asha M. Pillai');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been successfully updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Asha M. Pillai');
});

/** Asks for a reset link on the Forgot password screen and returns the link from the mailbox. */
async function requestResetLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The screen loads on demand: fill its field, not the sign-in form's still on screen.
  const form = page.getByRole('form', { name: 'Request password reset' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const link = (await latestMailTo(page, email)).match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

async function resetWith(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

test('a mailed reset link replaces the password: the new one signs in, the old one no longer does', async ({ page, diner }) => {
  const link = await requestResetLink(page, diner.email);
  await page.goto(link);
  const reset = page.getByRole('button', { name: 'Reset Password' });
  await expect(reset).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('second-pass');
  await page.getByLabel('Confirm new password').fill('second-pasz');
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(reset).toBeDisabled();
  await page.getByLabel('Confirm new password').fill('second-pass');
  await reset.click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 5000 });
  await expect(page.getByTestId('greeting-badge')).toContainText(diner.user.name.split(' ')[0]!);

  await signOutFromMenu(page);
  await signInWithForm(page, diner.email, diner.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await signInWithForm(page, diner.email, 'second-pass');
  await expect(page.getByText(`Welcome back, ${diner.user.name}!`)).toBeVisible();
});

test('a reset link works once', async ({ page, diner }) => {
  const link = await requestResetLink(page, diner.email);
  await resetWith(page, link, 'second-pass');
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await signOutFromMenu(page);
  await resetWith(page, link, 'third-pass');
  await expect(page.getByText('Reset Failed')).toBeVisible();
});

test('each demo button signs in and lands on its role route', async ({ page }) => {
  const expected: Record<string, RegExp> = { user: /\/$/, owner: /\/owner\/dashboard$/, admin: /\/admin\/dashboard$/ };
  for (const account of DEMO_ACCOUNTS) {
    await page.goto('/login');
    await page.getByRole('button', { name: `Sign in as demo ${account.label.toLowerCase()}` }).click();
    await expect(page.getByText(`Welcome back, ${account.name}!`)).toBeVisible();
    await expect(page).toHaveURL(expected[account.role]!);
    if (account.role !== 'user') {
      await expect(page.getByTestId('greeting-badge')).toContainText(account.role === 'admin' ? 'Admin' : 'Owner');
    }
    await page.evaluate(() => localStorage.clear());
  }
});

test('login sends a visitor back to the page they came from', async ({ page, diner: customer }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/profile');
});

test('a refused session is forgotten at start-up, cookie and all', async ({ page }) => {
  await page.goto('/');
  await page.context().addCookies([{ name: 'dishrated_session', value: 'not-a-real-token', url: page.url(), httpOnly: true, sameSite: 'Lax' }]);
  await page.evaluate(() => {
    localStorage.setItem('token', 'an-older-versions-token');
    localStorage.setItem('user', JSON.stringify({ _id: 'x', id: 'x', name: 'Ghost', email: 'g@x.in', phone: null, role: 'user', isActive: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }));
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => sessionCookie(page)).toBeNull();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
});

test('the session is out of reach of the page: no token in storage, an HttpOnly cookie', async ({ page, diner }) => {
  await signInWithForm(page, diner.email, diner.password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => sessionCookie(page)).toBeTruthy();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'dishrated_session')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('dishrated_session');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(cookie.value);
});

test('reset page without a token goes to forgot password with a toast', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByText('The password reset link is invalid or missing.')).toBeVisible();
});

test('unknown paths show the not-found screen; /vendor-login goes to /login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/vendor-login');
  await expect(page).toHaveURL('/login');
});

test('footer social buttons say Coming Soon and the newsletter subscribes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Instagram' }).click();
  await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(uniqueEmail('news'));
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing to our newsletter.')).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} DishRated`)).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`header at ${width} px: links, More menu, mobile menu, scroll shadow`, async ({ page, request }) => {
    // A first visit to home is asked for its location, in a modal dialog, before anything else.
    await skipLocationQuestion(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await screenshot(page, `header-signed-out-${width}`);
    if (width < 1024) {
      await expect(header.getByRole('link', { name: 'Find Trucks' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Blog' })).toBeVisible();
      await screenshot(page, `header-mobile-menu-${width}`);
      await page.locator('#mobile-menu').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL('/about');
      await expect(page.locator('#mobile-menu')).toBeHidden();
    } else {
      await expect(header.getByRole('link', { name: 'Find Trucks' })).toBeVisible();
      await header.getByRole('button', { name: 'More' }).click();
      for (const label of ['Join as Food Truck Owner', 'About Us', 'Sustainability', 'Blog']) {
        await expect(page.getByRole('menuitem', { name: label })).toBeVisible();
      }
      await page.keyboard.press('Escape');
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Local Flavors' })).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');

    // Signed in as the owner: avatar with initial, greeting badge with the Owner tag.
    const owner = await registerOwner(request, 'Arjun Mehta');
    await signInWithForm(page, owner.email, owner.password);
    await expect(page).toHaveURL(/owner\/dashboard/);
    const avatar = page.getByRole('button', { name: 'Account menu for Arjun Mehta' });
    await expect(avatar).toHaveText('A');
    await screenshot(page, `header-owner-${width}`);
    await avatar.click();
    await expect(page.getByRole('menuitem', { name: 'Owner Dashboard' })).toBeVisible();
    await screenshot(page, `header-owner-menu-${width}`);
  });
}

test('account screens render at 390 px and 1280 px', async ({ page, diner }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const screens = { '/login': 'Welcome back', '/register': 'Create your account', '/forgot-password': 'Forgot your password?' };
  for (const [path, heading] of Object.entries(screens)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await screenshot(page, `screen${path.replace('/', '-')}-390`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await screenshot(page, 'screen-login-1280');
  await signInWithForm(page, diner.email, diner.password);
  // Navigate only once the sign-in has stored the session.
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await screenshot(page, 'screen-profile-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'screen-profile-390');
});
