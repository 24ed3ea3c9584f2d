import { HOME_EVENTS_LIMIT, type FoodEvent } from '@dishrated/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const eventQueries = {
  /** Home: the next four published events. */
  home: () =>
    queryOptions({
      queryKey: queryKeys.events.home,
      queryFn: () => api.get<{ events: FoodEvent[] }>(`/events/upcoming?limit=${HOME_EVENTS_LIMIT}`).then((r) => r.data.events),
    }),
};
