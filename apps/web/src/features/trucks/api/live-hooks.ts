import { LIVE, type LiveEnterEvent, type LiveLeaveEvent, type LiveLocationEvent, type LiveStatusEvent, type Truck, type TruckSummary } from '@dishrated/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLiveStream } from '../../../lib/live-stream';
import { queryKeys } from '../../../lib/query-keys';
import { reloadQueries } from '../../../lib/react-query';
import { applyToList, applyToTruck, type LiveEvent } from '../live-updates';

/** A truck's page follows its moves and status as the owner changes them. */
export function useLiveTruck(truckId: string | null) {
  const queryClient = useQueryClient();
  const apply = (event: LiveEvent) =>
    queryClient.setQueryData<Truck>(queryKeys.trucks.detail(truckId!), (truck) => (truck ? applyToTruck(truck, event) : truck));
  useLiveStream(truckId ? `/api/trucks/${encodeURIComponent(truckId)}/live` : null, {
    location: (data) => apply({ type: 'location', data: data as LiveLocationEvent }),
    status: (data) => apply({ type: 'status', data: data as LiveStatusEvent }),
    onReconnect: () => void reloadQueries(queryClient, queryKeys.trucks.detail(truckId!)),
  });
}

/**
 * A list of trucks around a centre (home's nearby list, Find Trucks) kept current: markers and
 * rows move and re-sort, and trucks enter and leave the circle, without refetching. A list with
 * filters reloads when a truck enters instead (the newcomer may not match them).
 */
export function useLiveArea(
  queryKey: QueryKey,
  centre: { lat: number; lng: number } | null,
  radiusKm: number,
  { reloadOnEnter = false }: { reloadOnEnter?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const apply = (event: LiveEvent) =>
    queryClient.setQueryData<{ trucks: TruckSummary[] }>(queryKey, (old) => (old ? { ...old, trucks: applyToList(old.trucks, event, centre ?? undefined) } : old));
  const radius = Math.min(radiusKm, LIVE.maxRadiusKm);
  const url = centre ? `/api/live?${new URLSearchParams({ lat: String(centre.lat), lng: String(centre.lng), radius: String(radius) })}` : null;
  const reload = () => void reloadQueries(queryClient, queryKey);
  useLiveStream(url, {
    location: (data) => apply({ type: 'location', data: data as LiveLocationEvent }),
    status: (data) => apply({ type: 'status', data: data as LiveStatusEvent }),
    enter: (data) => (reloadOnEnter ? reload() : apply({ type: 'enter', data: data as LiveEnterEvent })),
    leave: (data) => apply({ type: 'leave', data: data as LiveLeaveEvent }),
    onReconnect: reload,
  });
}
