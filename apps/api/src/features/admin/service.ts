import { BAN_REASON_REQUIRED, type AdminDashboard, type AdminOverview, type AdminUser, type AdminUserListQuery } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { indiaDay, indiaMidnight, indiaWeekday } from '../../lib/india-time.js';
import { pageInfo } from '../../lib/pagination.js';
import { applicationCounts, listApplications } from '../applications/index.js';
import { recordAdminAction } from '../audit/index.js';
import { openReportCount } from '../reviews/index.js';
import { pendingClaimCount } from '../listings/index.js';
import type { UserRow } from '../auth/index.js';
import * as repo from './repository.js';

const DAY_MS = 86_400_000;
const OVERVIEW_WEEKS = 12;
const OVERVIEW_DAYS = 30;

export interface AdminServiceDeps {
  db: Database;
  /** Called after a ban commits: the user's open live streams are closed. */
  onUserBanned?: (userId: string) => void;
  clock?: () => Date;
}

export function createAdminService({ db, onUserBanned, clock = () => new Date() }: AdminServiceDeps) {
  return {
    async dashboard(): Promise<AdminDashboard> {
      const counts = await applicationCounts(db);
      const decided = counts.approved + counts.rejected;
      const recent = await listApplications(db, { page: 1, limit: 5 });
      return {
        stats: {
          pendingApplications: counts.pending,
          monthlyApplications: counts.thisMonth,
          totalApplications: counts.pending + decided,
          approvalRate: decided === 0 ? 0 : Math.round((counts.approved / decided) * 100),
        },
        applicationBreakdown: { pending: counts.pending, approved: counts.approved, rejected: counts.rejected },
        recentApplications: recent.applications,
        openReports: await openReportCount(db),
        pendingClaims: await pendingClaimCount(db),
      };
    },

    async overview(): Promise<AdminOverview> {
      const now = clock();
      // Weeks begin on Monday (India time): go back to this week's Monday, then 11 weeks more.
      const weekStart = indiaMidnight(now, indiaWeekday(now) + (OVERVIEW_WEEKS - 1) * 7);
      const dayStart = indiaMidnight(now, OVERVIEW_DAYS - 1);
      const series = await repo.overviewSeries(db, weekStart, OVERVIEW_WEEKS, dayStart, OVERVIEW_DAYS);
      const weekLabel = (i: number) => indiaDay(new Date(weekStart.getTime() + i * 7 * DAY_MS));
      const dayLabel = (i: number) => indiaDay(new Date(dayStart.getTime() + i * DAY_MS));
      return {
        applicationsPerWeek: series.applicationsPerWeek.map((count, i) => ({ period: weekLabel(i), count })),
        newUsersPerWeek: series.newUsersPerWeek.map((count, i) => ({ period: weekLabel(i), count })),
        reviewsPerDay: series.reviewsPerDay.map((count, i) => ({ period: dayLabel(i), count })),
        eventsByStatus: await repo.eventsByStatus(db, now),
        totals: await repo.platformTotals(db),
      };
    },

    async listUsers(query: AdminUserListQuery) {
      const { users, total } = await repo.listUsers(db, query);
      return { users, pagination: pageInfo(query.page, query.limit, total) };
    },

    /** Bans an active user (a reason is required) or unbans a banned one. Admins are never banned. */
    async toggleBan(admin: UserRow, id: string, reason: string | null | undefined): Promise<{ user: AdminUser; banned: boolean }> {
      const user = await db.transaction(async (tx) => {
        const target = await repo.lockUser(tx, id);
        if (!target) throw notFound('USER_NOT_FOUND');
        if (target.role === 'admin') throw forbidden('Admins cannot be banned');
        const ban = target.isActive;
        if (ban && !reason) throw badRequest(BAN_REASON_REQUIRED, 'reason');
        const updated = await repo.setBan(tx, id, ban, ban ? reason! : null);
        await recordAdminAction(tx, admin, {
          action: ban ? 'user.ban' : 'user.unban',
          targetType: 'user',
          targetId: id,
          targetLabel: `${target.name} <${target.email}>`,
          reason: ban ? reason : null,
        });
        return updated;
      });
      if (!user.isActive) onUserBanned?.(user.id);
      return { user: repo.toAdminUser(user), banned: !user.isActive };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
