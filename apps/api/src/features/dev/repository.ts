import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox, users } from '../../db/schema.js';

/** The newest outbox messages to one address. */
export async function latestMailTo(db: Executor, to: string, limit = 10) {
  return db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

export async function insertStaffAccount(db: Executor, values: { name: string; email: string; passwordHash: string; role: 'owner' | 'admin' }) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}
