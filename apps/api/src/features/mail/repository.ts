import type { UndeliveredMail } from '@dishrated/shared';
import { and, count, desc, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
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
