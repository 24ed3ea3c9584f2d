import { BLOG_CATEGORIES, BLOG_STATUSES, blogCategoryName, type BlogSummary } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { adminQueries } from '../api/admin-api';
import { useDeleteBlog } from '../api/admin-mutations';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FilterSelect, ListShell, SearchFilter, ShortDate, STATUS_NAMES, STATUS_STYLES, statusName } from './admin-controls';
import { useAdminFilters } from './use-admin-filters';

function BlogItem({ blog }: { blog: BlogSummary }) {
  const intl = useIntl();
  const locale = useLocale();
  const remove = useDeleteBlog({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.blogs.deleted', defaultMessage: 'Blog post deleted' })),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'admin.blogs.deleteFailed', defaultMessage: 'Failed to delete blog' }))),
  });
  const title = { title: blog.title };
  return (
    <li>
      <Card className="flex flex-wrap items-start justify-between gap-3 p-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-gray-900">{blog.title}</h3>
            <Badge className={STATUS_STYLES[blog.status]}><FormattedMessage {...statusName(blog.status)} /></Badge>
            {blog.featured ? <Badge className="bg-brand-100 text-brand-900"><FormattedMessage id="admin.blogs.featured" defaultMessage="Featured" /></Badge> : null}
          </div>
          <p className="mt-1 text-sm text-gray-600">
            <FormattedMessage
              id="admin.blogs.line"
              defaultMessage="{category} · {author} · {views, plural, one {# view} other {# views}} · updated {date}"
              values={{ category: blogCategoryName(blog.category, locale), author: blog.author.name, views: blog.views, date: <ShortDate iso={blog.updatedAt} /> }}
            />
          </p>
        </div>
        <div className="flex gap-1">
          {blog.status === 'published' ? (
            <Button asChild size="sm" variant="ghost"><Link to={`/blog/${blog.slug}`} aria-label={intl.formatMessage({ id: 'admin.viewOf', defaultMessage: 'View {title}' }, title)}><Eye className="h-4 w-4" aria-hidden /></Link></Button>
          ) : null}
          <Button asChild size="sm" variant="ghost"><Link to={`/admin/blogs/${blog.id}/edit`} aria-label={intl.formatMessage({ id: 'admin.editOf', defaultMessage: 'Edit {title}' }, title)}><Pencil className="h-4 w-4" aria-hidden /></Link></Button>
          <ConfirmDialog
            trigger={<Button size="sm" variant="ghost" className="text-danger-700" aria-label={intl.formatMessage({ id: 'admin.deleteOf', defaultMessage: 'Delete {title}' }, title)} disabled={remove.isPending}><Trash2 className="h-4 w-4" aria-hidden /></Button>}
            title={intl.formatMessage({ id: 'admin.blogs.deleteTitle', defaultMessage: 'Delete blog post?' })}
            description={intl.formatMessage({ id: 'admin.blogs.deleteText', defaultMessage: '"{title}" will be removed for good.' }, title)}
            confirmText={intl.formatMessage({ id: 'common.delete', defaultMessage: 'Delete' })}
            onConfirm={() => remove.mutate(blog.id)}
          />
        </div>
      </Card>
    </li>
  );
}

export function BlogsTab() {
  const intl = useIntl();
  const locale = useLocale();
  const { filters, set, page, setPage, query } = useAdminFilters({ status: 'all', category: 'all', search: '' });
  const { data, isPending, isError } = useQuery(adminQueries.blogs(query));
  const status = intl.formatMessage({ id: 'admin.filter.status', defaultMessage: 'Status' });
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.blogs.label', defaultMessage: 'Blog posts' })}>
      <div className="mb-4 flex justify-end">
        <Button asChild><Link to="/admin/blogs/create"><Plus className="h-4 w-4" aria-hidden /> <FormattedMessage id="admin.blogs.new" defaultMessage="New Post" /></Link></Button>
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        <FilterSelect label={status} value={filters.status} onChange={(v) => set('status', v)} options={[['all', intl.formatMessage(STATUS_NAMES.all)], ...BLOG_STATUSES.map((s) => [s, intl.formatMessage(statusName(s))] as const)]} />
        <FilterSelect
          label={intl.formatMessage({ id: 'admin.filter.category', defaultMessage: 'Category' })}
          value={filters.category}
          onChange={(v) => set('category', v)}
          options={[['all', intl.formatMessage({ id: 'admin.filter.allCategories', defaultMessage: 'All categories' })], ...BLOG_CATEGORIES.map((c) => [c, blogCategoryName(c, locale)] as const)]}
        />
        <SearchFilter label={intl.formatMessage({ id: 'admin.blogs.search', defaultMessage: 'Search posts' })} value={filters.search} onChange={(v) => set('search', v)} />
      </div>
      <ListShell
        isPending={isPending}
        isError={isError}
        isEmpty={!data?.blogs.length}
        empty={intl.formatMessage({ id: 'admin.blogs.empty', defaultMessage: 'No blog posts match these filters.' })}
        errorText={intl.formatMessage({ id: 'admin.blogs.failed', defaultMessage: 'Failed to load blogs' })}
        page={page}
        totalPages={data?.pagination.totalPages ?? 1}
        onPage={setPage}
      >
        {data?.blogs.map((b) => <BlogItem key={b.id} blog={b} />)}
      </ListShell>
    </section>
  );
}
