import type { AboutBody, BasicInfoBody, ImagesBody, LocationBody, MenuItemInput, StatusBody, StopExceptionInput, StopImportConfirm, StopImportRequest, StopInput, TruckCreateBody } from '@dishrated/shared';
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshingMutation, type MutationConfig } from '../../../lib/react-query';
import { ownerApi } from './owner-api';

/**
 * Every owner change refreshes the owner's own data and every public truck query, so the truck
 * page, lists and maps show it at once.
 */
const useOwnerMutation = <TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>, config?: MutationConfig<TData, TVariables>) =>
  useRefreshingMutation(mutationFn, [queryKeys.owner.all, queryKeys.trucks.all], config);

type Config<TData, TVariables> = MutationConfig<TData, TVariables>;
type ResultOf<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

export const useCreateTruck = (config?: Config<ResultOf<typeof ownerApi.createTruck>, TruckCreateBody>) =>
  useOwnerMutation((body: TruckCreateBody) => ownerApi.createTruck(body), config);

export const useUpdateBasicInfo = (truckId: string, config?: Config<ResultOf<typeof ownerApi.updateBasicInfo>, BasicInfoBody>) =>
  useOwnerMutation((body: BasicInfoBody) => ownerApi.updateBasicInfo(truckId, body), config);

export const useSetTruckStatus = (config?: Config<ResultOf<typeof ownerApi.setStatus>, { truckId: string } & StatusBody>) =>
  useOwnerMutation(({ truckId, ...body }: { truckId: string } & StatusBody) => ownerApi.setStatus(truckId, body), config);

export const useAddMenuItem = (truckId: string, config?: Config<ResultOf<typeof ownerApi.addMenuItem>, MenuItemInput>) =>
  useOwnerMutation((item: MenuItemInput) => ownerApi.addMenuItem(truckId, item), config);

export const useUpdateMenuItem = (truckId: string, config?: Config<ResultOf<typeof ownerApi.updateMenuItem>, { itemId: string; item: MenuItemInput }>) =>
  useOwnerMutation(({ itemId, item }: { itemId: string; item: MenuItemInput }) => ownerApi.updateMenuItem(truckId, itemId, item), config);

export const useDeleteMenuItem = (truckId: string, config?: Config<unknown, string>) =>
  useOwnerMutation((itemId: string) => ownerApi.deleteMenuItem(truckId, itemId), config);


export const useSaveAbout = (truckId: string, config?: Config<unknown, AboutBody>) =>
  useOwnerMutation((body: AboutBody) => ownerApi.setAbout(truckId, body), config);

export const useSaveImages = (truckId: string, config?: Config<unknown, ImagesBody>) =>
  useOwnerMutation((body: ImagesBody) => ownerApi.setImages(truckId, body), config);

export const useSetLocation = (truckId: string, config?: Config<ResultOf<typeof ownerApi.setLocation>, LocationBody>) =>
  useOwnerMutation((body: LocationBody) => ownerApi.setLocation(truckId, body), config);

export const useSetSharing = (truckId: string, config?: Config<ResultOf<typeof ownerApi.setSharing>, boolean>) =>
  useOwnerMutation((enabled: boolean) => ownerApi.setSharing(truckId, enabled), config);

export const useDeleteHistoryEntry = (truckId: string, config?: Config<unknown, string>) =>
  useOwnerMutation((entryId: string) => ownerApi.deleteHistoryEntry(truckId, entryId), config);

export const useClearHistory = (truckId: string, config?: Config<unknown, void>) =>
  useOwnerMutation(() => ownerApi.clearHistory(truckId), config);

/** Deleting one of the owner's events refreshes every event list too. */
export const useDeleteOwnEvent = (config?: Config<unknown, string>) =>
  useRefreshingMutation((id: string) => ownerApi.deleteEvent(id), [queryKeys.owner.all, queryKeys.events.all], config);

export const useAddStop = (truckId: string, config?: Config<ResultOf<typeof ownerApi.addStop>, StopInput>) =>
  useOwnerMutation((stop: StopInput) => ownerApi.addStop(truckId, stop), config);

export const useUpdateStop = (truckId: string, config?: Config<ResultOf<typeof ownerApi.updateStop>, { stopId: string; stop: StopInput }>) =>
  useOwnerMutation(({ stopId, stop }: { stopId: string; stop: StopInput }) => ownerApi.updateStop(truckId, stopId, stop), config);

/** Copies the one-off stops of the week starting `from` (a Monday) to the week after. */
export const useCopyWeek = (truckId: string, config?: Config<ResultOf<typeof ownerApi.copyWeek>, string>) => useOwnerMutation((from: string) => ownerApi.copyWeek(truckId, from), config);

export const useDeleteStop = (truckId: string, config?: Config<unknown, string>) => useOwnerMutation((stopId: string) => ownerApi.deleteStop(truckId, stopId), config);

export const useAddClosedDate = (truckId: string, config?: Config<ResultOf<typeof ownerApi.addClosedDate>, StopExceptionInput>) =>
  useOwnerMutation((closed: StopExceptionInput) => ownerApi.addClosedDate(truckId, closed), config);

/** Reading a calendar saves nothing: the owner sees what it would create, then confirms. */
export const usePreviewImport = (truckId: string, config?: Config<ResultOf<typeof ownerApi.previewImport>, StopImportRequest>) =>
  useMutation({ ...config, mutationFn: (body: StopImportRequest) => ownerApi.previewImport(truckId, body) });

export const useConfirmImport = (truckId: string, config?: Config<ResultOf<typeof ownerApi.confirmImport>, StopImportConfirm>) =>
  useOwnerMutation((body: StopImportConfirm) => ownerApi.confirmImport(truckId, body), config);

export const useDeleteClosedDate = (truckId: string, config?: Config<unknown, string>) =>
  useOwnerMutation((exceptionId: string) => ownerApi.deleteClosedDate(truckId, exceptionId), config);
