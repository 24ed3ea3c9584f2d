import { HOME_EVENTS_LIMIT, TRENDING_LIMIT } from '@dishrated/shared';
import { createTruck, eastOf, expect, placeOfItsOwn, publishedEvent, registerAdmin, registerOwner, test, waitingForApp } from './fixtures';
import { screenshot, scrollToMap, waitForApp } from './helpers';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6146 };

test.describe('home with location granted', () => {
  test.use({ geolocation: KORAMANGALA, permissions: ['geolocation'] });

  test('asks once, then lists nearby trucks with markers, and remembers the choice', async ({ page, request }) => {
    const here = placeOfItsOwn();
    const owner = await registerOwner(request);
    for (const [name, km] of [['Bhutta Bhai', 1.5], ['Sugarcane Sip', 0.4], ['Dal Bati Wheels', 3]] as const) {
      await createTruck(request, owner, { name, location: { address: 'Market Road', coordinates: eastOf(here, km) } });
    }
    await page.context().setGeolocation(here);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Find Food Trucks Near You' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Allow Location' }).click();
    await expect(page.getByText('Showing food trucks near your current location.')).toBeVisible();
    await expect(page.getByText('Using your current location')).toBeVisible();

    const list = page.getByRole('list', { name: 'Nearby food trucks' });
    await expect(page.getByRole('heading', { name: '3 Food Trucks Nearby' })).toBeVisible();
    // Nearest first.
    await expect(list.getByRole('listitem')).toHaveText([/^Sugarcane Sip/, /^Bhutta Bhai/, /^Dal Bati Wheels/]);
    // One marker per truck, titled with the truck's name, plus the user's position.
    await scrollToMap(page, 'Map of nearby food trucks');
    await expect(page.locator('.leaflet-marker-icon[title="Sugarcane Sip"]')).toHaveCount(1);
    await expect(page.locator('.leaflet-marker-icon[title="Your Location"]')).toHaveCount(1);
    await screenshot(page, 'home-nearby-1280');

    // Hovering a row highlights its marker gold, on the pin's own element: a pin redrawn as new
    // elements between a press and its release loses the click that would open its popup.
    await page.mouse.move(0, 0);
    const pin = page.locator('.leaflet-marker-icon[title="Sugarcane Sip"] > div');
    await expect(pin).toHaveCSS('background-color', 'rgb(13, 148, 136)');
    await pin.evaluate((element) => element.setAttribute('data-before-hover', ''));
    await list.getByRole('button').first().hover();
    await expect(pin).toHaveCSS('background-color', 'rgb(234, 179, 8)');
    await expect(pin).toHaveAttribute('data-before-hover', '');

    // A fresh location is cached for 30 minutes: no dialog on the next visit.
    await page.reload();
    await expect(page.getByText('Using your current location')).toBeVisible();
    await expect(dialog).toBeHidden();

    await list.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/trucks\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sugarcane Sip' })).toBeVisible();
  });

  test('trending shows the six trucks ranked first; a chip shows its own list', async ({ page, request }) => {
    // Trending ranks every truck by its reviews, so a test cannot own the top six: it makes sure
    // there are six and more events than the home shows, and checks the page shows the ranking.
    const [owner, admin] = [await registerOwner(request), await registerAdmin(request)];
    for (let i = 0; i < TRENDING_LIMIT; i++) await createTruck(request, owner);
    for (let i = 0; i < HOME_EVENTS_LIMIT; i++) await publishedEvent(request, owner, admin);
    const names = async (path: string, key: 'trucks' | 'events', field: 'name' | 'title') =>
      ((await (await request.get(path)).json()).data[key] as Array<Record<string, string>>).map((item) => item[field]!);
    const ranked = await names(`/api/trucks/trending?limit=${TRENDING_LIMIT}`, 'trucks', 'name');
    const soonest = await names(`/api/events/upcoming?limit=${HOME_EVENTS_LIMIT}`, 'events', 'title');

    await page.goto('/');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    const trending = page.getByRole('region', { name: 'Trending Food Trucks' });
    await expect(trending.getByRole('heading', { level: 3 })).toHaveText(ranked);
    // Other tests add trucks meanwhile: the page must show what the server answered it.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/trucks/trending') && response.url().includes('order=newest')),
      trending.getByRole('button', { name: 'New Arrivals' }).click(),
    ]);
    const newest = ((await answer.json()).data.trucks as Array<{ name: string }>).map((truck) => truck.name);
    await expect(trending.getByRole('heading', { level: 3 })).toHaveText(newest);
    const events = page.getByRole('list', { name: 'Upcoming events' });
    await expect(events.getByRole('heading', { level: 3 })).toHaveText(soonest);
  });
});

