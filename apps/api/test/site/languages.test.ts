import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { openTestDatabase, testConfig, uniqueEmail, webDirWith } from '../helpers.js';
import { pickupSlots, placeOrder, truckTakingOrders } from '../orders/order-helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';
import { applicationBody, freshAddress, mailsTo } from '../admin/admin-helpers.js';

let database: DatabaseHandle;
let app: App;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  const webDir = webDirWith();
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ publicUrl: 'https://dishrated.example' }), db: database.db, webDir });
  await app.ready();
  send = sender(app);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

describe('API messages in the asked language', () => {
  it('answers a validation failure in Hindi to Accept-Language hi, with the same code', async () => {
    const body = { name: '', email: uniqueEmail(), password: 'secret123' };
    const english = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const inHindi = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: hindi });
    expect(english.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Name is required' });
    expect(inHindi.statusCode).toBe(400);
    expect(inHindi.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'नाम ज़रूरी है', data: { field: 'name' } });
  });

  it('words zod’s own checks in Hindi too, naming the field', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/trucks/nearby?lat=abc&lng=77.6', headers: hindi });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0900-\u097F]/);
  });

  it('keeps English for a language it does not speak', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.test', password: 'wrong-one' }, headers: { 'accept-language': 'ta-IN' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
  });

  it('words a success message in Hindi', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Asha', email: uniqueEmail(), password: 'secret123' }, headers: hindi });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).not.toBe('Registration successful');
  });
});

describe('the account’s language', () => {
  it('starts as the language of the page the account signed up on', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Asha', email: uniqueEmail(), password: 'secret123' }, headers: hindi });
    expect(res.json().data.user.language).toBe('hi');
  });

  it('is remembered on a new device from the sign-in on', async () => {
    const email = uniqueEmail();
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Kiran', email, password: 'secret123' }, headers: hindi });
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret123' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === 'lang')).toMatchObject({ value: 'hi', path: '/' });
  });

  it('is changed with the profile, and only to a language we speak', async () => {
    const user = await session(app, database.db, 'user', 'Ravi');
    expect((await send('PUT', '/api/auth/me', user, { language: 'hi' })).json().data.user.language).toBe('hi');
    expect((await send('GET', '/api/auth/me', user)).json().data.user.language).toBe('hi');
    expect((await send('PUT', '/api/auth/me', user, { language: 'fr' })).statusCode).toBe(400);
  });

  it('words an order’s notifications in each recipient’s saved language', async () => {
    const owner = await session(app, database.db, 'owner', 'Owner');
    const buyer: Session = await session(app, database.db, 'user', 'Buyer');
    await send('PUT', '/api/auth/me', buyer, { language: 'hi' });
    const { truck, dosa } = await truckTakingOrders(app, owner);
    const { slots } = await pickupSlots(app, truck.id);
    const placed = await placeOrder(app, buyer, truck.id, { items: [{ menuItemId: dosa.id, quantity: 1 }], pickupAt: slots[0]!.at });
    const order = placed.json().data.order;
    expect((await send('POST', `/api/owner/orders/${order.id}/accept`, owner, { readyBy: order.pickupAt })).statusCode).toBe(200);
    await app.background.drain();
    const ownerNote = (await send('GET', '/api/me/notifications', owner)).json().data.notifications[0];
    const buyerNote = (await send('GET', '/api/me/notifications', buyer)).json().data.notifications[0];
    expect(ownerNote.title).toMatch(/^New order #/);
    expect(buyerNote.title).toBe(`ऑर्डर #${order.number} स्वीकार हुआ`);
  });

  it('says why a truck takes no orders in the asked language', async () => {
    const owner = await session(app, database.db, 'owner', 'Owner');
    const truck = await createOwnedTruck(app, owner);
    const res = await app.inject({ method: 'GET', url: `/api/trucks/${truck.id}/pickup-slots`, headers: hindi });
    expect(res.json().data.accepting).toBe(false);
    expect(res.json().data.reason).toMatch(/^यह ट्रक/);
  });
});

