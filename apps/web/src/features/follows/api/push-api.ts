import type { PushSubscriptionInput } from '@dishrated/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { currentSubscription, pushState, subscribeBrowser, type PushState } from '../lib/web-push';

/** Whether this browser gets pushes for the signed-in account. */
export const usePushState = () => useQuery({ queryKey: queryKeys.follows.push, queryFn: pushState, staleTime: Infinity });

/** Asks this browser for permission, subscribes it and tells the server; answers the state it ended in. */
async function turnOn(): Promise<PushState> {
  const { data } = await api.get('/push/public-key');
  const subscription = await subscribeBrowser(data.publicKey);
  if (!subscription) return pushState();
  await api.post('/me/push-subscriptions', { body: subscription.toJSON() as PushSubscriptionInput });
  return 'on';
}

async function turnOff(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await api.delete('/me/push-subscriptions', { query: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return pushState();
}

export function useTurnOnPush(config?: MutationConfig<PushState, void>) {
  const queryClient = useQueryClient();
  return useMutation({ ...config, mutationFn: turnOn, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.follows.push }) });
}

export function useTurnOffPush(config?: MutationConfig<PushState, void>) {
  const queryClient = useQueryClient();
  return useMutation({ ...config, mutationFn: turnOff, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.follows.push }) });
}
