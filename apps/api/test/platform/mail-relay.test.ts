import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { queryRows, type DatabaseHandle } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema.js';
import type { MailMessage, MailTransport } from '../../src/features/mail/index.js';
import { bearer, openTestDatabase, registerUser, testConfig, uniqueEmail } from '../helpers.js';
import { session } from '../owner/owner-helpers.js';

/** A fake SMTP server: keeps what it was given, and fails as long as `failing` says. */
function fakeSmtp(failing: (message: MailMessage, attempt: number) => boolean = () => false) {
  const sent: MailMessage[] = [];
  const tries = new Map<string, number>();
  const transport: MailTransport = {
    async sendMail(message) {
      const attempt = (tries.get(message.subject) ?? 0) + 1;
      tries.set(message.subject, attempt);
      if (failing(message, attempt)) throw new Error('421 Service not available, closing transmission channel');
      sent.push(message);
    },
  };
  return { transport, sent };
}

const FAST = { backoffMs: 5, pollMs: 20, leaseMs: 60_000 };

let database: DatabaseHandle;
const apps: App[] = [];
async function instance(transport?: MailTransport, relay = FAST) {
  const app = await buildApp({ config: testConfig(), db: database.db, webDir: '/nonexistent', mailTransport: transport, mailRelay: relay });
  await app.ready();
  apps.push(app);
  return app;
}
const outboxRow = async (subject: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)))[0]!;
const contact = (app: App, subject: string) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ritu Sharma', email: 'ritu@example.test', subject, message: 'Could a truck visit our Whitefield office on Fridays?' } });

beforeAll(async () => {
  database = await openTestDatabase();
});
// Each test's instances stop with it: a relay left running would send the next test's mail.
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(() => database.close());

describe('the mail relay', () => {
  it('sends a message once the change that queued it has committed, and marks it sent', async () => {
    const smtp = fakeSmtp();
    const app = await instance(smtp.transport);
    expect((await contact(app, 'Relay sends once')).statusCode).toBe(201);
    await expect.poll(async () => (await outboxRow('[Contact] Relay sends once')).sentAt).not.toBeNull();
    expect(smtp.sent.filter((m) => m.subject === '[Contact] Relay sends once')).toHaveLength(1);
    expect(smtp.sent.find((m) => m.subject === '[Contact] Relay sends once')!.to).toBe('support@dishrated.test');
  });

  it('retries a failed delivery after a wait, and a later success clears the error', async () => {
    const smtp = fakeSmtp((message, attempt) => message.subject === '[Contact] Flaky server' && attempt < 3);
    const app = await instance(smtp.transport);
    await contact(app, 'Flaky server');
    await expect.poll(async () => (await outboxRow('[Contact] Flaky server')).sentAt, { timeout: 5000 }).not.toBeNull();
    const row = await outboxRow('[Contact] Flaky server');
    expect(row.attempts).toBe(3);
    expect(row.error).toBeNull();
    expect(row.failedAt).toBeNull();
  });

  it('gives a message up after its last attempt, and admins see it', async () => {
    const smtp = fakeSmtp((message) => message.subject === '[Contact] Never arrives');
    const app = await instance(smtp.transport, { ...FAST, maxAttempts: 3 } as typeof FAST);
    await contact(app, 'Never arrives');
    await expect.poll(async () => (await outboxRow('[Contact] Never arrives')).failedAt, { timeout: 5000 }).not.toBeNull();
    expect((await outboxRow('[Contact] Never arrives')).attempts).toBe(3);

    const admin = await session(app, database.db, 'admin', 'Mail Admin');
    const res = await app.inject({ method: 'GET', url: '/api/admin/undelivered-mail', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const listed = res.json().data.mails.find((mail: { subject: string }) => mail.subject === '[Contact] Never arrives');
    expect(listed).toMatchObject({ to: 'support@dishrated.test', attempts: 3, error: expect.stringContaining('421 Service not available') });
    const customer = await registerUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/undelivered-mail', headers: bearer(customer.token) })).statusCode).toBe(403);
  });

  it('sends each message once when several instances relay the same outbox', async () => {
    const smtps = [fakeSmtp(), fakeSmtp(), fakeSmtp()];
    const relays = await Promise.all(smtps.map((smtp) => instance(smtp.transport)));
    const batch = uniqueEmail('batch');
    for (let i = 0; i < 30; i++) await relays[0]!.mailer.enqueue(database.db, { to: batch, subject: `Batch ${i}`, text: 'One of thirty.' });
    for (const relay of relays) relay.mailer.relayNow();
    await expect.poll(async () => (await queryRows<{ left: number }>(database.db, sql`select count(*)::int as left from mail_outbox where to_address = ${batch} and sent_at is null`))[0]!.left, { timeout: 10_000 }).toBe(0);
    const sentOnce = smtps.flatMap((smtp) => smtp.sent).filter((message) => message.to === batch);
    expect(sentOnce).toHaveLength(30);
    expect(new Set(sentOnce.map((message) => message.subject)).size).toBe(30);
  });

  it('sends, after a restart, what an instance queued but had not sent', async () => {
    const stopped = await instance(undefined);
    const to = uniqueEmail('restart');
    await stopped.mailer.enqueue(database.db, { to, subject: 'Queued before the restart', text: 'Still wanted.' });
    await stopped.close();
    const smtp = fakeSmtp();
    await instance(smtp.transport);
    await expect.poll(() => smtp.sent.filter((message) => message.to === to).length, { timeout: 5000 }).toBe(1);
  });
});
