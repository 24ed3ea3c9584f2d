import type { ReportedReview } from '@dishrated/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { reviewReports, reviews, trucks, users } from '../../db/schema.js';

/** Reports shown per review in the queue (the count covers them all). */
const REASONS_SHOWN = 10;

interface ReportedRow {
  id: string;
  title: string;
  comment: string;
  rating: number;
  created_at: string | Date;
  author_id: string;
  author_name: string;
  truck_id: string;
  truck_name: string;
  report_count: number;
  last_reported_at: string | Date;
  reports: Array<{ reason: string; reporter: string; createdAt: string }>;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** Reviews with open reports, most reported first, then most recently reported. */
export async function listOpenReports(db: Executor, page: number, limit: number): Promise<{ reports: ReportedReview[]; total: number }> {
  const rows = await queryRows<ReportedRow>(
    db,
    sql`with open as (
          select ${reviewReports.reviewId} as review_id, count(*)::int as report_count, max(${reviewReports.createdAt}) as last_reported_at
          from ${reviewReports} where ${reviewReports.resolvedAt} is null group by 1
        )
        select r.id, r.title, r.comment, r.rating, r.created_at, a.id as author_id, a.name as author_name, t.id as truck_id, t.name as truck_name,
               open.report_count, open.last_reported_at,
               (select coalesce(json_agg(json_build_object('reason', x.reason, 'reporter', x.reporter, 'createdAt', x.created_at) order by x.created_at desc), '[]'::json)
                  from (select rr.reason, u.name as reporter, rr.created_at from ${reviewReports} rr join ${users} u on u.id = rr.user_id
                        where rr.review_id = r.id and rr.resolved_at is null order by rr.created_at desc limit ${REASONS_SHOWN}) x) as reports
        from open
        join ${reviews} r on r.id = open.review_id
        join ${users} a on a.id = r.user_id
        join ${trucks} t on t.id = r.truck_id
        order by open.report_count desc, open.last_reported_at desc, r.id
        limit ${limit} offset ${(page - 1) * limit}`,
  );
  return {
    total: await openReportCount(db),
    reports: rows.map((row) => ({
      review: {
        id: row.id,
        title: row.title,
        comment: row.comment,
        rating: row.rating,
        createdAt: iso(row.created_at),
        author: { id: row.author_id, name: row.author_name },
        truck: { id: row.truck_id, name: row.truck_name },
      },
      reportCount: row.report_count,
      lastReportedAt: iso(row.last_reported_at),
      reports: (typeof row.reports === 'string' ? JSON.parse(row.reports) : row.reports).map((r: { reason: string; reporter: string; createdAt: string }) => ({ ...r, createdAt: iso(r.createdAt) })),
    })),
  };
}

/** How many reviews have open reports (the dashboard's Reports badge and the queue's total). */
export async function openReportCount(db: Executor): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(distinct ${reviewReports.reviewId})::int as count from ${reviewReports} where ${reviewReports.resolvedAt} is null`,
  );
  return row?.count ?? 0;
}

/** Marks the review's open reports dismissed; returns how many there were. */
export async function dismissReports(db: Executor, reviewId: string, at: Date): Promise<number> {
  const rows = await db
    .update(reviewReports)
    .set({ resolvedAt: at })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    .returning({ id: reviewReports.id });
  return rows.length;
}
