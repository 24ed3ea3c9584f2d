import { blogCategoryName, indiaDate, type BlogSummary } from '@dishrated/shared';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';

/** A post's date, or that it is a draft. */
export function PostDate({ publishedAt }: { publishedAt: string | null }) {
  const locale = useLocale();
  return publishedAt ? indiaDate(publishedAt, 'date', locale) : <FormattedMessage id="blog.draft" defaultMessage="Draft" />;
}

/** A post in a list: cover, category, title, excerpt, date and reading time. */
/** `priority`: the first card of a list, whose picture is fetched first. */
export function BlogCard({ blog, headingLevel = 'h2', priority = false }: { blog: BlogSummary; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const Heading = headingLevel;
  const locale = useLocale();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <div className="aspect-[16/9] bg-brand-50">
        <img src={blog.image ?? `/images/blog/${blog.category}.svg`} alt="" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} width={640} height={360} className="h-full w-full object-cover" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{blogCategoryName(blog.category, locale)}</p>
        <Heading className="mt-1 text-lg font-bold text-gray-900">
          <Link to={`/blog/${blog.slug}`} className="hover:underline">{blog.title}</Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-gray-700">{blog.excerpt}</p>
        <p className="mt-3 text-xs text-gray-600">
          <PostDate publishedAt={blog.publishedAt} />
          <span className="ml-1">
            <FormattedMessage id="blog.readingTime" defaultMessage="· {minutes} min read" values={{ minutes: blog.readingMinutes }} />
          </span>
        </p>
      </div>
    </article>
  );
}
