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
  messageId: string;
  /** An earlier attempt began sending and never ended (its instance died, or its lease ran out). */
  earlierAttemptUnfinished: boolean;
}

/** Writes a message to the outbox, inside the caller's transaction, with its Message-ID for every attempt. */
export async function insertOutbox(db: Executor, message: OutboxMessage & { messageId: string }): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Takes the next due message that no other instance holds, holds it for `leaseMs` and marks it
 * being sent (FOR UPDATE SKIP LOCKED: instances leasing at once take different messages).
 */
export async function leaseNext(db: Database, leaseMs: number): Promise<DueMail | undefined> {
  const [row] = await queryRows<DueMail>(
    db,
    sql`with due as (
          select id, sending_since from mail_outbox
          where sent_at is null and failed_at is null and next_attempt_at <= now() and (lease_until is null or lease_until < now())
          order by next_attempt_at
          limit 1
          for update skip locked)
        update mail_outbox m set lease_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1, sending_since = now()
        from due where m.id = due.id
        returning m.id, m.to_address as "to", m.subject, m.body_text as "text", m.attempts, coalesce(m.message_id, '<' || m.id || '@dishrated>') as "messageId", due.sending_since is not null as "earlierAttemptUnfinished"`,
  );
  return row;
}

/** Holds a message being sent for another `leaseMs` (a slow mail server must not let another instance send it too). */
export async function renewLease(db: Database, id: string, leaseMs: number) {
  await db.execute(sql`update mail_outbox set lease_until = now() + ${leaseMs} * interval '1 millisecond' where id = ${id} and sent_at is null`);
}

export async function markSent(db: Database, id: string) {
  await db.execute(sql`update mail_outbox set sent_at = now(), lease_until = null, sending_since = null, error = null where id = ${id}`);
}

/** The last attempt failed: the message is given up, and admins see it. */
export async function markGivenUp(db: Database, id: string, error: string) {
  await db.execute(sql`update mail_outbox set failed_at = now(), lease_until = null, sending_since = null, error = ${error} where id = ${id}`);
}

export async function scheduleRetry(db: Database, id: string, waitMs: number, error: string) {
  await db.execute(sql`update mail_outbox set next_attempt_at = now() + ${waitMs} * interval '1 millisecond', lease_until = null, sending_since = null, error = ${error} where id = ${id}`);
}

/** Messages still to send, and messages given up. */
export async function outboxDepth(db: Database): Promise<{ due: number; failed: number }> {
  const [row] = await queryRows<{ due: number; failed: number }>(
    db,
    sql`select count(*) filter (where sent_at is null and failed_at is null)::int as due, count(*) filter (where sent_at is null and failed_at is not null)::int as failed from mail_outbox`,
  );
  return row ?? { due: 0, failed: 0 };
}
