import { createTruck, expect, test, waitingForApp } from './fixtures';
import { screenshot, scrollToMap } from './helpers';

// No truck stands near Bhopal when this file starts (none in the demo data, none from other files), so the visitor's nearby list starts empty.
const BHOPAL = { latitude: 23.2599, longitude: 77.4126 };
const KM_PER_DEGREE = (6371 * Math.PI) / 180;

test('an owner moving a truck moves it on a visitor\'s open truck page and home map, without reloading', async ({ page, owner, request, browser }) => {
  // Just outside the 25 km the home widens to; the owner's map click brings it inside.
  const start = { latitude: BHOPAL.latitude + 25.3 / KM_PER_DEGREE, longitude: BHOPAL.longitude };
  const truck = await createTruck(request, owner, { name: 'Poha Express', location: { address: 'North of Bhopal', coordinates: start } });
  await request.put(`/api/owner/trucks/${truck.id}/location-sharing`, { headers: { authorization: `Bearer ${owner.token}` }, data: { enabled: true } });

  const visitor = await browser.newContext({ geolocation: BHOPAL, permissions: ['geolocation'] });
  const home = waitingForApp(await visitor.newPage());
  await home.goto('/');
  await home.getByRole('dialog', { name: 'Find Food Trucks Near You' }).getByRole('button', { name: 'Allow Location' }).click();
  await expect(home.getByText('No food trucks found nearby.')).toBeVisible();
  const detail = waitingForApp(await visitor.newPage());
  await detail.goto(`/trucks/${truck.id}`);
  await expect(detail.getByText(`${start.latitude.toFixed(4)}, ${start.longitude.toFixed(4)}`)).toBeVisible();

  await page.goto(`/trucks/${truck.id}/location`);
  await expect(page.getByText('Sharing Live')).toBeVisible();
  const map = page.getByRole('region', { name: /click or drag the pin/ });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  const box = (await map.boundingBox())!;
  // About 4.4 m per pixel at zoom 15 here: 140 px south is some 600 m closer to the visitor.
  await map.click({ position: { x: box.width / 2, y: box.height / 2 + 140 } });
  await expect(page.getByText('Location updated successfully')).toBeVisible();

  const moved = (await (await request.get(`/api/trucks/${truck.id}`)).json()).data.truck.location.coordinates;
  await expect(detail.getByText(`${moved.latitude.toFixed(4)}, ${moved.longitude.toFixed(4)}`)).toBeVisible();
  await expect(home.getByRole('list', { name: 'Nearby food trucks' }).getByText('Poha Express')).toBeVisible();
  await scrollToMap(home, 'Map of nearby food trucks');
  await expect(home.locator('.leaflet-marker-icon[title="Poha Express"]')).toHaveCount(1);
  await visitor.close();
});

test('the location history comes from the server, with the current spot not removable', async ({ page, owner, request }) => {
  const truck = await createTruck(request, owner, { name: 'History Halwa' });
  await request.put(`/api/owner/trucks/${truck.id}/location`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { address: 'Esplanade, Kolkata', coordinates: { latitude: 22.5646, longitude: 88.3513 } },
  });
  await page.goto(`/trucks/${truck.id}/location`);
  const history = page.getByRole('list').filter({ hasText: 'Esplanade, Kolkata' });
  await expect(history.getByText('Current')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Esplanade, Kolkata from history' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Park Street, Kolkata from history' }).click();
  await expect(page.getByText('Park Street, Kolkata')).toHaveCount(0);
});

test('update location asks for a place first', async ({ page, owner, request }) => {
  const truck = await createTruck(request, owner);
  await page.goto(`/trucks/${truck.id}/update-location`);
  await page.getByRole('button', { name: 'Update Location' }).click();
  await expect(page.getByText('Please select a location first')).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the live location screen fits a ${width} px screen (screenshot)`, async ({ page, owner, request }) => {
    const truck = await createTruck(request, owner, { name: 'Screen Samosa' });
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/trucks/${truck.id}/location`);
    await expect(page.getByText('Not Sharing')).toBeVisible();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await screenshot(page, `owner-live-location-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
}

test('opening Live Location leaves a sharing truck where it is until the owner follows this device', async ({ page, owner, request }) => {
  const parked = { latitude: 23.2599, longitude: 77.4126 };
  const device = { latitude: 23.2332, longitude: 77.4343 };
  const truck = await createTruck(request, owner, { name: 'Parked Paratha', location: { address: 'New Market, Bhopal', coordinates: parked } });
  await request.put(`/api/owner/trucks/${truck.id}/location-sharing`, { headers: { authorization: `Bearer ${owner.token}` }, data: { enabled: true } });
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(device);
  const moves: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().endsWith(`/api/owner/trucks/${truck.id}/location`)) moves.push(sent.postData() ?? '');
  });

  await page.goto(`/trucks/${truck.id}/location`);
  await expect(page.getByText('Sharing Live')).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(moves).toEqual([]);
  const position = async () => (await (await request.get(`/api/trucks/${truck.id}`)).json()).data.truck.location.coordinates;
  expect(await position()).toEqual(parked);

  await page.getByRole('button', { name: 'Follow This Device' }).click();
  await expect(page.getByRole('button', { name: 'Stop Following This Device' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(position).toEqual(device);
});
