import { WEEKDAYS, indiaDay } from '@dishrated/shared';
import { createTruck, expect, test, waitingForApp } from './fixtures';
import { screenshot } from './helpers';

const DAY = 86_400_000;
/** An India date's weekday name. */
const weekdayOf = (day: string) => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;

test('an owner builds a week of stops and a closed date; a visitor sees where the truck is tomorrow', async ({ page, owner, request, browser }) => {
  const truck = await createTruck(request, owner, { name: `Stops Sandwich ${Math.floor(Math.random() * 1e6)}` });
  const tomorrow = indiaDay(Date.now() + DAY);
  const dayAfter = indiaDay(Date.now() + 2 * DAY);

  await page.goto(`/trucks/${truck.id}/edit`);
  await page.getByRole('tab', { name: 'Schedule' }).click();
  const form = page.getByRole('form', { name: 'Add a stop' });
  await form.getByRole('combobox', { name: 'Find the place' }).fill('Koramangala');
  await page.getByRole('option', { name: /Koramangala 5th Block/ }).click();
  await expect(form.getByLabel('Place name')).toHaveValue('Koramangala 5th Block');
  await form.getByRole('checkbox', { name: weekdayOf(tomorrow) }).check();
  await form.getByRole('checkbox', { name: weekdayOf(dayAfter) }).check();
  await form.getByRole('button', { name: 'Add Stop' }).click();
  await expect(page.getByText('Stop added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stops' }).getByText('Koramangala 5th Block')).toBeVisible();

  // The day after tomorrow the truck is closed.
  const closed = page.getByRole('form', { name: 'Add a closed date' });
  await closed.getByLabel('Date').fill(dayAfter);
  await closed.getByRole('button', { name: 'Add Closed Date' }).click();
  await expect(page.getByRole('list', { name: 'Closed dates' }).getByText('All stops')).toBeVisible();
  await screenshot(page, 'owner-stops-1280');

  const visitor = await browser.newContext();
  const truckPage = waitingForApp(await visitor.newPage());
  await truckPage.goto(`/trucks/${truck.id}`);
  await truckPage.getByRole('tab', { name: 'Schedule' }).click();
  await expect(truckPage.getByText('Where tomorrow').locator('xpath=following-sibling::dd')).toHaveText('Koramangala 5th Block (6:00 pm – 10:00 pm)');
  const week = truckPage.getByRole('list', { name: 'Stops in the coming week' });
  await expect(week.getByText('Tomorrow')).toBeVisible();
  await expect(week.getByText('Koramangala 5th Block')).toHaveCount(1);
  await expect(week.getByRole('link', { name: 'Directions to Koramangala 5th Block' })).toHaveAttribute('href', /openstreetmap\.org/);
  // The week's table says the same: tomorrow at Koramangala, the day after closed.
  await expect(truckPage.getByRole('row', { name: `${weekdayOf(tomorrow)} 6:00 PM - 10:00 PM Koramangala 5th Block` })).toBeVisible();
  await expect(truckPage.getByRole('row', { name: `${weekdayOf(dayAfter)} Closed` })).toBeVisible();
  await screenshot(truckPage, 'truck-where-next-1280');
  await visitor.close();

  // On the home page, Tomorrow shows the truck where it will stand tomorrow evening.
  const nearbyVisitor = await browser.newContext({ geolocation: { latitude: 12.9352, longitude: 77.6146 }, permissions: ['geolocation'] });
  const home = waitingForApp(await nearbyVisitor.newPage());
  await home.goto('/');
  await home.getByRole('dialog', { name: 'Find Food Trucks Near You' }).getByRole('button', { name: 'Allow Location' }).click();
  const list = home.getByRole('list', { name: 'Nearby food trucks' });
  await expect(home.getByRole('heading', { name: /Food Trucks? Nearby$/ })).toBeVisible();
  await expect(list.getByText(truck.name)).toHaveCount(0);
  await home.getByRole('group', { name: 'Show where trucks are' }).getByRole('button', { name: 'Tomorrow' }).click();
  await expect(home.getByRole('heading', { name: /Food Trucks? Nearby Tomorrow$/ })).toBeVisible();
  await expect(list.getByText(truck.name)).toBeVisible();
  // Shown at its stop, it says Scheduled, not its live status.
  await expect(list.getByRole('button', { name: new RegExp(truck.name) }).getByText('Scheduled')).toBeVisible();

  // Find Trucks too: not near now, there tomorrow evening.
  await home.goto('/find-trucks');
  await home.getByRole('searchbox', { name: 'Search' }).fill(truck.name);
  const found = home.getByRole('list', { name: 'Food trucks' });
  await expect(home.getByText(/^Found 0 trucks near/)).toBeVisible();
  await home.getByRole('group', { name: 'Show where trucks are' }).getByRole('button', { name: 'Tomorrow' }).click();
  await expect(found.getByRole('heading', { name: truck.name })).toBeVisible();
  await expect(found.getByRole('article', { name: truck.name }).getByText('Scheduled')).toBeVisible();
  await expect(home.getByText(/^Found 1 truck near .* tomorrow evening$/)).toBeVisible();
  await screenshot(home, 'find-trucks-tomorrow-1280');
  await nearbyVisitor.close();
});

for (const width of [360, 390]) {
  test(`the stops editor and the truck's week fit a ${width} px screen (screenshots)`, async ({ page, owner, request }) => {
    const truck = await createTruck(request, owner, { name: 'Narrow Naan Stop' });
    const tomorrow = indiaDay(Date.now() + DAY);
    await request.post(`/api/owner/trucks/${truck.id}/stops`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { label: 'Indiranagar 100 Feet Road, opposite the metro station', latitude: 12.9719, longitude: 77.6412, startTime: '17:30', endTime: '23:30', weekdays: [weekdayOf(tomorrow)], fromDate: indiaDay(Date.now()) },
    });
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/trucks/${truck.id}/edit`);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(page.getByRole('list', { name: 'Stops' })).toBeVisible();
    await screenshot(page, `owner-stops-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.goto(`/trucks/${truck.id}`);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(page.getByRole('list', { name: 'Stops in the coming week' })).toBeVisible();
    await page.getByRole('heading', { name: 'Where to find it' }).scrollIntoViewIfNeeded();
    await screenshot(page, `truck-where-next-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
}
