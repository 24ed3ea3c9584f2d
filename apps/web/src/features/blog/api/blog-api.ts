import type { BlogCategory } from '@dishrated/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface BlogListParams {
  category: BlogCategory | 'all';
  page: number;
}

export const BLOG_PAGE_SIZE = 9;

export const blogQueries = {
  list: (params: BlogListParams) =>
    queryOptions({
      queryKey: queryKeys.blogs.list(params),
      queryFn: () => api.get('/blogs', { query: { page: params.page, limit: BLOG_PAGE_SIZE, category: params.category } }).then((r) => r.data),
      placeholderData: keepPreviousData,
    }),
  post: (ref: string) => queryOptions({ queryKey: queryKeys.blogs.post(ref), queryFn: () => api.get('/blogs/{id}', { path: { id: ref } }).then((r) => r.data.blog) }),
};