describe('mail and alerts in the recipient’s language', () => {
  it('mails an applicant who applied from a Hindi page in Hindi, from the receipt to the decision', async () => {
    const admin = await session(app, database.db, 'admin', 'Admin');
    const body = applicationBody();
    const applied = await app.inject({ method: 'POST', url: '/api/admin/applications', payload: body, remoteAddress: freshAddress(), headers: hindi });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().data.application.id;
    expect((await send('PUT', `/api/admin/applications/${id}/reject`, admin, { rejectionReason: 'Please add your FSSAI number.' })).statusCode).toBe(200);
    const [receipt, decision] = await mailsTo(database.db, body.email);
    expect(receipt!.subject).toBe('आपका DishRated आवेदन हमें मिल गया');
    expect(decision!.text).toContain('वजह: Please add your FSSAI number.');
  });

  it('mails a password reset in the account’s language', async () => {
    const user = await session(app, database.db, 'user', 'Meena');
    await send('PUT', '/api/auth/me', user, { language: 'hi' });
    const email = (await send('GET', '/api/auth/me', user)).json().data.user.email;
    expect((await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(200);
    await app.background.drain();
    const [mail] = await mailsTo(database.db, email);
    expect(mail!.subject).toBe('अपना DishRated पासवर्ड रीसेट करें');
  });

  it('tells each follower a truck opened in their own language', async () => {
    const owner = await session(app, database.db, 'owner', 'Owner');
    const truck = await createOwnedTruck(app, owner, { name: 'Bhutta Wala' });
    await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'closed' });
    const hindiFan = await session(app, database.db, 'user', 'Hindi fan');
    const englishFan = await session(app, database.db, 'user', 'English fan');
    await send('PUT', '/api/auth/me', hindiFan, { language: 'hi' });
    for (const fan of [hindiFan, englishFan]) await send('PUT', `/api/trucks/${truck.id}/follow`, fan, {});
    await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'open' });
    await app.background.drain();
    const title = async (who: Session) => (await send('GET', '/api/me/notifications', who)).json().data.notifications[0]?.title;
    expect(await title(hindiFan)).toBe('Bhutta Wala खुल गया');
    expect(await title(englishFan)).toBe('Bhutta Wala is open');
  });
});

describe('Hindi pages', () => {
  it('serves a page under /hi in Hindi: its language, title and description', async () => {
    const res = await app.inject({ method: 'GET', url: '/hi/find-trucks' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain('<title>ट्रक ढूँढें | DishRated</title>');
  });

  it('names the page in each language and English for everyone else', async () => {
    for (const url of ['/events', '/hi/events']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).toContain('<link rel="alternate" hreflang="en" href="https://dishrated.example/events" />');
      expect(res.body).toContain('<link rel="alternate" hreflang="hi" href="https://dishrated.example/hi/events" />');
      expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="https://dishrated.example/events" />');
    }
    expect((await app.inject({ method: 'GET', url: '/hi/events' })).body).toContain('<link rel="canonical" href="https://dishrated.example/hi/events" />');
  });

  it('serves a truck’s page in Hindi, and a missing one as 404 in Hindi', async () => {
    const owner = await session(app, database.db, 'owner', 'Owner');
    const truck = await createOwnedTruck(app, owner);
    await app.trucks.settled();
    const page = await app.inject({ method: 'GET', url: `/hi/trucks/${truck.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('दक्षिण भारतीय');
    const missing = await app.inject({ method: 'GET', url: '/hi/trucks/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('पेज नहीं मिला');
  });

  it('lists every page in both languages in the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(res.body).toContain('<loc>https://dishrated.example/about</loc>');
    expect(res.body).toContain('<loc>https://dishrated.example/hi/about</loc>');
    expect(res.body).toContain('hreflang="hi" href="https://dishrated.example/hi/about"');
  });

  it('takes a visitor who chose Hindi to a page’s Hindi address, and leaves everyone else', async () => {
    const chose = await app.inject({ method: 'GET', url: '/events?page=2', headers: { cookie: 'lang=hi' } });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/hi/events?page=2');
    expect((await app.inject({ method: 'GET', url: '/events', headers: { cookie: 'lang=en' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/events', headers: hindi })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/config', headers: { cookie: 'lang=hi' } })).statusCode).toBe(200);
  });

  it('moves an old address for good within its language', async () => {
    const res = await app.inject({ method: 'GET', url: '/hi/aboutus' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/hi/about');
  });
});