test.describe('home with location denied', () => {
  test('shows the error, Try Again, and does not ask again for a day', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/');
    await page.getByRole('button', { name: 'Allow Location' }).click();
    await expect(page.getByText('Location Access Required')).toBeVisible();
    await expect(page.getByText('Location access denied. Please enable location permissions to find nearby food trucks.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByText('Please enable location access to view nearby food trucks')).toBeVisible();
    // No count of trucks "nearby" without a place: the ways in without one instead.
    await expect(page.getByRole('heading', { name: 'Trucks near you' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Food trucks by city' }).getByRole('link', { name: 'Bengaluru' })).toBeVisible();
    await expect(page.getByText(/0 Food Trucks Nearby/)).toHaveCount(0);
    await screenshot(page, 'home-denied-1280');

    await page.reload();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    const prefs = await page.evaluate(() => JSON.parse(localStorage.getItem('dishrated_location_preferences')!));
    expect(prefs).toMatchObject({ hasAskedPermission: true, permissionGranted: false });
  });

  test('the location question takes the keyboard: focus starts inside, Escape is "Skip for now"', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Find Food Trucks Near You' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Allow Location' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Skip for now' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Location Required')).toBeVisible();
    const prefs = await page.evaluate(() => JSON.parse(localStorage.getItem('dishrated_location_preferences')!));
    expect(prefs).toMatchObject({ hasAskedPermission: true, permissionGranted: false });
  });

  test('map/list toggle at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByText('Location Required')).toBeVisible();
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByText('Location Required')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Search by place, or every city' })).toBeVisible();
    await screenshot(page, 'home-390');
  });
});

test.describe('a first visit to home', () => {
  test.use({ geolocation: KORAMANGALA, permissions: ['geolocation'] });

  test("runs only the page's bootstrap until the visitor acts, and a press on the location question before the app arrives is kept", async ({ page, request }) => {
    const here = placeOfItsOwn();
    const owner = await registerOwner(request);
    await createTruck(request, owner, { name: 'First Visit Falooda', location: { address: 'Market Road', coordinates: eastOf(here, 0.5) } });
    await page.context().setGeolocation(here);
    const scripts: string[] = [];
    page.on('request', (asked) => {
      if (asked.resourceType() === 'script') scripts.push(new URL(asked.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // The question is there on load, opened by the bootstrap over the server's HTML.
    const dialog = page.getByRole('dialog', { name: 'Find Food Trucks Near You' });
    await expect(dialog).toBeVisible();
    // The bootstrap ran; the app (main.tsx) and home's screen have not been asked for.
    const appAsked = () => scripts.filter((script) => /\/(main|home-page)-[^/]+\.js$/.test(script));
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/hydration-bootstrap-[^/]+\.js$/));
    expect(appAsked()).toEqual([]);
    await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Allow Location' }).click();
    await expect(page.getByText('Using your current location')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Nearby food trucks' }).getByRole('listitem').first()).toHaveText(/^First Visit Falooda/);
    expect(appAsked()).toContainEqual(expect.stringMatching(/home-page-/));
  });

  test('Escape on the location question before the app arrives is "Skip for now", and is remembered', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: 'Find Food Trucks Near You' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await waitForApp(page);
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Local Flavors' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test('"Get Started" under How it works leads to Find Trucks', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/find-trucks$/);
});

test("a returning visitor's home page is hydrated as the server rendered it, with no hydration mismatch", async ({ browser }) => {
  const context = await browser.newContext({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });
  const page = waitingForApp(await context.newPage());
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Find Food Trucks Near You' }).getByRole('button', { name: 'Allow Location' }).click();
  await expect(page.getByText('Using your current location')).toBeVisible();

  // Back with the answer remembered: the server still renders a first visit, and the page must be
  // hydrated as rendered before it shows the remembered place (React reports a mismatch as an error).
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#425/i.test(message.text())) problems.push(message.text());
  });
  await page.reload();
  await expect(page.getByText('Using your current location')).toBeVisible();
  await waitForApp(page);
  expect(problems).toEqual([]);
  await context.close();
});
