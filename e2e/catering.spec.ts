import type { Page } from '@playwright/test';
import { createTruck, expect, registerOwner, test, useSession, waitingForApp } from './fixtures';
import { screenshot } from './helpers';

/** Aurangabad in the offline gazetteer: no demo truck and no other test parks near it. */
const AURANGABAD = { latitude: 19.8762, longitude: 75.3433 };
const near = (km: number) => ({ latitude: AURANGABAD.latitude + km / 111.19, longitude: AURANGABAD.longitude });
/** Three days ahead in India: inside the truck page's coming week. */
const eventDate = new Date(Date.now() + 5.5 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);

async function requestWeddingLunch(page: Page) {
  await page.goto('/catering/new');
  const form = page.getByRole('form', { name: 'Catering request' });
  await form.getByLabel('Occasion').fill('Wedding lunch');
  await form.getByLabel('Date').fill(eventDate);
  await form.getByLabel('From').fill('12:00');
  await form.getByLabel('Until').fill('15:00');
  const place = form.getByRole('combobox', { name: 'Where (an address or a landmark)' });
  await place.fill('Aurangabad');
  await page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first().click();
  await form.getByLabel('Guests').fill('120');
  await form.getByLabel('Budget per head (₹)').fill('400');
  await form.getByLabel('South Indian').check();
  await form.getByLabel('Vegetarian only').check();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/catering\/[0-9a-f]{8}-[0-9a-f-]{27}$/);
  return page.url().split('/').pop()!;
}

test('a customer books a truck for a wedding lunch for 120: two owners quote, one is booked and the other told', async ({ page, customer, browser, request }) => {
  const [chosen, passed] = [await registerOwner(request, 'Lakshmi Rao'), await registerOwner(request, 'Arjun Nair')];
  const banana = await createTruck(request, chosen, { name: `Banana Leaf ${Math.floor(Math.random() * 1e6)}`, cuisine: 'South Indian', location: { address: 'Kranti Chowk, Aurangabad', coordinates: near(2) } });
  const idli = await createTruck(request, passed, { name: `Idli Express ${Math.floor(Math.random() * 1e6)}`, cuisine: 'South Indian', location: { address: 'CIDCO, Aurangabad', coordinates: near(4) } });

  const requestId = await requestWeddingLunch(page);
  await expect(page.getByText(/The request reached \d+ trucks/)).toBeVisible();
  await screenshot(page, 'catering-request-1280');

  // The chosen truck's owner quotes from the Bookings tab, on a phone.
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ownerPage = waitingForApp(await ownerContext.newPage());
  await useSession(ownerPage, chosen);
  await ownerPage.goto('/owner/dashboard');
  await ownerPage.getByRole('tab', { name: 'Bookings' }).click();
  const quote = ownerPage.getByRole('form', { name: `Quote for ${banana.name}` });
  await quote.getByLabel('Price per head (₹)').fill('350');
  await quote.getByLabel('What you would serve').fill('Meals on banana leaf, payasam');
  await quote.getByRole('button', { name: 'Send quote' }).click();
  await expect(ownerPage.getByText(new RegExp(`${banana.name}: ₹350 a head, ₹42,000 in all \\(on offer\\)`))).toBeVisible();
  await screenshot(ownerPage, 'catering-bookings-390');

  // The other owner quotes through the API.
  const other = await request.post(`/api/owner/catering-requests/${requestId}/quotes`, {
    headers: { authorization: `Bearer ${passed.token}` },
    data: { truckId: idli.id, pricePerHead: 380, minimumGuests: 100, menu: { text: 'Idli, vada, sambar' }, validUntil: eventDate },
  });
  expect(other.status(), await other.text()).toBe(201);

  await page.reload();
  const quotes = page.getByRole('region', { name: 'Quotes' });
  await expect(quotes.getByRole('heading', { name: idli.name })).toBeVisible();
  const bananaQuote = quotes.getByRole('listitem').filter({ has: page.getByRole('heading', { name: banana.name }) });
  await bananaQuote.getByRole('button', { name: 'Accept and book' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept and book' }).click();
  await expect(page.getByRole('heading', { name: `Booked: ${banana.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: chosen.email })).toBeVisible();

  // The booked truck's page and calendar keep the time as a private event, with no place.
  await page.goto(`/trucks/${banana.id}`);
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('list', { name: 'Stops in the coming week' }).getByText('Private event')).toBeVisible();
  const calendar = await (await request.get(`/api/trucks/${banana.id}/calendar.ics`)).text();
  expect(calendar).toContain(`SUMMARY:${banana.name}: private event`);
  expect(calendar).not.toContain('Aurangabad');

  // Both sides are mailed: the customer with the owner's contact, and the owner whose quote was not chosen.
  const booked = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(customer.email)}`)).json();
  expect(booked.data.messages[0].text).toContain(chosen.email);
  const outbox = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(passed.email)}`)).json();
  expect(outbox.data.messages[0].text).toContain('so ' + idli.name + "'s quote was not chosen");
  await ownerContext.close();
});

for (const width of [360, 390, 1280]) {
  test(`the catering screens fit ${width} px (screenshots)`, async ({ page, customer }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/catering/new');
    await expect(page.getByRole('heading', { name: 'Book a food truck for your event' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `catering-form-${width}`);
    void customer;
  });
}
