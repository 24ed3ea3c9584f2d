import type { ContactMessage } from '@dishrated/shared';
import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

type NewMessage = typeof contactMessages.$inferInsert;

export async function insertMessage(db: Executor, values: NewMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

export async function listMessages(db: Executor, page: number, limit: number): Promise<{ messages: ContactMessage[]; total: number }> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = (await db.select({ total: count() }).from(contactMessages)) as [{ total: number }];
  return { total, messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
