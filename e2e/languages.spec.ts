import type { Page } from '@playwright/test';
import { expect, placeOfItsOwn, registerCustomer, registerOwner, test, truckTakingOrders, useSession, waitingForApp } from './fixtures';
import { screenshot, skipLocationQuestion } from './helpers';

/**
 * Words that are the same in Hindi: names (the product, the map's library and its data's
 * source) and the switch to English (each language is named in itself).
 */
const NAMES = new Set(['DishRated', 'English', 'Leaflet', 'OpenStreetMap']);
/** Answer fields that hold fixed words the app translates itself (a forgotten one must count). */
const APP_WORDS = new Set(['cuisine', 'status', 'priceRange', 'dietType', 'kind', 'eventType', 'role', 'message', 'code', 'distance', 'language', 'label']);

/**
 * Collects what the page shows that people wrote (names, menus, addresses): every string in the
 * answers the page read, from the server-rendered page's data and from its API requests.
 */
function storedContent(page: Page): Set<string> {
  const stored = new Set<string>();
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (APP_WORDS.has(key) || !/[A-Za-z]/.test(value)) return;
      // A place's name is shown whole or by its first parts ("Sitabuldi, Nagpur" of an address).
      stored.add(value);
      for (const part of value.split(',')) stored.add(part.trim());
      // A person is greeted by their first name.
      if (key === 'name') stored.add(value.split(' ')[0]!);
    } else if (Array.isArray(value)) value.forEach((item) => collect(item, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    collect(await response.json().catch(() => null));
  });
  page.on('load', async () => {
    const data = await page.locator('#dishrated-queries').textContent({ timeout: 1000 }).catch(() => null);
    if (data) collect(JSON.parse(data));
  });
  return stored;
}

/** The Latin-script words the page shows that are not people's own words. */
async function latinWords(page: Page, stored: Set<string>): Promise<string[]> {
  let text = await page.evaluate(() => document.body.innerText);
  for (const words of [...stored].sort((a, b) => b.length - a.length)) text = text.split(words).join(' ');
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !NAMES.has(word));
}

test('a Hindi speaker switches to Hindi, finds a truck, signs in and orders, and the owner accepts, all in Hindi', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const owner = await registerOwner(request, 'Lakshmi Iyer');
  // A place of its own, so Find Trucks lists this truck first wherever other tests park theirs.
  const place = { ...placeOfItsOwn(), address: 'Sitabuldi Main Road, Nagpur' };
  const truck = await truckTakingOrders(request, owner, place);
  const diner = await registerCustomer(request, 'Asha Menon');
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: place.latitude, longitude: place.longitude });
  await skipLocationQuestion(page);
  const stored = storedContent(page);

  await page.goto('/');
  await page.getByRole('link', { name: 'हिंदी' }).first().click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपने शहर का स्वाद खोजें');
  await screenshot(page, 'hi-home-1280');
  expect(await latinWords(page, stored)).toEqual([]);

  await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'ट्रक ढूँढें' }).click();
  await expect(page).toHaveURL(/\/hi\/find-trucks$/);
  const card = page.getByRole('article', { name: truck.name });
  await expect(card).toBeVisible();
  expect(await latinWords(page, stored)).toEqual([]);

  await card.getByRole('link', { name: `पूरी जानकारी: ${truck.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/trucks/${truck.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: truck.name })).toBeVisible();
  expect(await latinWords(page, stored)).toEqual([]);

  await page.getByRole('button', { name: 'पिकअप के लिए पहले से ऑर्डर करें' }).click();
  await expect(page).toHaveURL(/\/hi\/login$/);
  expect(await latinWords(page, stored)).toEqual([]);
  await page.getByLabel('ईमेल', { exact: true }).fill(diner.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(diner.password);
  await page.getByRole('button', { name: 'साइन इन', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/trucks/${truck.id}/order$`));

  await page.getByRole('button', { name: 'एक Masala Dosa और जोड़ें' }).click();
  await page.getByLabel('पिकअप का समय').selectOption({ index: 1 });
  expect(await latinWords(page, stored)).toEqual([]);
  await page.getByRole('button', { name: /^ऑर्डर करें/ }).click();
  await expect(page).toHaveURL(/\/hi\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').filter({ hasText: 'ट्रक के आपका ऑर्डर स्वीकार करने का इंतज़ार है।' })).toBeVisible();
  expect(await latinWords(page, stored)).toEqual([]);

  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ownerPage = waitingForApp(await ownerContext.newPage());
  const ownerStored = storedContent(ownerPage);
  await useSession(ownerPage, owner);
  await ownerPage.goto('/hi/owner/orders');
  await expect(ownerPage.getByRole('heading', { name: /#1 · Asha Menon/ })).toBeVisible();
  expect(await latinWords(ownerPage, ownerStored)).toEqual([]);
  await ownerPage.getByRole('button', { name: 'ऑर्डर 1 स्वीकार करें' }).click();
  await expect(page.getByText('ट्रक आपका ऑर्डर तैयार कर रहा है।')).toBeVisible();
  expect(await latinWords(page, stored)).toEqual([]);
  await ownerContext.close();
});

test('the language switch keeps the page and is remembered on the next visit', async ({ page }) => {
  await skipLocationQuestion(page);
  await page.goto('/events');
  await page.getByRole('link', { name: 'हिंदी' }).first().click();
  await expect(page).toHaveURL(/\/hi\/events$/);
  await page.goto('/blog');
  await expect(page).toHaveURL(/\/hi\/blog$/);
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a browser that asks for Hindi is offered it, not sent to it', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = waitingForApp(await context.newPage());
  await skipLocationQuestion(page);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  const offer = page.getByRole('region', { name: 'हिंदी' });
  await expect(offer).toContainText('यह साइट हिंदी में भी है।');
  await offer.getByRole('button', { name: 'Stay in English' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'हिंदी' })).toBeHidden();
  await context.close();
});
