import { BLOG_CATEGORIES, BLOG_STATUSES, blogCategoryLabel, type BlogSummary } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminQueries } from '../api/admin-api';
import { useDeleteBlog } from '../api/admin-mutations';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FilterSelect, ListShell, SearchFilter, shortDate, STATUS_STYLES } from './admin-controls';
import { useAdminFilters } from './use-admin-filters';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function BlogItem({ blog }: { blog: BlogSummary }) {
  const remove = useDeleteBlog({
    onSuccess: () => toast.success('Blog post deleted'),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to delete blog')),
  });
  return (
    <li>
      <Card className="flex flex-wrap items-start justify-between gap-3 p-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-gray-900">{blog.title}</h3>
            <Badge className={STATUS_STYLES[blog.status]}>{capital(blog.status)}</Badge>
            {blog.featured ? <Badge className="bg-brand-100 text-brand-900">Featured</Badge> : null}
          </div>
          <p className="mt-1 text-sm text-gray-600">
            {blogCategoryLabel(blog.category)} · {blog.author.name} · {blog.views} views · updated {shortDate(blog.updatedAt)}
          </p>
        </div>
        <div className="flex gap-1">
          {blog.status === 'published' ? (
            <Button asChild size="sm" variant="ghost"><Link to={`/blog/${blog.slug}`} aria-label={`View ${blog.title}`}><Eye className="h-4 w-4" aria-hidden /></Link></Button>
          ) : null}
          <Button asChild size="sm" variant="ghost"><Link to={`/admin/blogs/${blog.id}/edit`} aria-label={`Edit ${blog.title}`}><Pencil className="h-4 w-4" aria-hidden /></Link></Button>
          <ConfirmDialog
            trigger={<Button size="sm" variant="ghost" className="text-danger-700" aria-label={`Delete ${blog.title}`} disabled={remove.isPending}><Trash2 className="h-4 w-4" aria-hidden /></Button>}
            title="Delete blog post?"
            description={`"${blog.title}" will be removed for good.`}
            confirmText="Delete"
            onConfirm={() => remove.mutate(blog.id)}
          />
        </div>
      </Card>
    </li>
  );
}

export function BlogsTab() {
  const { filters, set, page, setPage, query } = useAdminFilters({ status: 'all', category: 'all', search: '' });
  const { data, isPending, isError } = useQuery(adminQueries.blogs(query));
  return (
    <section aria-label="Blog posts">
      <div className="mb-4 flex justify-end">
        <Button asChild><Link to="/admin/blogs/create"><Plus className="h-4 w-4" aria-hidden /> New Post</Link></Button>
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        <FilterSelect label="Status" value={filters.status} onChange={(v) => set('status', v)} options={[['all', 'All'], ...BLOG_STATUSES.map((s) => [s, capital(s)] as const)]} />
        <FilterSelect label="Category" value={filters.category} onChange={(v) => set('category', v)} options={[['all', 'All categories'], ...BLOG_CATEGORIES.map((c) => [c, blogCategoryLabel(c)] as const)]} />
        <SearchFilter label="Search posts" value={filters.search} onChange={(v) => set('search', v)} />
      </div>
      <ListShell isPending={isPending} isError={isError} isEmpty={!data?.blogs.length} empty="No blog posts match these filters." errorText="Failed to load blogs" page={page} totalPages={data?.pagination.totalPages ?? 1} onPage={setPage}>
        {data?.blogs.map((b) => <BlogItem key={b.id} blog={b} />)}
      </ListShell>
    </section>
  );
}
