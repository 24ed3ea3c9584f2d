import type { ApplicationListQuery, OwnerApplication } from '@dishrated/shared';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ownerApplications, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/sql-text.js';
import { isUuid } from '../../lib/ids.js';

export type ApplicationRow = typeof ownerApplications.$inferSelect;
export type NewApplicationRow = typeof ownerApplications.$inferInsert;


const columns = {
  application: ownerApplications,
  reviewerName: users.name,
};

function toDto({ application: a, reviewerName }: { application: ApplicationRow; reviewerName: string | null }): OwnerApplication {
  return {
    _id: a.id,
    id: a.id,
    businessName: a.businessName,
    ownerName: a.ownerName,
    email: a.email,
    phone: a.phone,
    cuisineType: a.cuisineType,
    description: a.description,
    status: a.status,
    submittedAt: a.submittedAt.toISOString(),
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    reviewedBy: a.reviewedBy ? { name: reviewerName ?? 'Former admin' } : null,
    rejectionReason: a.rejectionReason,
    notes: a.notes,
  };
}

export async function insertApplication(db: Executor, values: NewApplicationRow): Promise<ApplicationRow> {
  const [row] = await db.insert(ownerApplications).values(values).returning();
  return row!;
}

/** The application, locked until the transaction ends, so two admins cannot decide it at once. */
export async function lockApplication(db: Executor, id: string): Promise<ApplicationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(ownerApplications).where(eq(ownerApplications.id, id)).for('update');
  return row;
}

export async function updateApplication(db: Executor, id: string, values: Partial<NewApplicationRow>) {
  await db.update(ownerApplications).set(values).where(eq(ownerApplications.id, id));
}

export async function findApplicationDto(db: Executor, id: string): Promise<OwnerApplication | undefined> {
  const [row] = await db
    .select(columns)
    .from(ownerApplications)
    .leftJoin(users, eq(users.id, ownerApplications.reviewedBy))
    .where(eq(ownerApplications.id, id));
  return row && toDto(row);
}

export async function listApplications(db: Executor, query: Pick<ApplicationListQuery, 'status' | 'search' | 'page' | 'limit'>) {
  const where: SQL[] = [];
  if (query.status && query.status !== 'all') where.push(eq(ownerApplications.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(or(ilike(ownerApplications.businessName, pattern), ilike(ownerApplications.ownerName, pattern), ilike(ownerApplications.email, pattern))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select(columns)
    .from(ownerApplications)
    .leftJoin(users, eq(users.id, ownerApplications.reviewedBy))
    .where(condition)
    .orderBy(desc(ownerApplications.submittedAt), desc(ownerApplications.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [{ total }] = (await db.select({ total: count() }).from(ownerApplications).where(condition)) as [{ total: number }];
  return { applications: rows.map(toDto), total };
}

/** Counts by status and this month's submissions (months on India time, the product's market). */
export async function applicationCounts(db: Executor) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${ownerApplications.status} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${ownerApplications.status} = 'approved')::int`,
      rejected: sql<number>`count(*) filter (where ${ownerApplications.status} = 'rejected')::int`,
      thisMonth: sql<number>`count(*) filter (where ${ownerApplications.submittedAt} >= date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')::int`,
    })
    .from(ownerApplications);
  return row!;
}
