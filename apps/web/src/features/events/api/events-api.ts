import type { FoodEvent } from '@dishrated/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const eventQueries = {
  /** Home: published events, limit 4 (spec section 9). */
  home: () =>
    queryOptions({
      queryKey: ['events', 'home'],
      queryFn: () => api.get<{ events: FoodEvent[] }>('/events/upcoming?limit=4').then((r) => r.data.events),
    }),
};
