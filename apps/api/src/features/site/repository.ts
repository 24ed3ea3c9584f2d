import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { blogs, events, trucks } from '../../db/schema.js';

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

export async function truckCount(db: Executor): Promise<number> {
  const [row] = (await db.select({ n: count() }).from(trucks)) as [{ n: number }];
  return row.n;
}

/** One chunk of truck pages, in id order (stable between requests). */
export async function truckEntries(db: Executor, offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await db.select({ id: trucks.id, updatedAt: trucks.updatedAt }).from(trucks).orderBy(asc(trucks.id)).limit(limit).offset(offset);
  return rows.map((row) => ({ path: `/trucks/${row.id}`, lastModified: row.updatedAt }));
}

/** Events everyone may see: approved and not drafts. */
export async function publicEventEntries(db: Executor): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(and(eq(events.approvalStatus, 'approved'), inArray(events.status, ['published', 'completed'])))
    .orderBy(asc(events.date));
  return rows.map((row) => ({ path: `/events/${row.id}`, lastModified: row.updatedAt }));
}

export async function publishedPostEntries(db: Executor): Promise<SitemapEntry[]> {
  const rows = await db.select({ slug: blogs.slug, updatedAt: blogs.updatedAt }).from(blogs).where(eq(blogs.status, 'published')).orderBy(asc(blogs.publishedAt));
  return rows.map((row) => ({ path: `/blog/${row.slug}`, lastModified: row.updatedAt }));
}
