import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** The signed-in owner's trucks, as the order queue and the event join dialog both list them. */
export const ownerTrucksQuery = () =>
  queryOptions({ queryKey: queryKeys.owner.trucks, queryFn: () => api.get('/owner/trucks').then((r) => r.data.trucks), meta: { keepOnDevice: true } });
