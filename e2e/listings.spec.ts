import sharp from 'sharp';
import { expect, registerAdmin, registerCustomer, test, useSession, waitingForApp } from './fixtures';
import { screenshot } from './helpers';

/** Raipur in the offline gazetteer: no demo truck and no other test stands near it. */
const RAIPUR = { latitude: 21.2514, longitude: 81.6296 };

test('an admin imports a CSV, a visitor finds the listing, its owner claims it with a licence photo, the admin approves and the new owner edits the truck', async ({ page, browser, request }) => {
  test.slow();
  const name = `Raipur Chaat Cart ${Math.floor(Math.random() * 1e6)}`;
  const csv = ['name,cuisine,city,address,latitude,longitude,phone,website,instagram,hours,source', `${name},Street Food,Raipur,Telibandha Lake,${RAIPUR.latitude + 0.004},${RAIPUR.longitude + 0.004},+91 98270 11223,,,,`].join('\n');

  // The admin previews the file, then creates what it found.
  const admin = await registerAdmin(request, 'Nandini Verma');
  await useSession(page, admin);
  await page.goto('/admin/dashboard?tab=listings');
  await page.getByLabel('CSV or GeoJSON file').setInputFiles({ name: 'raipur-survey.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByLabel('Where the rows come from')).toHaveValue('raipur-survey');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('1 new listing, 0 look like trucks we have, 0 rows refused.')).toBeVisible();
  await screenshot(page, 'listings-import-1280');
  await page.getByRole('button', { name: 'Create 1 listing' }).click();
  await expect(page.getByText('1 listing created')).toBeVisible();

  // A visitor on a phone finds it near Raipur, marked unclaimed, with no hours and no ordering.
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = waitingForApp(await visitorContext.newPage());
  await visitor.goto('/find-trucks');
  await visitor.getByRole('combobox', { name: 'Location' }).fill('Raipur');
  await visitor.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option', { name: /Raipur, Chhattisgarh/ }).click();
  const card = visitor.getByRole('list', { name: 'Food trucks' }).getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Unclaimed')).toBeVisible();
  await card.getByRole('link', { name: `See Details: ${name}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  const truckPath = new URL(visitor.url()).pathname;
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(visitor.getByText('Hours unknown').first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Pre-Order for Pickup' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Is this your truck? Claim it' })).toBeVisible();
  await screenshot(visitor, 'listings-unclaimed-truck-390');
  await visitorContext.close();

  // Its owner, signed in on a small phone, claims it with the licence and a photo.
  const claimant = await registerCustomer(request, 'Suresh Sahu');
  const ownerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const owner = waitingForApp(await ownerContext.newPage());
  await useSession(owner, claimant);
  await owner.goto(truckPath);
  await owner.getByRole('link', { name: 'Is this your truck? Claim it' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: `Claim ${name}` })).toBeVisible();
  const form = owner.getByRole('form', { name: 'Claim this truck' });
  await form.getByLabel('FSSAI licence number (14 digits)').fill('2052101000123');
  await form.getByRole('button', { name: 'Send claim' }).click();
  await expect(form.getByText('FSSAI licence number must be 14 digits')).toBeVisible();
  await form.getByLabel('FSSAI licence number (14 digits)').fill('20521010001234');
  await form.getByLabel('Phone we can call you on').fill('+91 98270 11223');
  const licence = await sharp({ create: { width: 800, height: 560, channels: 3, background: '#f5f0e1' } }).png().toBuffer();
  await owner.locator('input[type=file]').setInputFiles({ name: 'fssai-licence.png', mimeType: 'image/png', buffer: licence });
  await expect(owner.getByRole('img', { name: 'The photo you added' })).toHaveAttribute('src', /^\/uploads\/photos\//);
  await screenshot(owner, 'listings-claim-360');
  await form.getByRole('button', { name: 'Send claim' }).click();
  await expect(owner.getByText(/Claim sent\. We will check your licence/)).toBeVisible();

  // The admin sees the claim with its photo and approves it.
  await page.goto('/admin/dashboard?tab=claims');
  const group = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(group.getByRole('img', { name: 'Photo sent by Suresh Sahu' })).toBeVisible();
  await screenshot(page, 'listings-claims-1280');
  await group.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Claim approved: the claimant now runs the truck')).toBeVisible();

  // The new owner edits the truck: it is theirs now.
  await owner.goto('/owner/dashboard');
  await expect(owner.getByText(name).first()).toBeVisible();
  const truckId = truckPath.split('/').pop()!;
  await owner.goto(`/trucks/${truckId}/edit`);
  await owner.getByRole('tab', { name: 'About' }).click();
  await owner.getByLabel('Our story').fill('Pani puri, dahi puri and aloo tikki by the lake since 2011.');
  await owner.getByRole('button', { name: 'Save About' }).click();
  await expect(owner.getByText('About information updated successfully')).toBeVisible();
  const truck = (await request.get(`/api/trucks/${truckId}`).then((r) => r.json())).data.truck;
  expect(truck).toMatchObject({ claimed: true, aboutInfo: { story: 'Pani puri, dahi puri and aloo tikki by the lake since 2011.' }, fssaiLicense: '20521010001234' });
  await ownerContext.close();
});

test('a visitor suggests a truck they met', async ({ page, customer }) => {
  void customer;
  await page.goto('/listings/suggest');
  const form = page.getByRole('form', { name: 'Suggest a truck' });
  await form.getByLabel("The truck's name").fill('Kulfi Cycle at Telibandha');
  await form.getByLabel('What it serves').selectOption('Dessert');
  await form.getByRole('combobox', { name: 'Where you met it (an address or a landmark)' }).fill('Raipur');
  await page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first().click();
  await form.getByLabel('When it is there (optional)').fill('Evenings by the lake');
  await screenshot(page, 'listings-suggest-1280');
  await form.getByRole('button', { name: 'Suggest this truck' }).click();
  await expect(page.getByText('Thank you! We will look at it soon, and tell you when it is on the map.')).toBeVisible();
});
