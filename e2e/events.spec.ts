import { createTruck, expect, publishedEvent, registerAdmin, registerOwner, test, useSession, waitingForApp } from './fixtures';
import sharp from 'sharp';
import { screenshot } from './helpers';

const DAY = 86_400_000;
const local = (ms: number) => {
  const d = new Date(Date.now() + ms);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

test('a visitor filters and pages the events and opens one', async ({ page, request }) => {
  const [owner, admin] = [await registerOwner(request), await registerAdmin(request)];
  // Eight events of this test's own, found by a word only they carry: six on page 1, two on page 2.
  const word = `Jalebi${Math.floor(Math.random() * 1e6)}`;
  for (let i = 1; i <= 8; i++) {
    await publishedEvent(request, owner, admin, { title: `${word} Night ${i}`, eventType: i <= 3 ? 'offer' : 'city_event', date: new Date(Date.now() + i * DAY).toISOString() });
  }
  await page.goto('/events');
  await page.getByLabel('Search events').fill(word);
  const cards = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText(`${word} Night 1`);
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(2);
  await page.getByLabel('Event type').selectOption('offer');
  await expect(page.getByRole('button', { name: 'Remove filter Offer' })).toBeVisible();
  await expect(cards).toHaveCount(3);
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Offer');
  const title = (await cards.first().getByRole('heading').innerText()).trim();
  await cards.first().getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /calendar\.ics$/);
});

test('an owner creates a city event, an admin approves it, and another owner joins with a truck', async ({ page, owner, request, browser }) => {
  expect(owner.user.role).toBe('owner');
  await page.goto('/events/create');
  await page.getByLabel('Title *').fill('Kolkata Kathi Roll Carnival');
  await page.getByLabel('Description *').fill('Every roll in the city, one street, one evening.');
  // The picture is uploaded from the form (an event's picture needs at least 800 x 400 pixels).
  const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#c2410c' } }).png().toBuffer();
  await page.locator('input[type=file]').setInputFiles({ name: 'carnival.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: "The event's picture" })).toHaveAttribute('src', /^\/uploads\/photos\//);
  await page.getByLabel('Starts *').fill(local(12 * DAY));
  await page.getByLabel('Event type').selectOption('city_event');
  await page.getByLabel('Location *').fill('Park Street, Kolkata');
  await page.getByLabel('Max participants').fill('10');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText(/once an admin approves it/).first()).toBeVisible();
  await expect(page.getByText('Awaiting approval')).toBeVisible();
  await expect(page.locator('img[src^="/uploads/photos/"]').first()).toBeAttached();
  const eventId = page.url().split('/').pop()!;

  const admin = await registerAdmin(request);
  const adminContext = await browser.newContext();
  const adminPage = waitingForApp(await adminContext.newPage());
  await useSession(adminPage, admin);
  await adminPage.goto(`/events/${eventId}`);
  await adminPage.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Event approved')).toBeVisible();
  await expect(adminPage.getByText('Awaiting approval')).toHaveCount(0);
  await adminContext.close();

  const other = await registerOwner(request, 'Rahim Sheikh');
  await createTruck(request, other, { name: 'Rahim Rolls' });
  const context = await browser.newContext();
  const joiner = waitingForApp(await context.newPage());
  await useSession(joiner, other);
  await joiner.goto(`/events/${eventId}`);
  await joiner.getByRole('button', { name: 'Join Event' }).click();
  const dialog = joiner.getByRole('dialog', { name: /Join Kolkata Kathi Roll Carnival/ });
  await dialog.getByRole('radio', { name: 'Rahim Rolls' }).check();
  await dialog.getByRole('button', { name: 'Join Event' }).click();
  await expect(joiner.getByText('Successfully registered for the event')).toBeVisible();
  await expect(joiner.getByRole('link', { name: 'Rahim Rolls' })).toBeVisible();
  await context.close();
});

test('the create form says what is wrong and keeps what was typed', async ({ page, owner }) => {
  expect(owner.user.role).toBe('owner');
  await page.goto('/events/create');
  await page.getByLabel('Title *').fill('Half a festival');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields including title, description, image, date, and location' })).toBeVisible();
  await expect(page.getByLabel('Title *')).toHaveValue('Half a festival');
});

for (const width of [390, 1280]) {
  test(`the events screens fit a ${width} px screen (screenshots)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/events');
    await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem').first()).toBeVisible();
    await screenshot(page, `events-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.getByRole('list', { name: 'Events' }).getByRole('link', { name: /^View Event/ }).first().click();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    await screenshot(page, `event-detail-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
}

test('an owner with two trucks at an event withdraws the one they choose; another owner has nothing to withdraw', async ({ page, owner, request, browser }) => {
  const kathi = await createTruck(request, owner, { name: 'Kathi Corner' });
  const momo = await createTruck(request, owner, { name: 'Momo Mobile' });
  const admin = await registerAdmin(request);
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { title: 'Howrah Night Market', description: 'Street food by the river.', image: 'https://images.example.com/howrah.jpg', date: new Date(Date.now() + 9 * DAY).toISOString(), eventType: 'city_event', location: { address: 'Howrah, Kolkata' } },
  });
  const eventId = (await created.json()).data.event.id;
  for (const truck of [kathi, momo]) {
    const joined = await request.post(`/api/events/${eventId}/register`, { headers: { authorization: `Bearer ${owner.token}` }, data: { truckId: truck.id } });
    expect(joined.ok()).toBe(true);
  }

  await page.goto(`/events/${eventId}`);
  await page.getByRole('button', { name: 'Withdraw Kathi Corner' }).click();
  await page.getByRole('alertdialog', { name: 'Withdraw Kathi Corner?' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Registration withdrawn')).toBeVisible();
  const participants = page.getByRole('heading', { name: /Participating trucks/ }).locator('..');
  await expect(participants.getByRole('link', { name: 'Kathi Corner' })).toHaveCount(0);
  await expect(participants.getByRole('link', { name: 'Momo Mobile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw Momo Mobile' })).toBeVisible();

  const other = await registerOwner(request, 'Ishaan Bose');
  await createTruck(request, other, { name: 'Elsewhere Eats' });
  const context = await browser.newContext();
  const otherPage = waitingForApp(await context.newPage());
  await useSession(otherPage, other);
  // Their own trucks are what the page checks against: wait for that answer before looking.
  const theirTrucks = otherPage.waitForResponse((answer) => answer.url().endsWith('/api/owner/trucks'));
  await otherPage.goto(`/events/${eventId}`);
  await theirTrucks;
  await expect(otherPage.getByRole('link', { name: 'Momo Mobile' })).toBeVisible();
  await expect(otherPage.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  await context.close();
});

test('an event typed as 19:00 on a device set to UTC starts at 7:00 pm IST, and its form shows 19:00 again', async ({ browser, owner }) => {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = waitingForApp(await context.newPage());
  await useSession(page, owner);
  await page.goto('/events/create');
  await page.getByLabel('Title *').fill('Sunset Chaat Walk');
  await page.getByLabel('Description *').fill('Chaat by the lake as the sun goes down.');
  await page.getByLabel('Image URL *').fill('https://images.example.com/chaat.jpg');
  await page.getByLabel('Starts *').fill('2027-01-15T19:00');
  await page.getByLabel('Location *').fill('Upper Lake, Bhopal');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sunset Chaat Walk' })).toBeVisible();
  await expect(page.getByText('Friday, 15 January 2027 at 7:00 pm IST')).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Starts *')).toHaveValue('2027-01-15T19:00');
  await context.close();
});
