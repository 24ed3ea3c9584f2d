import { ORDER_LIMITS, type LateStep, type Order, type OrderingSettings, type PlaceOrder } from '@dishrated/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveStream } from '../../../lib/live-stream';
import { queryKeys } from '../../../lib/query-keys';
import { reloadQueries, type MutationConfig } from '../../../lib/react-query';

/** An owner's action on an order, with what it needs. */
export type OwnerAction =
  | { action: 'accept'; readyBy: string }
  | { action: 'reject'; reason: string }
  | { action: 'ready' }
  | { action: 'late'; minutes: LateStep }
  | { action: 'picked-up'; code: string };

export const ordersApi = {
  truck: (truckId: string) => api.get('/trucks/{id}', { path: { id: truckId } }).then((r) => r.data.truck),
  slots: (truckId: string) => api.get('/trucks/{id}/pickup-slots', { path: { id: truckId } }).then((r) => r.data),
  place: (truckId: string, order: PlaceOrder, key: string) => api.post('/trucks/{id}/orders', { path: { id: truckId }, body: order, headers: { 'idempotency-key': key } }).then((r) => r.data.order),
  order: (id: string) => api.get('/orders/{id}', { path: { id } }).then((r) => r.data.order),
  mine: (page: number) => api.get('/me/orders', { query: { page } }).then((r) => r.data),
  cancel: (id: string) => api.post('/orders/{id}/cancel', { path: { id } }).then((r) => r.data.order),
  queue: (truckId: string) => api.get('/owner/orders', { query: { truckId } }).then((r) => r.data),
  act: (id: string, action: OwnerAction) => {
    const path = { id };
    const sent =
      action.action === 'accept'
        ? api.post('/owner/orders/{id}/accept', { path, body: { readyBy: action.readyBy } })
        : action.action === 'reject'
          ? api.post('/owner/orders/{id}/reject', { path, body: { reason: action.reason } })
          : action.action === 'ready'
            ? api.post('/owner/orders/{id}/ready', { path })
            : action.action === 'late'
              ? api.post('/owner/orders/{id}/late', { path, body: { minutes: action.minutes } })
              : api.post('/owner/orders/{id}/picked-up', { path, body: { code: action.code } });
    return sent.then((r) => r.data.order);
  },
  settings: (truckId: string) => api.get('/owner/trucks/{id}/ordering', { path: { id: truckId } }).then((r) => r.data.settings),
  saveSettings: (truckId: string, settings: OrderingSettings) => api.put('/owner/trucks/{id}/ordering', { path: { id: truckId }, body: settings }).then((r) => r.data.settings),
};

export const orderQueries = {
  // The truck page's query: the order screen shares its cache with the truck's page.
  truck: (truckId: string) => queryOptions({ queryKey: queryKeys.trucks.detail(truckId), queryFn: () => ordersApi.truck(truckId) }),
  slots: (truckId: string) => queryOptions({ queryKey: queryKeys.orders.slots(truckId), queryFn: () => ordersApi.slots(truckId), refetchInterval: ORDER_LIMITS.slotsFreshMs }),
  order: (id: string) => queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: () => ordersApi.order(id) }),
  mine: (page: number) => queryOptions({ queryKey: queryKeys.orders.mine(page), queryFn: () => ordersApi.mine(page) }),
  queue: (truckId: string) => queryOptions({ queryKey: queryKeys.orders.queue(truckId), queryFn: () => ordersApi.queue(truckId) }),
  settings: (truckId: string) => queryOptions({ queryKey: queryKeys.orders.settings(truckId), queryFn: () => ordersApi.settings(truckId) }),
};

/** Reads orders again when the user's own stream says one of theirs changed (on any device or instance). */
export function useOrderNews(onOrder?: (news: { orderId: string; status: string }) => void) {
  const queryClient = useQueryClient();
  useLiveStream('/api/me/live', {
    order: (data) => {
      void reloadQueries(queryClient, queryKeys.orders.all);
      onOrder?.(data as { orderId: string; status: string });
    },
    onReconnect: () => void reloadQueries(queryClient, queryKeys.orders.all),
  });
}

export const usePickupSlots = (truckId: string) => useQuery(orderQueries.slots(truckId));

/**
 * An open order screen hears when the owner saves the truck's ordering (stops taking orders, sells
 * out a dish) and reads the pickup times and menu again, before the customer places an order
 * that would be refused.
 */
export function useOrderingNews(truckId: string) {
  const queryClient = useQueryClient();
  const reload = () => {
    void reloadQueries(queryClient, queryKeys.orders.slots(truckId));
    void reloadQueries(queryClient, queryKeys.trucks.detail(truckId));
  };
  useLiveStream(truckId ? `/api/trucks/${encodeURIComponent(truckId)}/live` : null, { ordering: reload, onReconnect: reload });
}

export function usePlaceOrder(truckId: string, config?: MutationConfig<Order, { order: PlaceOrder; key: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ order, key }: { order: PlaceOrder; key: string }) => ordersApi.place(truckId, order, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}

export function useCancelOrder(config?: MutationConfig<Order, string>) {
  const queryClient = useQueryClient();
  return useMutation({ ...config, mutationFn: ordersApi.cancel, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }) });
}

export function useOrderAction(config?: MutationConfig<Order, { id: string } & OwnerAction>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ id, ...action }: { id: string } & OwnerAction) => ordersApi.act(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}

export function useSaveOrderingSettings(truckId: string, config?: MutationConfig<OrderingSettings, OrderingSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (settings: OrderingSettings) => ordersApi.saveSettings(truckId, settings),
    onSuccess: (...args) => {
      queryClient.setQueryData(queryKeys.orders.settings(truckId), args[0]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.slots(truckId) });
      config?.onSuccess?.(...args);
    },
  });
}
