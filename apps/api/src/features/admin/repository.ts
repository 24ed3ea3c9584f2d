import type { AdminUser, AdminUserListQuery, EventState } from '@dishrated/shared';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { blogs, events, ownerApplications, reviews, trucks, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/sql-text.js';
import { toUserDto } from '../auth/index.js';
import { isUuid } from '../../lib/ids.js';

type UserRow = typeof users.$inferSelect;

export function toAdminUser(row: UserRow): AdminUser {
  return { ...toUserDto(row), banReason: row.banReason };
}

export async function listUsers(db: Executor, query: AdminUserListQuery) {
  const where: SQL[] = [];
  if (query.role && query.role !== 'all') where.push(eq(users.role, query.role));
  if (query.status === 'active') where.push(eq(users.isActive, true));
  if (query.status === 'banned') where.push(eq(users.isActive, false));
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(condition)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [{ total }] = (await db.select({ total: count() }).from(users).where(condition)) as [{ total: number }];
  return { users: rows.map(toAdminUser), total };
}

/** The user, locked until the transaction ends (two admins toggling at once take turns). */
export async function lockUser(db: Executor, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function setBan(db: Executor, id: string, banned: boolean, reason: string | null): Promise<UserRow> {
  const [row] = await db
    .update(users)
    // The version goes up both ways: a ban refuses every request at once, and after an unban the
    // user signs in again rather than their old sessions coming back to life.
    .set({ isActive: !banned, banReason: banned ? reason : null, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/**
 * Counts per bucket of `bucketMs` from `start`, for `buckets` buckets: rows are grouped by their
 * distance from the start, so the buckets follow whatever day boundary `start` sits on.
 */
async function countsPerBucket(db: Executor, table: SQL, column: SQL, start: Date, bucketMs: number, buckets: number) {
  const rows = await queryRows<{ bucket: number; count: number }>(
    db,
    sql`select floor(extract(epoch from (${column} - ${start.toISOString()}::timestamptz)) * 1000 / ${bucketMs})::int as bucket, count(*)::int as count
        from ${table} where ${column} >= ${start.toISOString()}::timestamptz group by 1`,
  );
  const counts = new Array<number>(buckets).fill(0);
  for (const row of rows) if (row.bucket >= 0 && row.bucket < buckets) counts[row.bucket] = row.count;
  return counts;
}

export async function overviewSeries(db: Executor, weekStart: Date, weeks: number, dayStart: Date, days: number) {
  const week = 7 * 86_400_000;
  return {
    applicationsPerWeek: await countsPerBucket(db, sql`${ownerApplications}`, sql`${ownerApplications.submittedAt}`, weekStart, week, weeks),
    newUsersPerWeek: await countsPerBucket(db, sql`${users}`, sql`${users.createdAt}`, weekStart, week, weeks),
    reviewsPerDay: await countsPerBucket(db, sql`${reviews}`, sql`${reviews.createdAt}`, dayStart, 86_400_000, days),
  };
}

/** Events by the state they show (see eventState), except that ended ones count as completed. */
export async function eventsByStatus(db: Executor, now: Date) {
  return queryRows<{ status: EventState; count: number }>(
    db,
    sql`select case
          when ${events.approvalStatus} = 'pending' then 'awaiting-approval'
          when ${events.approvalStatus} = 'rejected' then 'not-approved'
          when ${events.status} = 'published' and coalesce(${events.endDate}, ${events.date}) < ${now.toISOString()}::timestamptz then 'completed'
          else ${events.status} end as status,
        count(*)::int as count
        from ${events} group by 1 order by 2 desc, 1`,
  );
}

export async function platformTotals(db: Executor) {
  const [row] = await queryRows<{ users: number; owners: number; trucks: number; reviews: number; publishedBlogs: number }>(
    db,
    sql`select (select count(*) from ${users})::int as users,
               (select count(*) from ${users} where ${users.role} = 'owner')::int as owners,
               (select count(*) from ${trucks})::int as trucks,
               (select count(*) from ${reviews})::int as reviews,
               (select count(*) from ${blogs} where ${blogs.status} = 'published')::int as "publishedBlogs"`,
  );
  return row!;
}

/** Whether any admin account exists (the start banner tells a new deployment how to make one). */
export async function hasAdmin(db: Executor): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return Boolean(admin);
}
