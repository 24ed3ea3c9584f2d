import { createECDH, randomBytes } from 'node:crypto';
import { createTruck, eastOf, expect, placeOfItsOwn, registerCustomer, registerOwner, test } from './fixtures';
import { screenshot, skipLocationQuestion } from './helpers';

test('a visitor follows a truck after signing in, and the bell counts its opening without a reload', async ({ page, request }) => {
  const owner = await registerOwner(request);
  const truck = await createTruck(request, owner, { name: `Follow Me Momos ${Math.floor(Math.random() * 1e6)}` });
  const asOwner = { authorization: `Bearer ${owner.token}` };
  await request.put(`/api/owner/trucks/${truck.id}/status`, { headers: asOwner, data: { status: 'closed' } });
  const diner = await registerCustomer(request, 'Farah Khan');

  // Signed out, Follow asks to sign in; back on the truck's page the follow completes.
  await page.goto(`/trucks/${truck.id}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(diner.email);
  await page.getByLabel('Password', { exact: true }).fill(diner.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/trucks/${truck.id}$`));
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'truck-following-1280');

  await page.goto('/following');
  await expect(page.getByRole('link', { name: truck.name })).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The owner opens the truck elsewhere: the bell's count rises on this open page.
  await request.put(`/api/owner/trucks/${truck.id}/status`, { headers: asOwner, data: { status: 'open' } });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const alert = page.getByRole('link', { name: new RegExp(`${truck.name} is open`) });
  await expect(alert).toBeVisible();
  await screenshot(page, 'notifications-1280');
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`/trucks/${truck.id}$`));
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('alert settings are saved and read back', async ({ page, customer }) => {
  void customer;
  await page.goto('/following');
  await expect(page.getByText('You are not following any trucks yet.')).toBeVisible();
  await page.getByLabel('From').fill('21:30');
  await page.getByLabel('Alerts a day per truck, at most').fill('3');
  await page.getByRole('button', { name: 'Pick a place on the map' }).click();
  await page.getByRole('region', { name: 'Map: tap to add a place' }).click();
  const placeNames = page.getByRole('textbox', { name: 'Name' });
  await expect(placeNames).toHaveCount(1);
  await placeNames.fill('Office');
  await page.getByRole('button', { name: 'Save alert settings' }).click();
  await expect(page.getByText('Your alert settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('From')).toHaveValue('21:30');
  await expect(page.getByLabel('Alerts a day per truck, at most')).toHaveValue('3');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Office');
});

for (const width of [360, 390]) {
  test(`the Following page fits a ${width} px phone`, async ({ page, request, customer }) => {
    const owner = await registerOwner(request);
    const truck = await createTruck(request, owner, { name: `Phone Follow Dosa ${width}` });
    await request.put(`/api/trucks/${truck.id}/follow`, { headers: { authorization: `Bearer ${customer.token}` }, data: {} });
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/following');
    await expect(page.getByRole('link', { name: truck.name })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `following-${width}`);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByText('Nothing yet. Follow a truck to hear when it opens near you.')).toBeVisible();
    await screenshot(page, `notifications-${width}`);
  });
}

test('after a follow, push is offered; turned on, the Following page says so and turns it off', async ({ page, request, customer }) => {
  void customer;
  const owner = await registerOwner(request);
  const truck = await createTruck(request, owner, { name: `Push Offer Vada Pav ${Math.floor(Math.random() * 1e6)}` });
  // This machine has no route to a browser vendor's push service, and the test browser refuses
  // notifications: its permission is answered as a visitor's "Allow" and its push manager hands
  // out a subscription as it would, with a real P-256 key; the real service worker registers.
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const subscription = { endpoint: `https://push.example.com/e2e/${Date.now()}`, expirationTime: null, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
  await page.addInitScript((json) => {
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => localStorage.getItem('e2e.permission') ?? 'default' });
    Notification.requestPermission = async () => (localStorage.setItem('e2e.permission', 'granted'), 'granted');
    const held = () => localStorage.getItem('e2e.push');
    const wrap = (value: typeof json) => ({ endpoint: value.endpoint, toJSON: () => value, unsubscribe: async () => (localStorage.removeItem('e2e.push'), true) });
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem('e2e.push', JSON.stringify(json));
      return wrap(json) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const value = held();
      return (value ? wrap(JSON.parse(value)) : null) as unknown as PushSubscription;
    };
  }, subscription);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/trucks/${truck.id}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  const offer = page.getByRole('region', { name: 'Push alerts' });
  await expect(offer).toContainText(`when ${truck.name} opens`);
  await screenshot(page, 'push-offer-390');
  await offer.getByRole('button', { name: 'Turn on' }).click();
  await expect(offer).toBeHidden();

  await page.goto('/following');
  await expect(page.getByText(/Push is on for this browser/)).toBeVisible();
  await page.getByRole('button', { name: 'Turn off push' }).click();
  await expect(page.getByText(/Push is off for this browser/)).toBeVisible();
});

