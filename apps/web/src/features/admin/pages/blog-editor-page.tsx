import { BLOG_CATEGORIES, BLOG_LIMITS, BLOG_STATUSES, BlogBodySchema, blogCategoryName, type BlogPost } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { adminQueries } from '../api/admin-api';
import { useSaveBlog } from '../api/admin-mutations';
import { adminSectionPath } from '../../../lib/admin-sections';
import { statusName } from '../components/admin-controls';

type Field = 'title' | 'excerpt' | 'content' | 'image' | 'category' | 'tags' | 'status';
const parseTags = (text: string) => text.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);

function Editor({ blog }: { blog: BlogPost | null }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const locale = useLocale();
  const form = useZodForm(BlogBodySchema, {
    defaultValues: blog
      ? { title: blog.title, excerpt: blog.excerpt, content: blog.content, image: blog.image ?? '', category: blog.category, tags: blog.tags, status: blog.status, featured: blog.featured }
      : { title: '', excerpt: '', content: '', image: '', category: 'food-trends', tags: [], status: 'draft', featured: false },
  });
  const [tagsText, setTagsText] = useState(blog?.tags.join(', ') ?? '');
  const save = useSaveBlog(blog?.id, {
    // Back to the list, which the save has refreshed, as the admin left it.
    onSuccess: ({ message }) => {
      toast.success(message);
      void navigate(adminSectionPath('blogs'));
    },
    onError: (error) => {
      const message = errorMessage(error, intl.formatMessage({ id: 'blogEditor.saveFailed', defaultMessage: 'Failed to save blog post' }));
      toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), message);
      const field = (error as { field?: string }).field as Field | undefined;
      if (field) form.setError(field, { message });
    },
  });
  const { errors } = form.formState;
  const aria = (id: Field) => ({ id: `blog-${id}`, 'aria-invalid': Boolean(errors[id]), 'aria-describedby': errors[id] ? `blog-${id}-error` : undefined });
  const error = (id: Field) => <FieldError id={`blog-${id}-error`}>{errors[id]?.message}</FieldError>;
  const select = 'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm';

  return (
    <form noValidate aria-label={blog ? intl.formatMessage({ id: 'blogEditor.editLabel', defaultMessage: 'Edit blog post' }) : intl.formatMessage({ id: 'blogEditor.newLabel', defaultMessage: 'New blog post' })} onSubmit={form.handleSubmit((body) => save.mutate(body))} className="space-y-4">
      <div>
        <Label htmlFor="blog-title"><FormattedMessage id="blogEditor.title" defaultMessage="Title" /></Label>
        <Input {...aria('title')} maxLength={BLOG_LIMITS.titleMax} {...form.register('title')} />
        {error('title')}
      </div>
      <div>
        <Label htmlFor="blog-excerpt"><FormattedMessage id="blogEditor.excerpt" defaultMessage="Excerpt" /></Label>
        <Textarea {...aria('excerpt')} rows={2} maxLength={BLOG_LIMITS.excerptMax} {...form.register('excerpt')} />
        {error('excerpt')}
      </div>
      <div>
        <Label htmlFor="blog-content"><FormattedMessage id="blogEditor.content" defaultMessage="Body (Markdown)" /></Label>
        <Textarea {...aria('content')} rows={16} className="font-mono" {...form.register('content')} />
        <p className="mt-1 text-xs text-gray-600">
          <FormattedMessage id="blogEditor.markdownHint" defaultMessage="Use ## for headings, **bold**, *italic*, - lists, [links](https://...) and ![images](https://...). HTML is removed when saved." />
        </p>
        {error('content')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="blog-image"><FormattedMessage id="blogEditor.image" defaultMessage="Cover image URL (optional)" /></Label>
          <Input {...aria('image')} type="url" placeholder={intl.formatMessage({ id: 'blogEditor.imagePlaceholder', defaultMessage: 'https://...' })} {...form.register('image')} />
          {error('image')}
        </div>
        <div>
          <Label htmlFor="blog-tags"><FormattedMessage id="blogEditor.tags" defaultMessage="Tags (comma-separated)" /></Label>
          <Input
            {...aria('tags')}
            value={tagsText}
            onChange={(e) => {
              setTagsText(e.target.value);
              form.setValue('tags', parseTags(e.target.value), { shouldValidate: form.formState.isSubmitted });
            }}
          />
          {error('tags')}
        </div>
        <div>
          <Label htmlFor="blog-category"><FormattedMessage id="admin.filter.category" defaultMessage="Category" /></Label>
          <select {...aria('category')} className={select} {...form.register('category')}>
            {BLOG_CATEGORIES.map((c) => <option key={c} value={c}>{blogCategoryName(c, locale)}</option>)}
          </select>
        </div>
        <div>
          <Label htmlFor="blog-status"><FormattedMessage id="admin.filter.status" defaultMessage="Status" /></Label>
          <select {...aria('status')} className={select} {...form.register('status')}>
            {BLOG_STATUSES.map((s) => <option key={s} value={s}>{intl.formatMessage(statusName(s))}</option>)}
          </select>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-600" {...form.register('featured')} /> <FormattedMessage id="blogEditor.featured" defaultMessage="Feature this post at the top of the blog" />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>{save.isPending ? <FormattedMessage id="common.saving" defaultMessage="Saving..." /> : blog ? <FormattedMessage id="blogEditor.save" defaultMessage="Save Changes" /> : <FormattedMessage id="blogEditor.create" defaultMessage="Create Post" />}</Button>
        {blog?.status === 'published' ? <Button asChild variant="outline"><Link to={`/blog/${blog.slug}`}><FormattedMessage id="blogEditor.view" defaultMessage="View post" /></Link></Button> : null}
      </div>
    </form>
  );
}

function EditorScreen() {
  const { id } = useParams();
  const { data, isPending, isError } = useQuery({ ...adminQueries.blog(id ?? ''), enabled: Boolean(id) });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link to={adminSectionPath('blogs')} className="text-sm font-medium text-brand-700 hover:underline"><FormattedMessage id="admin.backToDashboard" defaultMessage="Back to Admin Dashboard" /></Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">{id ? <FormattedMessage id="blogEditor.editHeading" defaultMessage="Edit Blog Post" /> : <FormattedMessage id="blogEditor.newHeading" defaultMessage="New Blog Post" />}</h1>
      <Card className="mt-6 p-5 sm:p-6">
        {!id ? <Editor blog={null} /> : isPending ? <PageSpinner /> : isError ? <p role="alert" className="text-danger-800"><FormattedMessage id="admin.blogs.failed" defaultMessage="Failed to load blogs" /></p> : <Editor key={data.id} blog={data} />}
      </Card>
    </div>
  );
}

/** /admin/blogs/create and /admin/blogs/:id/edit (opened in a new window from the dashboard). */
export default function BlogEditorPage() {
  return (
    <RequireAuth roles={['admin']}>
      <EditorScreen />
    </RequireAuth>
  );
}
