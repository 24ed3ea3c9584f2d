import type { PushSubscriptionInput } from '@dishrated/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { currentSubscription, pushState, subscribeBrowser, type PushState } from '../lib/web-push';

/** Whether this browser gets pushes for the signed-in account. */
export const usePushState = () => useQuery({ queryKey: queryKeys.follows.push, queryFn: pushState, staleTime: Infinity });

/**
 * How long this browser may take to set push up (permission answered). Some browsers allow
 * notifications but have no push service to subscribe with, and never answer: that is said then.
 */
const BROWSER_SETUP_MS = 20_000;
const NO_PUSH_SERVICE = 'This browser shows notifications but has no push service for websites, so DishRated cannot send it alerts. They still wait under the bell.';

/** The browser's subscription, or a plain reason why there is none (no push service, or no answer). */
async function subscribeOrSayWhy(publicKey: string): Promise<PushSubscription | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const noAnswer = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(NO_PUSH_SERVICE)), BROWSER_SETUP_MS);
  });
  try {
    return await Promise.race([subscribeBrowser(publicKey), noAnswer]);
  } catch (error) {
    // The browser's own refusal (AbortError, NotSupportedError) names no reason a visitor can act on.
    throw error instanceof DOMException ? new Error(NO_PUSH_SERVICE) : error;
  } finally {
    clearTimeout(timer);
  }
}

/** Asks this browser for permission, subscribes it and tells the server; answers the state it ended in. */
async function turnOn(): Promise<PushState> {
  const { data } = await api.get('/push/public-key');
  const subscription = await subscribeOrSayWhy(data.publicKey);
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
