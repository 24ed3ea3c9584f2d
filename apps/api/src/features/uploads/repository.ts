import { and, count, eq, gte, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { photoFiles, uploads } from '../../db/schema.js';

export async function putPhotoFile(db: Executor, key: string, contentType: string, data: Buffer): Promise<void> {
  await db.insert(photoFiles).values({ key, contentType, data }).onConflictDoUpdate({ target: photoFiles.key, set: { contentType, data } });
}

export async function deletePhotoFile(db: Executor, key: string): Promise<void> {
  await db.delete(photoFiles).where(eq(photoFiles.key, key));
}

export async function findPhotoFile(db: Executor, key: string): Promise<{ contentType: string; data: Buffer } | null> {
  const [row] = await db.select({ contentType: photoFiles.contentType, data: photoFiles.data }).from(photoFiles).where(eq(photoFiles.key, key));
  return row ? { contentType: row.contentType, data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) } : null;
}

/** Uploads of one account are counted and taken one at a time (the transaction's lock). */
export async function lockUploader(db: Executor, uploaderId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${uploaderId}`}))`);
}

/** A place in the account's quota, taken before the photo is processed (no photo yet: nothing shows it). */
export async function reserveUpload(db: Executor, uploaderId: string): Promise<string> {
  const [row] = await db.insert(uploads).values({ uploaderId, url: '', thumbnailUrl: '', keys: [] }).returning({ id: uploads.id });
  return row!.id;
}

export async function completeUpload(db: Executor, id: string, values: { url: string; thumbnailUrl: string; keys: string[] }): Promise<void> {
  await db.update(uploads).set(values).where(eq(uploads.id, id));
}

export async function uploadsSince(db: Executor, uploaderId: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(uploads).where(and(eq(uploads.uploaderId, uploaderId), gte(uploads.createdAt, since)));
  return row?.n ?? 0;
}

/** The oldest upload of the account since `since` (when the hourly quota frees a place). */
export async function oldestUploadSince(db: Executor, uploaderId: string, since: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date>`min(${uploads.createdAt})`.mapWith((value: string | Date) => new Date(value)) })
    .from(uploads)
    .where(and(eq(uploads.uploaderId, uploaderId), gte(uploads.createdAt, since)));
  return row?.at ?? null;
}

/**
 * Uploads made before `before` whose photo nothing shows: no truck (cover or gallery), menu item,
 * review, event or blog post names either size's URL.
 */
export async function unusedUploads(db: Executor, before: Date, limit: number): Promise<Array<{ id: string; keys: string[] }>> {
  return queryRows<{ id: string; keys: string[] }>(
    db,
    sql`select u.id, u.keys from ${uploads} u
         where u.created_at < ${before.toISOString()}
           and not exists (select 1 from trucks t where t.image in (u.url, u.thumbnail_url))
           and not exists (select 1 from truck_images i where i.url in (u.url, u.thumbnail_url))
           and not exists (select 1 from menu_items m where m.image in (u.url, u.thumbnail_url))
           and not exists (select 1 from reviews r where r.images && array[u.url, u.thumbnail_url])
           and not exists (select 1 from events e where e.image in (u.url, u.thumbnail_url))
           and not exists (select 1 from blogs b where b.image in (u.url, u.thumbnail_url))
         order by u.created_at
         limit ${limit}`,
  );
}

export async function deleteUpload(db: Executor, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}
