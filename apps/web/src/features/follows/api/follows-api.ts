import type { FollowAlerts, NotificationSettings } from '@dishrated/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPositionShared } from '../../../lib/location-preferences';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { useLiveStream } from '../../../lib/live-stream';
import { queryKeys } from '../../../lib/query-keys';
import { reloadQueries, type MutationConfig } from '../../../lib/react-query';

export const followsApi = {
  following: () => api.get('/me/following').then((r) => r.data.trucks),
  follow: (truckId: string, alerts?: FollowAlerts) => api.put('/trucks/{id}/follow', { path: { id: truckId }, body: alerts ?? {} }),
  unfollow: (truckId: string) => api.delete('/trucks/{id}/follow', { path: { id: truckId } }),
  notifications: (page = 1) => api.get('/me/notifications', { query: { page } }).then((r) => r.data),
  markRead: (body: { ids: string[] } | { all: true }) => api.post('/me/notifications/read', { body }),
  settings: () => api.get('/me/notification-settings').then((r) => r.data.settings),
  sharePosition: (position: { lat: number; lng: number }) => api.put('/me/position', { body: { latitude: position.lat, longitude: position.lng } }),
  saveSettings: (settings: NotificationSettings) => api.put('/me/notification-settings', { body: settings }),
};

export const followQueries = {
  following: () => queryOptions({ queryKey: queryKeys.follows.following, queryFn: followsApi.following }),
  notifications: (page = 1) => queryOptions({ queryKey: queryKeys.follows.notifications({ page }), queryFn: () => followsApi.notifications(page) }),
  settings: () => queryOptions({ queryKey: queryKeys.follows.settings, queryFn: followsApi.settings }),
};

/** The trucks the signed-in customer follows (nothing asked for a visitor). */
export function useFollowing() {
  const { user } = useSession();
  return useQuery({ ...followQueries.following(), enabled: Boolean(user) });
}

/** Reads Following again after a change (right after signing in, the list and the follow leave together). */
const refreshFollowing = (queryClient: QueryClient) => reloadQueries(queryClient, queryKeys.follows.following);

export function useFollow(config?: MutationConfig<unknown, { truckId: string; alerts?: FollowAlerts }>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ truckId, alerts }: { truckId: string; alerts?: FollowAlerts }) => followsApi.follow(truckId, alerts),
    onSettled: () => refreshFollowing(queryClient),
  });
}

export function useUnfollow(config?: MutationConfig<unknown, string>) {
  const queryClient = useQueryClient();
  return useMutation({ ...config, mutationFn: (truckId: string) => followsApi.unfollow(truckId), onSettled: () => refreshFollowing(queryClient) });
}

/** The first page of notifications (with the unread count), kept current by the user's own stream. */
export function useNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveStream(enabled ? '/api/me/live' : null, {
    // An alert means a followed truck changed: Following reads again too (when someone has it open).
    notifications: () => {
      void reloadQueries(queryClient, queryKeys.follows.allNotifications);
      void refreshFollowing(queryClient);
    },
    // The bell's count must not miss an alert that came while its stream was opening.
    onOpen: () => void reloadQueries(queryClient, queryKeys.follows.allNotifications),
  });
  return useQuery({ ...followQueries.notifications(), enabled });
}

export function useMarkRead(config?: MutationConfig<unknown, { ids: string[] } | { all: true }>) {
  const queryClient = useQueryClient();
  return useMutation({ ...config, mutationFn: followsApi.markRead, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.follows.allNotifications }) });
}

export const useNotificationSettings = () => useQuery(followQueries.settings());

export function useSaveNotificationSettings(config?: MutationConfig<unknown, NotificationSettings>) {
  const queryClient = useQueryClient();
  return useMutation({ ...config, mutationFn: followsApi.saveSettings, onSuccess: (...args) => {
    queryClient.setQueryData(queryKeys.follows.settings, args[1]);
    return config?.onSuccess?.(...args);
  } });
}

/**
 * Tells the server each position this browser shares while the user is signed in; the server keeps
 * it only for a user who chose alerts near where they last were.
 */
export function useSharePositionForAlerts() {
  const { mutate } = useMutation({ mutationFn: followsApi.sharePosition });
  useEffect(() => onPositionShared((position) => mutate(position)), [mutate]);
}
