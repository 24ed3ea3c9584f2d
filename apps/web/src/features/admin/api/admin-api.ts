import type { BlogBody, TruckImportBody } from '@dishrated/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';


/** The filters of one admin list; empty and 'all' values are left out of the URL. */
export type ListFilters = Record<string, string | number | undefined>;


export const adminApi = {
  approveApplication: (appId: string, notes: string) => api.put('/admin/applications/{id}/approve', { path: { id: appId }, body: { notes } }),
  rejectApplication: (appId: string, rejectionReason: string, notes: string) =>
    api.put('/admin/applications/{id}/reject', { path: { id: appId }, body: { rejectionReason, notes } }),
  toggleBan: (userId: string, reason?: string) => api.put('/admin/users/{id}/ban', { path: { id: userId }, body: reason ? { reason } : {} }),
  createBlog: (body: BlogBody) => api.post('/admin/blogs', { body }),
  updateBlog: (blogId: string, body: BlogBody) => api.put('/admin/blogs/{id}', { path: { id: blogId }, body }),
  deleteBlog: (blogId: string) => api.delete('/admin/blogs/{id}', { path: { id: blogId } }),
  deleteEvent: (eventId: string) => api.delete('/admin/events/{id}', { path: { id: eventId } }),
  approveEvent: (eventId: string) => api.put('/admin/events/{id}/approve', { path: { id: eventId } }),
  rejectEvent: (eventId: string, rejectionReason: string) => api.put('/admin/events/{id}/reject', { path: { id: eventId }, body: { rejectionReason } }),
  dismissReports: (reviewId: string, reason: string) => api.put('/admin/reports/{reviewId}/dismiss', { path: { reviewId }, body: { reason } }),
  removeReview: (reviewId: string, reason: string) => api.put('/admin/reports/{reviewId}/remove', { path: { reviewId }, body: { reason } }),
  closeCatering: (requestId: string, reason: string) => api.put('/admin/catering-requests/{id}/close', { path: { id: requestId }, body: { reason } }),
  decideClaim: (claimId: string, decision: 'approve' | 'reject', reason: string) => api.put('/admin/claims/{claimId}', { path: { claimId }, body: { decision, reason } }),
  decideSuggestion: (id: string, decision: 'accept' | 'reject', reason: string) => api.put('/admin/truck-suggestions/{id}', { path: { id }, body: { decision, reason } }),
  previewImport: (body: TruckImportBody) => api.post('/admin/truck-imports', { body }).then((r) => r.data.import),
  confirmImport: (id: string) => api.post('/admin/truck-imports/{id}/confirm', { path: { id } }).then((r) => r.data.import),
  dismissListingReport: (id: string) => api.put('/admin/listing-reports/{id}/dismiss', { path: { id } }),
  retireListing: (truckId: string, reason: string) => api.put('/admin/trucks/{id}/retire', { path: { id: truckId }, body: { reason } }),
  mergeListing: (truckId: string, into: string) => api.post('/admin/trucks/{id}/merge', { path: { id: truckId }, body: { into } }),
};

/** Lists keep showing the previous page while the next filter's answer loads. */
const list = <T,>(key: readonly unknown[], fetchPage: () => Promise<{ data: T }>, message: string) =>
  queryOptions({
    queryKey: key,
    queryFn: () => fetchPage().then((r) => r.data),
    placeholderData: keepPreviousData,
    meta: { errorToast: { message } },
  });

export const adminQueries = {
  dashboard: () =>
    queryOptions({
      queryKey: queryKeys.admin.dashboard,
      queryFn: () => api.get('/admin/dashboard').then((r) => r.data),
      meta: { errorToast: { message: 'Failed to load dashboard data' }, keepOnDevice: true },
    }),
  overview: () => queryOptions({ queryKey: queryKeys.admin.overview, queryFn: () => api.get('/admin/overview').then((r) => r.data), meta: { keepOnDevice: true } }),
  applications: (f: ListFilters) => list(queryKeys.admin.applications(f), () => api.get('/admin/applications', { query: f }), 'Failed to load applications'),
  users: (f: ListFilters) =>
    queryOptions({
      ...list(queryKeys.admin.users(f), () => api.get('/admin/users', { query: f }), 'Failed to load users'),
      // A one-letter search lists nobody: the server would only answer 'Search term is required'.
      enabled: !f.search || String(f.search).trim().length >= 2,
    }),
  blogs: (f: ListFilters) => list(queryKeys.admin.blogs(f), () => api.get('/admin/blogs', { query: f }), 'Failed to load blogs'),
  blog: (blogId: string) => queryOptions({ queryKey: queryKeys.admin.blog(blogId), queryFn: () => api.get('/admin/blogs/{id}', { path: { id: blogId } }).then((r) => r.data.blog) }),
  events: (f: ListFilters) => list(queryKeys.admin.events(f), () => api.get('/admin/events', { query: f }), 'Failed to load events'),
  reports: () =>
    list(queryKeys.admin.reports, () => api.get('/admin/reports', { query: { limit: 50 } }), 'Failed to load reported reviews'),
  messages: (page: number) => list(queryKeys.admin.messages(page), () => api.get('/admin/contact-messages', { query: { page, limit: 10 } }), 'Failed to load messages'),
  undeliveredMail: (page: number) =>
    list(queryKeys.admin.undeliveredMail(page), () => api.get('/admin/undelivered-mail', { query: { page, limit: 10 } }), 'Failed to load undelivered mail'),
  catering: (page: number) => list(queryKeys.admin.catering(page), () => api.get('/admin/catering-requests', { query: { page, limit: 10 } }), 'Failed to load catering requests'),
  claims: (status: 'pending' | 'all') =>
    list(queryKeys.admin.claims(status), () => api.get('/admin/claims', { query: status === 'all' ? {} : { status } }), 'Failed to load claims'),
  suggestions: () => list(queryKeys.admin.suggestions('pending'), () => api.get('/admin/truck-suggestions', { query: { status: 'pending' } }), 'Failed to load suggestions'),
  listingReports: () => list(queryKeys.admin.listingReports, () => api.get('/admin/listing-reports', { query: { status: 'open' } }), 'Failed to load listing reports'),
  audit: (page: number) => list(queryKeys.admin.audit(page), () => api.get('/admin/audit-log', { query: { page, limit: 10 } }), 'Failed to load the audit log'),
};
