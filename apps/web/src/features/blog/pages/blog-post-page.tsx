import { blogCategoryName } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { blogQueries } from '../api/blog-api';
import { BlogCard, PostDate } from '../components/blog-card';

/** One post: its HTML was rendered from Markdown and sanitised by the server, so it is inserted as is. */
export default function BlogPostPage() {
  const { id = '' } = useParams();
  const { data: blog, isPending, error } = useQuery(blogQueries.post(id));
  const intl = useIntl();
  const locale = useLocale();
  usePageTitle(blog?.title);
  if (isPending) {
    return (
      <p role="status" className="py-20 text-center text-gray-600">
        <FormattedMessage id="post.loading" defaultMessage="Loading post..." />
      </p>
    );
  }
  if (!blog) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-gray-900">
          {missing ? <FormattedMessage id="post.notFound" defaultMessage="Post not found" /> : <FormattedMessage id="post.failed" defaultMessage="Could not load this post" />}
        </h1>
        <p className="mt-2 text-gray-600">
          {missing ? <FormattedMessage id="post.moved" defaultMessage="It may have been moved or unpublished." /> : <FormattedMessage id="post.tryLater" defaultMessage="Please try again in a moment." />}
        </p>
        <Button asChild className="mt-6"><Link to="/blog"><FormattedMessage id="post.back" defaultMessage="Back to the blog" /></Link></Button>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"><ArrowLeft className="h-4 w-4" aria-hidden /> <FormattedMessage id="post.all" defaultMessage="All posts" /></Link>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">{blogCategoryName(blog.category, locale)}</p>
      <h1 className="mt-1 text-3xl font-bold text-gray-900 sm:text-4xl">{blog.title}</h1>
      <p className="mt-3 text-gray-700">{blog.excerpt}</p>
      <p className="mt-3 text-sm text-gray-600">
        <FormattedMessage
          id="post.byline"
          defaultMessage="By {author} · <date></date> · {minutes} min read"
          values={{
            author: blog.author.name,
            minutes: blog.readingMinutes,
            date: () => (
              <time key="date" dateTime={blog.publishedAt ?? undefined}>
                <PostDate publishedAt={blog.publishedAt} />
              </time>
            ),
          }}
        />
      </p>
      {blog.image ? <img src={blog.image} alt="" width={1200} height={675} className="mt-6 aspect-[16/9] w-full rounded-2xl bg-brand-50 object-cover" /> : null}
      <div className="post-body mt-8" dangerouslySetInnerHTML={{ __html: blog.contentHtml }} />
      {blog.tags.length ? (
        <ul aria-label={intl.formatMessage({ id: 'truck.tags', defaultMessage: 'Tags' })} className="mt-8 flex flex-wrap gap-2">
          {blog.tags.map((tag) => <li key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">{'#'.concat(tag)}</li>)}
        </ul>
      ) : null}
      {blog.related.length ? (
        <section aria-labelledby="related-heading" className="mt-12 border-t border-gray-200 pt-8">
          <h2 id="related-heading" className="text-xl font-bold text-gray-900"><FormattedMessage id="post.more" defaultMessage="More from the blog" /></h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {blog.related.map((post) => <li key={post.id}><BlogCard blog={post} headingLevel="h3" /></li>)}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
