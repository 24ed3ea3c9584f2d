import type { UndeliveredMail } from '@dishrated/shared';
import { and, count, desc, isNotNull, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

const givenUp = and(isNotNull(mailOutbox.failedAt), isNull(mailOutbox.sentAt));

/** Messages the relay gave up on, newest first. */
export async function listUndelivered(db: Executor, page: number, limit: number): Promise<{ mails: UndeliveredMail[]; total: number }> {
  const rows = await db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, error: mailOutbox.error, attempts: mailOutbox.attempts, createdAt: mailOutbox.createdAt, failedAt: mailOutbox.failedAt })
    .from(mailOutbox)
    .where(givenUp)
    .orderBy(desc(mailOutbox.failedAt), desc(mailOutbox.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = (await db.select({ total: count() }).from(mailOutbox).where(givenUp)) as [{ total: number }];
  return { total, mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), failedAt: row.failedAt!.toISOString() })) };
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** A message due for sending, as the relay leased it (attempts counts this one). */
export interface DueMail extends OutboxMessage {
  id: string;
  attempts: number;
}

/** Writes a message to the outbox, inside the caller's transaction. */
export async function insertOutbox(db: Executor, message: OutboxMessage): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Takes up to `limit` due messages that no other instance holds, and holds them for `leaseMs`
 * (FOR UPDATE SKIP LOCKED: instances leasing at once take different messages).
 */
export function leaseDue(db: Database, leaseMs: number, limit: number): Promise<DueMail[]> {
  return queryRows<DueMail>(
    db,
    sql`update mail_outbox set lease_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where sent_at is null and failed_at is null and next_attempt_at <= now() and (lease_until is null or lease_until < now())
          order by next_attempt_at
          limit ${limit}
          for update skip locked)
        returning id, to_address as "to", subject, body_text as "text", attempts`,
  );
}

export async function markSent(db: Database, id: string) {
  await db.execute(sql`update mail_outbox set sent_at = now(), lease_until = null, error = null where id = ${id}`);
}

/** The last attempt failed: the message is given up, and admins see it. */
export async function markGivenUp(db: Database, id: string, error: string) {
  await db.execute(sql`update mail_outbox set failed_at = now(), lease_until = null, error = ${error} where id = ${id}`);
}

export async function scheduleRetry(db: Database, id: string, waitMs: number, error: string) {
  await db.execute(sql`update mail_outbox set next_attempt_at = now() + ${waitMs} * interval '1 millisecond', lease_until = null, error = ${error} where id = ${id}`);
}

/** Messages still to send, and messages given up. */
export async function outboxDepth(db: Database): Promise<{ due: number; failed: number }> {
  const [row] = await queryRows<{ due: number; failed: number }>(
    db,
    sql`select count(*) filter (where sent_at is null and failed_at is null)::int as due, count(*) filter (where sent_at is null and failed_at is not null)::int as failed from mail_outbox`,
  );
  return row ?? { due: 0, failed: 0 };
}
