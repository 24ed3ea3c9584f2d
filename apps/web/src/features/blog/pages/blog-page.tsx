import { BLOG_CATEGORIES, blogCategoryName } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PageStepLink } from '../../../components/ui/page-step-link';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useLocale } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { blogQueries } from '../api/blog-api';
import { BlogCard } from '../components/blog-card';

/** The DishRated journal: published posts, featured first, by category, nine a page. */
export default function BlogPage() {
  const [params, setParams] = useSearchParams();
  const intl = useIntl();
  const locale = useLocale();
  const asked = params.get('category');
  const category = BLOG_CATEGORIES.find((known) => known === asked) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, refetch } = useQuery(blogQueries.list({ category, page }));
  const addressOf = (next: { category?: string; page?: number }) => {
    const search = new URLSearchParams();
    const c = next.category ?? category;
    const p = next.page ?? 1;
    if (c !== 'all') search.set('category', c);
    if (p > 1) search.set('page', String(p));
    return search;
  };
  const go = (next: { category?: string; page?: number }) => setParams(addressOf(next));
  // Pages are links, so a crawler reaches every post by following them.
  const pageLink = (p: number) => {
    const query = addressOf({ page: p });
    return query.size ? `/blog?${query}` : '/blog';
  };
  const chip = (value: string, text: string) => (
    <button
      key={value}
      type="button"
      aria-pressed={category === value}
      onClick={() => go({ category: value })}
      className={cn('shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium', category === value ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50')}
    >
      {text}
    </button>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl"><FormattedMessage id="blog.title" defaultMessage="The DishRated Blog" /></h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        <FormattedMessage id="blog.intro" defaultMessage="Stories from the trucks, city guides, recipes and advice for owners, from India's street food scene." />
      </p>
      <div role="group" aria-label={intl.formatMessage({ id: 'blog.categories', defaultMessage: 'Categories' })} className="mt-6 flex flex-wrap gap-2">
        {chip('all', intl.formatMessage({ id: 'home.trending.all', defaultMessage: 'All' }))}
        {BLOG_CATEGORIES.map((c) => chip(c, blogCategoryName(c, locale)))}
      </div>
      <div className="mt-8">
        {isPending ? (
          <p role="status" className="py-10 text-center text-gray-600"><FormattedMessage id="blog.loading" defaultMessage="Loading posts..." /></p>
        ) : isError ? (
          <div role="alert" className="rounded-2xl bg-danger-50 p-6 text-center text-danger-800">
            <FormattedMessage id="blog.failed" defaultMessage="Failed to load blog posts." />
            <Button variant="outline" size="sm" className="ml-2" onClick={() => void refetch()}><FormattedMessage id="ownerDash.tryAgain" defaultMessage="Try again" /></Button>
          </div>
        ) : data.blogs.length === 0 ? (
          <EmptyState title={intl.formatMessage({ id: 'blog.none', defaultMessage: 'No posts in this category yet' })} heading="p" />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.blogs.map((blog, index) => <li key={blog.id}><BlogCard blog={blog} priority={index === 0} /></li>)}
          </ul>
        )}
      </div>
      {data && data.pagination.totalPages > 1 ? (
        <nav aria-label={intl.formatMessage({ id: 'common.pages', defaultMessage: 'Pages' })} className="mt-8 flex items-center justify-center gap-3 text-sm">
          <PageStepLink to={page > 1 ? pageLink(page - 1) : null}><FormattedMessage id="common.previous" defaultMessage="Previous" /></PageStepLink>
          <span><FormattedMessage id="search.pageOf" defaultMessage="Page {page} of {pages}" values={{ page, pages: data.pagination.totalPages }} /></span>
          <PageStepLink to={page < data.pagination.totalPages ? pageLink(page + 1) : null}><FormattedMessage id="common.next" defaultMessage="Next" /></PageStepLink>
        </nav>
      ) : null}
    </div>
  );
}
