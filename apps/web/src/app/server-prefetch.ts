import { cityBySlug, splitLocalePath, TRENDING_LIMIT } from '@dishrated/shared';
import { matchPath } from 'react-router';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { blogQueries } from '../features/blog';
import { eventQueries } from '../features/events';
import { orderQueries } from '../features/orders';
import { POPULAR_LIST_PARAMS, cityListParams, truckQueries } from '../features/trucks';
import { appConfigQuery } from '../lib/app-config';

/**
 * The queries a server-rendered page is known to ask for, fetched before it is rendered, so the page
 * is rendered once with its data instead of once to find the queries and again to fill them. A query
 * left out here still works (the renderer renders again), at the cost of another pass.
 */
const PAGE_QUERIES: Array<{ path: string; queries(params: Record<string, string | undefined>, search: URLSearchParams): FetchQueryOptions<never>[] }> = [
  { path: '/', queries: () => [truckQueries.trending(TRENDING_LIMIT), eventQueries.home()] as never },
  { path: '/find-trucks', queries: () => [truckQueries.list(POPULAR_LIST_PARAMS)] as never },
  { path: '/trucks/:id', queries: ({ id }) => [truckQueries.detail(id!)] as never },
  { path: '/trucks/:id/order', queries: ({ id }) => [orderQueries.truck(id!), orderQueries.slots(id!)] as never },
  {
    path: '/trucks/in/:city',
    queries: ({ city }, search) => {
      const found = cityBySlug(city!);
      return (found ? [truckQueries.list(cityListParams(found, Math.max(1, Math.min(500, Number(search.get('page')) || 1))))] : []) as never;
    },
  },
  { path: '/events/:id', queries: ({ id }) => [eventQueries.detail(id!)] as never },
  { path: '/blog/:id', queries: ({ id }) => [blogQueries.post(id!)] as never },
];

/** What to fetch before rendering `pathname`: its page's queries, and the app's settings every page may read. */
export function queriesBeforeRendering(url: URL): FetchQueryOptions<never>[] {
  const { path } = splitLocalePath(url.pathname);
  const found = PAGE_QUERIES.map((page) => ({ page, match: matchPath(page.path, path) })).find(({ match }) => match);
  return [appConfigQuery as never, ...(found ? found.page.queries(found.match!.params, url.searchParams) : [])];
}
