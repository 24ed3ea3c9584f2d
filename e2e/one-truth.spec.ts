import type { Page } from '@playwright/test';
import { createTruck, expect, placeOfItsOwn, registerCustomer, registerOwner, test, useSession, waitingForApp } from './fixtures';
import { screenshot } from './helpers';

/** What a screen shows within this long of the owner's word, when it is open already (pushed live). */
const LIVE_MS = 2000;

/**
 * One truth about a truck: the owner opens and closes it at a time outside its stops, and the
 * truck page, Find Trucks filtered by open now, home, the follower's bell and the order screen
 * all say the same as the owner's dashboard.
 */
test('an owner opens and closes a truck outside its stops, and every screen says the same', async ({ browser, request }) => {
  test.slow();
  const here = placeOfItsOwn();
  const owner = await registerOwner(request, 'Ritu Sharma');
  const asOwner = { authorization: `Bearer ${owner.token}` };
  const truck = await createTruck(request, owner, { name: `One Truth Thela ${Math.floor(Math.random() * 1e6)}`, location: { address: 'Civil Lines', coordinates: here } });
  // Its only stop is three days away: now is outside every stop.
  const inThreeDays = new Date(Date.now() + 5.5 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  await request.post(`/api/owner/trucks/${truck.id}/stops`, { headers: asOwner, data: { label: 'Civil Lines', latitude: here.latitude, longitude: here.longitude, startTime: '18:00', endTime: '22:00', date: inThreeDays } });
  await request.post(`/api/owner/trucks/${truck.id}/menu`, { headers: asOwner, data: { menuItem: { name: 'Aloo Tikki Chaat', price: 60, description: 'Crisp patties, curd, chutneys', category: 'Chaat', isVegetarian: true } } });
  await request.put(`/api/owner/trucks/${truck.id}/ordering`, { headers: asOwner, data: { takingOrders: true, prepMinutes: 5, perSlot: 5, soldOut: [] } });
  const diner = await registerCustomer(request, 'Anil Verma');
  await request.put(`/api/trucks/${truck.id}/follow`, { headers: { authorization: `Bearer ${diner.token}` }, data: {} });

  const ownerContext = await browser.newContext();
  const dinerContext = await browser.newContext({ geolocation: here, permissions: ['geolocation'] });
  try {
    const dashboard = waitingForApp(await ownerContext.newPage());
    await useSession(dashboard, owner);
    await dashboard.goto('/owner/dashboard');

    // The follower, who let the app know where they are, watches the truck's page (its bell in the
    // header) and opens the other screens as they need them.
    await dinerContext.addInitScript((at) => {
      localStorage.setItem('dishrated_location_preferences', JSON.stringify({ hasAskedPermission: true, permissionGranted: true, cachedLocation: { lat: at.latitude, lng: at.longitude, timestamp: Date.now() }, lastAsked: Date.now() }));
    }, here);
    const truckPage = waitingForApp(await dinerContext.newPage());
    await useSession(truckPage, diner);
    await truckPage.goto(`/trucks/${truck.id}`);
    const sidebar = truckPage.getByRole('complementary');
    await expect(sidebar.getByText('Closed', { exact: true })).toBeVisible();
    await expect(sidebar.getByText(/^Opens \w+ at 6:00 pm$/)).toBeVisible();
    await expect(sidebar.getByText(/^Opens for orders \w+ at 6:00 pm$/)).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Pre-Order for Pickup' })).toHaveCount(0);

    // Open, with nothing scheduled: the owner says until when (two hours is offered).
    await dashboard.getByRole('button', { name: `Open now, ${truck.name}` }).click();
    await expect(dashboard.getByLabel('Open until')).toHaveValue(/^\d\d:\d\d$/);
    await dashboard.getByRole('button', { name: 'Open now', exact: true }).click();
    await expect(dashboard.getByRole('button', { name: `Close now, ${truck.name}` })).toBeVisible();
    const stated = dashboard.getByText(/^Open until \d{1,2}:\d\d [ap]m/);
    await expect(stated).toBeVisible();
    const openUntil = (await stated.textContent())!.match(/Open until \d{1,2}:\d\d [ap]m/)![0];
    await screenshot(dashboard, 'one-truth-dashboard-open-1280');

    // Pushed to the screens already open.
    await expect(sidebar.getByText(openUntil)).toBeVisible({ timeout: LIVE_MS });
    await expect(sidebar.getByRole('button', { name: 'Pre-Order for Pickup' })).toBeVisible({ timeout: LIVE_MS });
    await expect(truckPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: LIVE_MS });
    await truckPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(truckPage.getByRole('link', { name: new RegExp(`${truck.name} is open`) })).toBeVisible();
    await screenshot(truckPage, 'one-truth-truck-open-1280');

    // And the same on the screens opened now.
    const others = waitingForApp(await dinerContext.newPage());
    await expectOnFindTrucks(others, truck.name, true);
    await expectOnHome(others, truck.name, 'Open');
    await others.goto(`/trucks/${truck.id}/order`);
    await expect(others.getByLabel('Pickup time')).toBeVisible();
    await expect(others.getByRole('button', { name: 'One more Aloo Tikki Chaat' })).toBeEnabled();

    // Closed again: the same everywhere.
    await dashboard.getByRole('button', { name: `Close now, ${truck.name}` }).click();
    await expect(dashboard.getByRole('button', { name: `Open now, ${truck.name}` })).toBeVisible();
    await expect(sidebar.getByText('Closed', { exact: true })).toBeVisible({ timeout: LIVE_MS });
    await expect(sidebar.getByRole('button', { name: 'Pre-Order for Pickup' })).toHaveCount(0, { timeout: LIVE_MS });
    await expectOnFindTrucks(others, truck.name, false);
    await expectOnHome(others, truck.name, 'Closed');
    await others.goto(`/trucks/${truck.id}/order`);
    await expect(others.getByRole('status').filter({ hasText: /This truck is closed now\. It opens for orders \w+ at 6:00 pm\./ })).toBeVisible();
  } finally {
    await ownerContext.close();
    await dinerContext.close();
  }
});

/** Find Trucks around the diner, filtered by open now: the truck is listed only while it serves. */
async function expectOnFindTrucks(page: Page, name: string, listed: boolean) {
  await page.goto('/find-trucks');
  await page.getByRole('checkbox', { name: 'Open now' }).check();
  const cards = page.getByRole('list', { name: 'Food trucks' }).getByRole('article').filter({ hasText: name });
  if (listed) {
    await expect(cards).toHaveCount(1);
    await expect(cards.getByText('Open', { exact: true })).toBeVisible();
  } else {
    // Another test's truck may stand near this place by chance: only this truck must be gone.
    await expect(page.getByText(/^(No food trucks found|Found \d+ food trucks?)$/).first()).toBeVisible();
    await expect(cards).toHaveCount(0);
  }
}

/** Home's nearby list: the truck's row carries the same badge. */
async function expectOnHome(page: Page, name: string, badge: 'Open' | 'Closed') {
  await page.goto('/');
  const row = page.getByRole('list', { name: 'Nearby food trucks' }).getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText(badge, { exact: true })).toBeVisible();
}
