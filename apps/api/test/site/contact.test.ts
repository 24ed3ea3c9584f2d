import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../src/db/schema.js';
import { createTestContext, expectValidationError, type TestContext } from '../helpers.js';
import { freshAddress } from '../admin/admin-helpers.js';
import { sender, session } from '../owner/owner-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const message = (overrides: object = {}) => ({ name: 'Meera Pillai', email: 'meera@example.test', subject: 'Partnering for a festival', message: 'We run a food festival in Kochi and would like to list it.', ...overrides });
const contact = (payload: object, remoteAddress = freshAddress()) => ctx.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

describe('the contact form', () => {
  it('stores the message and mails it to the support address', async () => {
    const subject = `Question ${Date.now()}`;
    const res = await contact(message({ subject }));
    expect(res.statusCode).toBe(201);
    expect(await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))).toHaveLength(1);
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `[Contact] ${subject}`));
    expect(mail).toMatchObject({ to: 'support@dishrated.test' });
    expect(mail!.text).toContain('meera@example.test');
  });

  it('names a missing or invalid email', async () => {
    expectValidationError(await contact(message({ email: 'not-an-email' })), 'email');
  });

  it('refuses a message that is too short', async () => {
    expectValidationError(await contact(message({ message: 'Hi' })), 'message', /at least 10 characters/);
  });

  it('is rate limited per client address', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await contact(message(), address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('lets admins, and only admins, read the messages', async () => {
    await contact(message({ subject: 'Readable by admins' }));
    const send = sender(ctx.app);
    const customer = await session(ctx.app, ctx.database.db, 'user');
    const admin = await session(ctx.app, ctx.database.db, 'admin');
    expect((await send('GET', '/api/admin/contact-messages', null)).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/contact-messages', customer)).statusCode).toBe(403);
    const res = await send('GET', '/api/admin/contact-messages', admin);
    expect(res.json().data.messages.map((m: { subject: string }) => m.subject)).toContain('Readable by admins');
  });
});

describe("a message to a truck's owner", () => {
  const write = (truckId: string, payload: object, remoteAddress = freshAddress()) =>
    ctx.app.inject({ method: 'POST', url: `/api/trucks/${truckId}/messages`, payload, remoteAddress });
  const note = { name: 'Arun Nair', email: 'arun@example.test', message: 'Can you cater a birthday for forty people in Kochi?' };

  it("is mailed to the owner, who replies to the visitor; the owner's address is never shown", async () => {
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Relay Owner');
    const truck = (await sender(ctx.app)('POST', '/api/owner/trucks', owner, { name: 'Appam Express', description: 'Appams and stew', cuisine: 'South Indian', location: { address: 'Fort Kochi', coordinates: { latitude: 9.965, longitude: 76.242 } } })).json().data.truck;
    const res = await write(truck.id, note);
    expect(res.statusCode).toBe(202);
    expect(res.body).not.toContain(owner.user.email);
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, '[DishRated] A message about Appam Express'));
    expect(mail).toMatchObject({ to: owner.user.email });
    expect(mail!.text).toContain('Reply to arun@example.test');
    expect(mail!.text).toContain(note.message);
  });

  it('answers 404 for a truck that does not exist', async () => {
    expect((await write('00000000-0000-4000-8000-000000000000', note)).statusCode).toBe(404);
  });

  it('is rate limited per client address', async () => {
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Busy Owner');
    const truck = (await sender(ctx.app)('POST', '/api/owner/trucks', owner, { name: 'Busy Truck', description: 'x', cuisine: 'Thai', location: { address: 'MG Road', coordinates: { latitude: 12.97, longitude: 77.6 } } })).json().data.truck;
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await write(truck.id, note, address)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
