import { blogCategoryLabel, indiaDate, type BlogSummary } from '@dishrated/shared';
import { Link } from 'react-router';

export const postDate = (iso: string | null) => (iso ? indiaDate(iso, 'date') : 'Draft');

/** A post in a list: cover, category, title, excerpt, date and reading time. */
/** `priority`: the first card of a list, whose picture is fetched first. */
export function BlogCard({ blog, headingLevel = 'h2', priority = false }: { blog: BlogSummary; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <div className="aspect-[16/9] bg-brand-50">
        <img src={blog.image ?? `/images/blog/${blog.category}.svg`} alt="" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} width={640} height={360} className="h-full w-full object-cover" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{blogCategoryLabel(blog.category)}</p>
        <Heading className="mt-1 text-lg font-bold text-gray-900">
          <Link to={`/blog/${blog.slug}`} className="hover:underline">{blog.title}</Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-gray-700">{blog.excerpt}</p>
        <p className="mt-3 text-xs text-gray-600">{postDate(blog.publishedAt)} · {blog.readingMinutes} min read</p>
      </div>
    </article>
  );
}
