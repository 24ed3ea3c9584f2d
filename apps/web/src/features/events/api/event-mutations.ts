import { queryKeys } from '../../../lib/query-keys';
import { useRefreshingMutation, type MutationConfig } from '../../../lib/react-query';
import { eventsApi, type EventBody } from './events-api';

/** Every event change refreshes every event query and the owner's dashboard (its counts and lists). */
const useEventMutation = <TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>, config?: MutationConfig<TData, TVariables>) =>
  useRefreshingMutation(mutationFn, [queryKeys.events.all, queryKeys.owner.all, queryKeys.admin.all], config);

type Answer = Awaited<ReturnType<typeof eventsApi.create>>;

export const useCreateEvent = (config?: MutationConfig<Answer, EventBody>) => useEventMutation((body: EventBody) => eventsApi.create(body), config);
export const useUpdateEvent = (id: string, config?: MutationConfig<Answer, Partial<EventBody>>) =>
  useEventMutation((body: Partial<EventBody>) => eventsApi.update(id, body), config);
export const useRegisterTruck = (eventId: string, config?: MutationConfig<unknown, string>) =>
  useEventMutation((truckId: string) => eventsApi.register(eventId, truckId), config);
/** Withdraws one of the owner's trucks (by id) from the event. */
export const useUnregister = (eventId: string, config?: MutationConfig<unknown, string>) =>
  useEventMutation((truckId: string) => eventsApi.unregister(eventId, truckId), config);

export const useApproveEvent = (eventId: string, config?: MutationConfig<unknown, void>) => useEventMutation(() => eventsApi.approve(eventId), config);
export const useRejectEvent = (eventId: string, config?: MutationConfig<unknown, string>) =>
  useEventMutation((reason: string) => eventsApi.reject(eventId, reason), config);
