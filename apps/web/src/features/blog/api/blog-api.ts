import type { BlogPost, BlogSummary } from '@dishrated/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface BlogListParams {
  category: string;
  page: number;
}

export const BLOG_PAGE_SIZE = 9;

export const blogQueries = {
  list: (params: BlogListParams) =>
    queryOptions({
      queryKey: queryKeys.blogs.list(params),
      queryFn: () => {
        const search = new URLSearchParams({ page: String(params.page), limit: String(BLOG_PAGE_SIZE) });
        if (params.category !== 'all') search.set('category', params.category);
        return api.get<{ blogs: BlogSummary[]; pagination: { totalPages: number; total: number } }>(`/blogs?${search}`).then((r) => r.data);
      },
      placeholderData: keepPreviousData,
    }),
  post: (ref: string) => queryOptions({ queryKey: queryKeys.blogs.post(ref), queryFn: () => api.get<{ blog: BlogPost }>(`/blogs/${encodeURIComponent(ref)}`).then((r) => r.data.blog) }),
};
