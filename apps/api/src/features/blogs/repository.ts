import { readingMinutesForWords, type AdminBlogListQuery, type BlogListQuery, type BlogSummary } from '@dishrated/shared';
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { blogs, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/sql-text.js';
import { isUuid } from '../../lib/ids.js';

export type BlogRow = typeof blogs.$inferSelect;
export type NewBlogRow = typeof blogs.$inferInsert;


const summaryColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  excerpt: blogs.excerpt,
  image: blogs.image,
  category: blogs.category,
  status: blogs.status,
  featured: blogs.featured,
  authorName: users.name,
  views: blogs.views,
  tags: blogs.tags,
  // Reading time needs the words, not the text: count them in the database.
  words: sql<number>`coalesce(array_length(regexp_split_to_array(trim(${blogs.content}), '\\s+'), 1), 0)`,
  publishedAt: blogs.publishedAt,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & Record<string, unknown>;

function toSummary(row: SummaryRow): BlogSummary {
  const r = row as unknown as Omit<BlogRow, 'content' | 'contentHtml' | 'authorId'> & { authorName: string | null; words: number };
  return {
    _id: r.id,
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    image: r.image,
    category: r.category,
    status: r.status,
    featured: r.featured,
    author: { name: r.authorName ?? 'DishRated Team' },
    views: r.views,
    tags: r.tags,
    readingMinutes: readingMinutesForWords(Number(r.words)),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function listWhere(db: Executor, condition: SQL | undefined, order: SQL[], page: number, limit: number) {
  const rows = await db
    .select(summaryColumns)
    .from(blogs)
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(condition)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = (await db.select({ total: count() }).from(blogs).where(condition)) as [{ total: number }];
  return { blogs: rows.map(toSummary), total };
}

/** Published posts, featured first, then newest. */
export function listPublished(db: Executor, query: BlogListQuery) {
  const where: SQL[] = [eq(blogs.status, 'published')];
  if (query.category && query.category !== 'all') where.push(eq(blogs.category, query.category));
  return listWhere(db, and(...where), [desc(blogs.featured), desc(blogs.publishedAt), desc(blogs.id)], query.page, query.limit);
}

export function listForAdmin(db: Executor, query: AdminBlogListQuery) {
  const where: SQL[] = [];
  if (query.status && query.status !== 'all') where.push(eq(blogs.status, query.status));
  if (query.category && query.category !== 'all') where.push(eq(blogs.category, query.category));
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(or(ilike(blogs.title, pattern), ilike(blogs.excerpt, pattern))!);
  }
  return listWhere(db, where.length ? and(...where) : undefined, [desc(blogs.updatedAt), desc(blogs.id)], query.page, query.limit);
}

/** A post by id or slug, with its author's name. */
export async function findBlog(db: Executor, ref: string) {
  const [row] = await db
    .select({ blog: blogs, summary: summaryColumns })
    .from(blogs)
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(isUuid(ref) ? or(eq(blogs.id, ref), eq(blogs.slug, ref)) : eq(blogs.slug, ref))
    .limit(1);
  return row && { row: row.blog, summary: toSummary(row.summary) };
}

/** Up to `limit` other published posts, same category first. */
export async function relatedPosts(db: Executor, blog: BlogRow, limit: number) {
  const rows = await db
    .select(summaryColumns)
    .from(blogs)
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(and(eq(blogs.status, 'published'), ne(blogs.id, blog.id)))
    .orderBy(sql`(${blogs.category} = ${blog.category}) desc`, desc(blogs.publishedAt))
    .limit(limit);
  return rows.map(toSummary);
}

export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, slug)).limit(1);
  return Boolean(row);
}

export async function insertBlog(db: Executor, values: NewBlogRow): Promise<BlogRow> {
  const [row] = await db.insert(blogs).values(values).returning();
  return row!;
}

export async function lockBlog(db: Executor, id: string): Promise<BlogRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).for('update');
  return row;
}

export async function updateBlog(db: Executor, id: string, values: Partial<NewBlogRow>) {
  await db.update(blogs).set({ ...values, updatedAt: new Date() }).where(eq(blogs.id, id));
}

export async function deleteBlog(db: Executor, id: string) {
  await db.delete(blogs).where(eq(blogs.id, id));
}

export async function countView(db: Executor, id: string) {
  await db.update(blogs).set({ views: sql`${blogs.views} + 1` }).where(eq(blogs.id, id));
}
