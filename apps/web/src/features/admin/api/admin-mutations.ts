import type { BlogBody, TruckImportBody } from '@dishrated/shared';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshingMutation, type MutationConfig } from '../../../lib/react-query';
import { adminApi } from './admin-api';

/** Every admin decision refreshes the admin data (figures, lists, audit log); some also public lists. */
const useAdminMutation = <TData, TVariables>(fn: (variables: TVariables) => Promise<TData>, also: readonly (readonly unknown[])[], config?: MutationConfig<TData, TVariables>) =>
  useRefreshingMutation(fn, [queryKeys.admin.all, ...also], config);

export const useApproveApplication = (config?: MutationConfig<unknown, { id: string; notes: string }>) =>
  useAdminMutation(({ id, notes }: { id: string; notes: string }) => adminApi.approveApplication(id, notes), [], config);
export const useRejectApplication = (config?: MutationConfig<unknown, { id: string; reason: string; notes: string }>) =>
  useAdminMutation(({ id, reason, notes }: { id: string; reason: string; notes: string }) => adminApi.rejectApplication(id, reason, notes), [], config);

type BanAnswer = Awaited<ReturnType<typeof adminApi.toggleBan>>;
export const useToggleBan = (config?: MutationConfig<BanAnswer, { id: string; reason?: string }>) =>
  useAdminMutation(({ id, reason }: { id: string; reason?: string }) => adminApi.toggleBan(id, reason), [], config);

type BlogAnswer = Awaited<ReturnType<typeof adminApi.createBlog>>;
export const useSaveBlog = (blogId: string | undefined, config?: MutationConfig<BlogAnswer, BlogBody>) =>
  useAdminMutation((body: BlogBody) => (blogId ? adminApi.updateBlog(blogId, body) : adminApi.createBlog(body)), [queryKeys.blogs.all], config);
export const useDeleteBlog = (config?: MutationConfig<unknown, string>) => useAdminMutation((id: string) => adminApi.deleteBlog(id), [queryKeys.blogs.all], config);

export const useAdminDeleteEvent = (config?: MutationConfig<unknown, string>) => useAdminMutation((id: string) => adminApi.deleteEvent(id), [queryKeys.events.all], config);
export const useAdminApproveEvent = (config?: MutationConfig<unknown, string>) => useAdminMutation((id: string) => adminApi.approveEvent(id), [queryKeys.events.all], config);
export const useAdminRejectEvent = (config?: MutationConfig<unknown, { id: string; reason: string }>) =>
  useAdminMutation(({ id, reason }: { id: string; reason: string }) => adminApi.rejectEvent(id, reason), [queryKeys.events.all], config);

export const useDismissReports = (config?: MutationConfig<unknown, { id: string; reason: string }>) =>
  useAdminMutation(({ id, reason }: { id: string; reason: string }) => adminApi.dismissReports(id, reason), [], config);
export const useRemoveReview = (config?: MutationConfig<unknown, { id: string; reason: string }>) =>
  useAdminMutation(({ id, reason }: { id: string; reason: string }) => adminApi.removeReview(id, reason), [queryKeys.trucks.all, ['reviews']], config);
export const useCloseCatering = (config?: MutationConfig<unknown, { id: string; reason: string }>) =>
  useAdminMutation(({ id, reason }: { id: string; reason: string }) => adminApi.closeCatering(id, reason), [queryKeys.catering.all], config);

export const useDecideClaim = (config?: MutationConfig<unknown, { id: string; decision: 'approve' | 'reject'; reason: string }>) =>
  useAdminMutation(({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason: string }) => adminApi.decideClaim(id, decision, reason), [queryKeys.trucks.all], config);
export const useDecideSuggestion = (config?: MutationConfig<unknown, { id: string; decision: 'accept' | 'reject'; reason: string }>) =>
  useAdminMutation(({ id, decision, reason }: { id: string; decision: 'accept' | 'reject'; reason: string }) => adminApi.decideSuggestion(id, decision, reason), [queryKeys.trucks.all], config);
type ImportAnswer = Awaited<ReturnType<typeof adminApi.previewImport>>;
export const usePreviewImport = (config?: MutationConfig<ImportAnswer, TruckImportBody>) => useAdminMutation((body: TruckImportBody) => adminApi.previewImport(body), [], config);
export const useConfirmImport = (config?: MutationConfig<ImportAnswer, string>) => useAdminMutation((id: string) => adminApi.confirmImport(id), [queryKeys.trucks.all], config);
export const useDismissListingReport = (config?: MutationConfig<unknown, string>) => useAdminMutation((id: string) => adminApi.dismissListingReport(id), [], config);
export const useRetireListing = (config?: MutationConfig<unknown, { truckId: string; reason: string }>) =>
  useAdminMutation(({ truckId, reason }: { truckId: string; reason: string }) => adminApi.retireListing(truckId, reason), [queryKeys.trucks.all], config);
export const useMergeListing = (config?: MutationConfig<unknown, { truckId: string; into: string }>) =>
  useAdminMutation(({ truckId, into }: { truckId: string; into: string }) => adminApi.mergeListing(truckId, into), [queryKeys.trucks.all], config);
