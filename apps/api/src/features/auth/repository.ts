import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { endedSessions, passwordResetRequests, passwordResetTokens, users } from '../../db/schema.js';
import { isUuid } from '../../lib/ids.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export interface UserChanges extends Partial<Pick<UserRow, 'name' | 'phone' | 'passwordHash' | 'isActive' | 'banReason' | 'role'>> {
  /** Raise the token version: every token signed before stops working. */
  endSessions?: boolean;
}

export async function updateUser(db: Executor, id: string, { endSessions, ...values }: UserChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertResetToken(db: Executor, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Earlier unused links stop working once a new one is sent. */
export async function expireOpenResetTokens(db: Executor, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Marks a valid token used and returns its user id, in one statement: two concurrent resets with
 * the same token cannot both succeed.
 */
export async function consumeResetToken(db: Executor, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Records a forgot-password request (the same single write whether or not the account exists). */
export async function insertResetRequest(db: Executor, email: string): Promise<string> {
  const [row] = await db.insert(passwordResetRequests).values({ email }).returning({ id: passwordResetRequests.id });
  return row!.id;
}

/**
 * Takes one request not handled yet (this one when `id` is given) for the rest of the
 * transaction, skipping any another instance holds: each request is handled once.
 */
export async function takeResetRequest(db: Executor, id?: string): Promise<{ id: string; email: string } | undefined> {
  const [row] = await db
    .select({ id: passwordResetRequests.id, email: passwordResetRequests.email })
    .from(passwordResetRequests)
    .where(and(isNull(passwordResetRequests.handledAt), id ? eq(passwordResetRequests.id, id) : undefined))
    .orderBy(passwordResetRequests.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function markResetRequestHandled(db: Executor, id: string) {
  await db.update(passwordResetRequests).set({ handledAt: sql`now()` }).where(eq(passwordResetRequests.id, id));
}

/** Whether a session was signed out. */
export async function isSessionEnded(db: Executor, sid: string): Promise<boolean> {
  const rows = await db.select({ sid: endedSessions.sid }).from(endedSessions).where(eq(endedSessions.sid, sid)).limit(1);
  return rows.length > 0;
}

/** Ends a session until its token would have expired anyway; sessions past that are forgotten. */
export async function endSession(db: Executor, sid: string, tokenExpiresAt: Date): Promise<void> {
  await db.insert(endedSessions).values({ sid, expiresAt: tokenExpiresAt }).onConflictDoNothing();
  await db.delete(endedSessions).where(sql`${endedSessions.expiresAt} < now()`);
}