test.describe('Follow on truck cards and map pins', () => {
  test.use({ geolocation: { latitude: 12.9352, longitude: 77.6146 }, permissions: ['geolocation'] });

  test('a signed-in customer follows from a Find Trucks card and unfollows from its map pin', async ({ page, request, customer }) => {
    void customer;
    await skipLocationQuestion(page);
    const here = placeOfItsOwn();
    const owner = await registerOwner(request);
    const truck = await createTruck(request, owner, { name: `Card Follow Kulfi ${Math.floor(Math.random() * 1e6)}`, status: 'open', location: { address: 'Clock Tower', coordinates: eastOf(here, 0.5) } });
    await page.context().setGeolocation(here);
    await page.goto('/find-trucks');
    const card = page.getByRole('list', { name: 'Food trucks' }).getByRole('article', { name: truck.name });
    await card.getByRole('button', { name: `Follow ${truck.name}` }).click();
    await expect(card.getByRole('button', { name: `Follow ${truck.name}` })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('region', { name: 'Map of food trucks found' }).getByRole('button', { name: truck.name }).click();
    const pinFollow = page.locator('.leaflet-popup').getByRole('button', { name: `Follow ${truck.name}` });
    await expect(pinFollow).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, 'map-pin-follow-1280');
    await pinFollow.click();
    await expect(card.getByRole('button', { name: `Follow ${truck.name}` })).toHaveAttribute('aria-pressed', 'false');

    await page.setViewportSize({ width: 360, height: 800 });
    await card.getByRole('button', { name: `Follow ${truck.name}` }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'truck-card-follow-360');
  });
});

test.describe('alerts near where the customer last was', () => {
  test.use({ geolocation: { latitude: 12.9352, longitude: 77.6146 }, permissions: ['geolocation'] });

  test('once chosen, the position Find Trucks shares makes an opening nearby "near you"', async ({ page, request, customer }) => {
    await skipLocationQuestion(page);
    const here = placeOfItsOwn();
    const owner = await registerOwner(request);
    const truck = await createTruck(request, owner, { name: `Near You Nimbu Soda ${Math.floor(Math.random() * 1e6)}`, location: { address: 'Bus Stand', coordinates: eastOf(here, 0.5) } });
    await request.put(`/api/owner/trucks/${truck.id}/status`, { headers: { authorization: `Bearer ${owner.token}` }, data: { status: 'closed' } });
    await request.put(`/api/trucks/${truck.id}/follow`, { headers: { authorization: `Bearer ${customer.token}` }, data: { opens: false, moves: false, nearMe: true } });
    await page.context().setGeolocation(here);

    await page.goto('/following');
    await page.getByRole('checkbox', { name: /Also near where I last shared my location/ }).check();
    await page.getByRole('button', { name: 'Save alert settings' }).click();
    await expect(page.getByText('Your alert settings are saved.')).toBeVisible();

    const shared = page.waitForResponse((response) => response.url().endsWith('/api/me/position'));
    await page.goto('/find-trucks');
    expect((await (await shared).json()).data).toEqual({ kept: true });

    await request.put(`/api/owner/trucks/${truck.id}/status`, { headers: { authorization: `Bearer ${owner.token}` }, data: { status: 'open' } });
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    await expect(page.getByRole('link', { name: new RegExp(`${truck.name} is near you`) })).toBeVisible();
  });
});
