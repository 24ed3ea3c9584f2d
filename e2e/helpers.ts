import { expect, type Page } from '@playwright/test';

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signOutFromMenu(page: Page) {
  // On a busy machine a tap can land before the menu's code has loaded: tap again until it opens.
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(async () => {
    if (!(await signOut.isVisible())) await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(signOut).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await signOut.click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
}

/** Reads the newest mail to an address from the server's development mailbox. */
export async function latestMailTo(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  expect(body.data.messages.length).toBeGreaterThan(0);
  return body.data.messages[0].text as string;
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: false });
}

/** Starts as a visitor who already answered "Skip for now", so home's location dialog stays closed. */
export async function skipLocationQuestion(page: Page) {
  await page.addInitScript(() => {
    const key = 'dishrated_location_preferences';
    if (!localStorage.getItem(key)) {
      localStorage.setItem(key, JSON.stringify({ hasAskedPermission: true, permissionGranted: false, cachedLocation: null, lastAsked: Date.now() }));
    }
  });
}

/** The browser's session cookie (HttpOnly: only the browser, never the page's scripts, can read it). */
export async function sessionCookie(page: Page): Promise<string | null> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'dishrated_session')?.value ?? null;
}

/** A map loads when its place nears the screen (as a person scrolling would bring it): scroll there. */
export async function scrollToMap(page: Page, name: string) {
  const map = page.getByRole('region', { name });
  // The placeholder is redrawn when the app hydrates a page the server rendered: try again if it went.
  await expect(async () => {
    // A map far down the page waits silently (no status until it loads): its placeholder marks the place.
    await map.or(page.getByRole('status', { name: 'Loading map' })).or(page.locator('[data-map-placeholder]')).first().scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(map).toBeVisible({ timeout: 2000 });
  }).toPass();
}

/**
 * A page the server rendered works as plain HTML at once (links, text) and gets its buttons when the
 * app hydrates it, which removes the root's data-server-rendered mark. Tests wait for that before pressing
 * anything; the `page` fixture does it after every goto and reload. A page that hydrates on
 * interaction (home, on a first visit) waits for the visitor: the pointer moves over it first, as a
 * visitor's hand would.
 */
export async function waitForApp(page: Page) {
  if ((await page.locator('#root[data-server-rendered][data-hydrate="on-interaction"]').count()) > 0) {
    await page.mouse.move(3, 3);
    await page.mouse.move(6, 6);
  }
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
}
