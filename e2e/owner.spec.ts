import sharp from 'sharp';
import { createTruck, expect, registerCustomer, test, truckWithDish } from './fixtures';
import { screenshot } from './helpers';

test.describe('owner screens', () => {
  test('a customer opening the owner dashboard is sent to sign in', async ({ page, customer }) => {
    expect(customer.user.role).toBe('user');
    await page.goto('/owner/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an owner creates a truck with its location picked on the map', async ({ page, owner }) => {
    expect(owner.user.role).toBe('owner');
    await page.goto('/trucks/create');
    await page.getByLabel('Truck name *').fill('Momo Mobile');
    await page.getByLabel('Description *').fill('Steamed and fried momos with fiery chutney');
    await page.getByLabel('Cuisine *').selectOption('Chinese');
    await page.getByRole('button', { name: 'Pick on map' }).click();
    const map = page.getByRole('region', { name: /click or drag the pin/ });
    await map.click({ position: { x: 200, y: 150 } });
    await expect(page.getByText(/\(\d+\.\d{4}, \d+\.\d{4}\)/)).toBeVisible();
    await expect(page.getByText('Updating address...')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Food Truck' }).click();
    await expect(page).toHaveURL(/\/trucks\/[0-9a-f-]+\/edit$/);
    await page.goto('/owner/dashboard');
    await expect(page.getByRole('heading', { name: 'Momo Mobile' })).toBeVisible();
  });

  test('the create form says what is missing and keeps what was typed', async ({ page, owner }) => {
    expect(owner.user.role).toBe('owner');
    await page.goto('/trucks/create');
    await page.getByLabel('Truck name *').fill('Half Done');
    await page.getByRole('button', { name: 'Create Food Truck' }).click();
    await expect(page.getByText('Please select a location for your food truck')).toBeVisible();
    await expect(page.getByLabel('Truck name *')).toHaveValue('Half Done');
  });

  test('menu items are added, shown on the truck page, and deleted', async ({ page, owner, request }) => {
    const truck = await createTruck(request, owner);
    await page.goto(`/trucks/${truck.id}/edit`);
    await page.getByLabel('Name *').fill('Paneer Kathi Roll');
    await page.getByLabel('Category *').fill('Rolls');
    await page.getByLabel('Description *').fill('Tandoori paneer, onions, green chutney');
    await page.getByLabel('Price (₹) *').fill('140');
    await page.getByRole('radio', { name: 'Veg', exact: true }).check();
    await page.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Menu item added', { exact: true })).toBeVisible();
    await page.goto(`/trucks/${truck.id}`);
    await expect(page.getByText('Paneer Kathi Roll')).toBeVisible();
    await page.goto(`/trucks/${truck.id}/edit`);
    await page.getByRole('button', { name: 'Delete Paneer Kathi Roll' }).click();
    await page.getByRole('alertdialog', { name: 'Delete menu item' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Delete Paneer Kathi Roll' })).toHaveCount(0);
  });

  test('a menu item is edited in place, and the truck page shows the change', async ({ page, owner, request }) => {
    const truck = await truckWithDish(request, owner, { name: 'Masala Chai', description: 'Ginger and cardamom', category: 'Drinks', price: 30 });
    await page.goto(`/trucks/${truck.id}/edit`);
    await page.getByRole('button', { name: 'Edit Masala Chai' }).click();
    const form = page.getByRole('form', { name: 'Edit menu item' });
    await expect(form.getByLabel('Name *')).toHaveValue('Masala Chai');
    await form.getByLabel('Name *').fill('Kulhad Chai');
    await form.getByLabel('Price (₹) *').fill('45');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Menu item updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add menu item' })).toBeVisible();
    await page.goto(`/trucks/${truck.id}`);
    await expect(page.getByText('Kulhad Chai')).toBeVisible();
    await expect(page.getByText('₹45', { exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Masala Chai')).toHaveCount(0);
  });

  test('an owner deletes their own event from the dashboard after confirming', async ({ page, owner, request }) => {
    const created = await request.post('/api/events', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { title: 'Momo Monday', description: 'Steamed and fried, all evening.', image: 'https://images.example.com/momo.jpg', date: new Date(Date.now() + 6 * 86_400_000).toISOString(), eventType: 'truck_event', location: { address: 'Hauz Khas, New Delhi' } },
    });
    expect(created.status()).toBe(201);
    await page.goto('/owner/dashboard');
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('button', { name: 'Delete Momo Monday' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this event?' });
    await expect(dialog).toContainText('Momo Monday and its registrations will be removed');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Event deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Momo Monday' })).toHaveCount(0);
  });

  test('deleting a menu item asks first: Cancel keeps it and gives focus back to its button', async ({ page, owner, request }) => {
    const truck = await truckWithDish(request, owner, { name: 'Vada Pav', description: 'Spiced potato in a bun', category: 'Snacks', price: 25 });
    await page.goto(`/trucks/${truck.id}/edit`);
    const remove = page.getByRole('button', { name: 'Delete Vada Pav' });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete menu item' });
    await expect(dialog).toContainText('Remove Vada Pav from your menu?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    expect((await (await request.get(`/api/trucks/${truck.id}/menu`)).json()).data.menu.map((item: { name: string }) => item.name)).toEqual(['Vada Pav']);
  });

  test('an uploaded photo is saved to the truck and shown on its page', async ({ page, owner, request }) => {
    const truck = await createTruck(request, owner);
    await page.goto(`/trucks/${truck.id}/edit`);
    await page.getByRole('tab', { name: 'Images' }).click();
    // Truck photos need at least 800 x 600 pixels.
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#d35400' } }).png().toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'truck.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByLabel('Caption for photo 1')).toBeVisible();
    await page.getByLabel('Caption for photo 1').fill('Our counter');
    await page.getByRole('button', { name: 'Save Images' }).click();
    await expect(page.getByText('Images updated successfully')).toBeVisible();
    await page.goto(`/trucks/${truck.id}`);
    await expect(page.locator('img[src^="/uploads/photos/"]').first()).toBeAttached();
  });

  test('the about story is saved and shown on the truck page', async ({ page, owner, request }) => {
    const truck = await createTruck(request, owner);
    await page.goto(`/trucks/${truck.id}/edit`);
    await page.getByRole('tab', { name: 'About' }).click();
    await page.getByLabel('Our story').fill('Three friends and a tawa, since 2018.');
    await page.getByRole('button', { name: 'Save About' }).click();
    await expect(page.getByText('About information updated successfully')).toBeVisible();
    await page.goto(`/trucks/${truck.id}`);
    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page.getByText('Three friends and a tawa, since 2018.')).toBeVisible();
  });

  test('the dashboard opens a truck for customers until the time the owner keeps', async ({ page, owner, request }) => {
    const truck = await createTruck(request, owner, { name: 'Toggle Tandoor' });
    await page.goto('/owner/dashboard');
    await page.getByRole('button', { name: 'Open now, Toggle Tandoor' }).click();
    await page.getByLabel('Open until').fill('23:59');
    await page.getByRole('button', { name: 'Open now', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Close now, Toggle Tandoor' })).toBeVisible();
    await expect(page.getByText(/^Open until 11:59 pm/)).toBeVisible();
    await page.goto(`/trucks/${truck.id}`);
    await expect(page.getByRole('complementary').getByText('Open until 11:59 pm')).toBeVisible();
  });

  test('the analytics tab shows charts with a table for screen readers, and followers per truck', async ({ page, owner, request }) => {
    const truck = await createTruck(request, owner, { name: 'Chart Chaat' });
    const fan = await registerCustomer(request, 'Chart Fan');
    await request.put(`/api/trucks/${truck.id}/follow`, { headers: { authorization: `Bearer ${fan.token}` }, data: {} });
    await page.goto('/owner/dashboard');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByRole('table', { name: 'Page views, directions clicks, reviews, followers and orders ahead per day' })).toBeAttached();
    const row = page.getByRole('row', { name: /Chart Chaat/ });
    await expect(row.getByRole('rowheader', { name: 'Chart Chaat' })).toBeVisible();
    // Followers is the first figure of a truck's row.
    await expect(row.getByRole('cell').first()).toHaveText('1');
  });

  for (const width of [360, 390, 1280]) {
    test(`the owner screens fit a ${width} px screen (screenshots)`, async ({ page, owner, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await truckWithDish(request, owner, { name: 'Paneer Tikka Roll', description: 'Charred paneer, onions and mint chutney', category: 'Rolls', price: 150 });
      await createTruck(request, owner, { name: 'Filter Kaapi Cart', cuisine: 'South Indian' });
      await page.goto('/owner/dashboard');
      await expect(page.getByRole('heading', { name: 'Owner Dashboard' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
      await screenshot(page, `owner-dashboard-${width}`);
      const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(await scrollsSideways()).toBe(false);
      // Each card's buttons hold their icon at full size and their words inside them.
      const liveLocation = page.getByRole('link', { name: /^Live location of / }).first();
      expect((await liveLocation.locator('svg').boundingBox())!.width).toBeCloseTo(16, 0);
      expect(await liveLocation.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
      await page.getByRole('tab', { name: 'Analytics' }).click();
      await expect(page.getByRole('term').filter({ hasText: 'Page views' })).toBeVisible();
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
      await screenshot(page, `owner-analytics-${width}`);
      expect(await scrollsSideways()).toBe(false);
      await page.getByRole('tab', { name: 'My Trucks' }).click();
      await page.getByRole('link', { name: /^Edit / }).first().click();
      await expect(page.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
      for (const tab of await page.getByRole('tab').all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= width, await tab.innerText()).toBe(true);
      }
      await screenshot(page, `owner-edit-menu-${width}`);
      expect(await scrollsSideways()).toBe(false);
      await page.getByRole('tab', { name: 'Images' }).click();
      await screenshot(page, `owner-edit-images-${width}`);
      expect(await scrollsSideways()).toBe(false);
      await page.goto('/trucks/create');
      await page.getByRole('button', { name: 'Pick on map' }).click();
      await expect(page.locator('.leaflet-container')).toBeVisible();
      await screenshot(page, `owner-create-${width}`);
      expect(await scrollsSideways()).toBe(false);
    });
  }
});
