import type {
  UndeliveredMail,
  AdminDashboard,
  AdminOverview,
  AdminUser,
  AuditEntry,
  BlogBody,
  ContactMessage,
  BlogPost,
  BlogSummary,
  FoodEvent,
  OwnerApplication,
  ReportedReview,
} from '@dishrated/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, filterQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface Page {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** The filters of one admin list; empty and 'all' values are left out of the URL. */
export type ListFilters = Record<string, string | number | undefined>;

const id = (value: string) => encodeURIComponent(value);

export const adminApi = {
  approveApplication: (appId: string, notes: string) => api.put<{ application: OwnerApplication }>(`/admin/applications/${id(appId)}/approve`, { notes }),
  rejectApplication: (appId: string, rejectionReason: string, notes: string) =>
    api.put<{ application: OwnerApplication }>(`/admin/applications/${id(appId)}/reject`, { rejectionReason, notes }),
  toggleBan: (userId: string, reason?: string) => api.put<{ user: AdminUser }>(`/admin/users/${id(userId)}/ban`, reason ? { reason } : {}),
  createBlog: (body: BlogBody) => api.post<{ blog: BlogPost }>('/admin/blogs', body),
  updateBlog: (blogId: string, body: BlogBody) => api.put<{ blog: BlogPost }>(`/admin/blogs/${id(blogId)}`, body),
  deleteBlog: (blogId: string) => api.delete<null>(`/admin/blogs/${id(blogId)}`),
  deleteEvent: (eventId: string) => api.delete<null>(`/admin/events/${id(eventId)}`),
  approveEvent: (eventId: string) => api.put<{ event: FoodEvent }>(`/admin/events/${id(eventId)}/approve`, {}),
  rejectEvent: (eventId: string, rejectionReason: string) => api.put<{ event: FoodEvent }>(`/admin/events/${id(eventId)}/reject`, { rejectionReason }),
  dismissReports: (reviewId: string, reason: string) => api.put<null>(`/admin/reports/${id(reviewId)}/dismiss`, { reason }),
  removeReview: (reviewId: string, reason: string) => api.put<null>(`/admin/reports/${id(reviewId)}/remove`, { reason }),
};

/** Lists keep showing the previous page while the next filter's answer loads. */
const list = <T,>(key: readonly unknown[], path: string, message: string) =>
  queryOptions({
    queryKey: key,
    queryFn: () => api.get<T>(path).then((r) => r.data),
    placeholderData: keepPreviousData,
    meta: { errorToast: { message } },
  });

export const adminQueries = {
  dashboard: () =>
    queryOptions({
      queryKey: queryKeys.admin.dashboard,
      queryFn: () => api.get<AdminDashboard>('/admin/dashboard').then((r) => r.data),
      meta: { errorToast: { message: 'Failed to load dashboard data' } },
    }),
  overview: () => queryOptions({ queryKey: queryKeys.admin.overview, queryFn: () => api.get<AdminOverview>('/admin/overview').then((r) => r.data) }),
  applications: (f: ListFilters) => list<{ applications: OwnerApplication[]; pagination: Page }>(queryKeys.admin.applications(f), `/admin/applications?${filterQuery(f)}`, 'Failed to load applications'),
  users: (f: ListFilters) =>
    queryOptions({
      ...list<{ users: AdminUser[]; pagination: Page }>(queryKeys.admin.users(f), `/admin/users?${filterQuery(f)}`, 'Failed to load users'),
      // A one-letter search lists nobody: the server would only answer 'Search term is required'.
      enabled: !f.search || String(f.search).trim().length >= 2,
    }),
  blogs: (f: ListFilters) => list<{ blogs: BlogSummary[]; pagination: Page }>(queryKeys.admin.blogs(f), `/admin/blogs?${filterQuery(f)}`, 'Failed to load blogs'),
  blog: (blogId: string) => queryOptions({ queryKey: queryKeys.admin.blog(blogId), queryFn: () => api.get<{ blog: BlogPost }>(`/admin/blogs/${id(blogId)}`).then((r) => r.data.blog) }),
  events: (f: ListFilters) => list<{ events: FoodEvent[]; pagination: Page }>(queryKeys.admin.events(f), `/admin/events?${filterQuery(f)}`, 'Failed to load events'),
  reports: () =>
    list<{ reports: ReportedReview[]; pagination: Page }>(queryKeys.admin.reports, '/admin/reports?limit=50', 'Failed to load reported reviews'),
  messages: (page: number) => list<{ messages: ContactMessage[]; pagination: Page }>(queryKeys.admin.messages(page), `/admin/contact-messages?page=${page}&limit=10`, 'Failed to load messages'),
  undeliveredMail: (page: number) =>
    list<{ mails: UndeliveredMail[]; pagination: Page }>(queryKeys.admin.undeliveredMail(page), `/admin/undelivered-mail?page=${page}&limit=10`, 'Failed to load undelivered mail'),
  audit: (page: number) => list<{ entries: AuditEntry[]; pagination: Page }>(queryKeys.admin.audit(page), `/admin/audit-log?page=${page}&limit=10`, 'Failed to load the audit log'),
};
