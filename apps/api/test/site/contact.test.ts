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
