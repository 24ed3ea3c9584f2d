import type { AdminBlogListQuery, BlogInput, BlogListQuery, BlogPost } from '@dishrated/shared';
import type { Database, Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/pagination.js';
import { recordAdminAction } from '../audit/index.js';
import type { UserRow } from '../auth/index.js';
import { renderMarkdown, slugify } from './markdown.js';
import * as repo from './repository.js';

const RELATED_POSTS = 3;

/** A slug from the title that no other post has: 'title', then 'title-2', 'title-3', ... */
async function uniqueSlug(db: Executor, title: string): Promise<string> {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(db, candidate))) return candidate;
  }
}

export function createBlogService(db: Database, clock: () => Date = () => new Date()) {
  async function post(ref: string): Promise<BlogPost> {
    const found = await repo.findBlog(db, ref);
    if (!found) throw notFound('BLOG_NOT_FOUND');
    return { ...found.summary, content: found.row.content, contentHtml: found.row.contentHtml, related: await repo.relatedPosts(db, found.row, RELATED_POSTS) };
  }

  /** Columns written from the editor: the HTML is rendered once here, not on every read. */
  const written = (input: BlogInput) => ({
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    contentHtml: renderMarkdown(input.content),
    image: input.image ?? null,
    category: input.category,
    tags: input.tags,
    status: input.status,
    featured: input.featured,
  });

  return {
    async listPublished(query: BlogListQuery) {
      const { blogs, total } = await repo.listPublished(db, query);
      return { blogs, pagination: pageInfo(query.page, query.limit, total) };
    },

    async listForAdmin(query: AdminBlogListQuery) {
      const { blogs, total } = await repo.listForAdmin(db, query);
      return { blogs, pagination: pageInfo(query.page, query.limit, total) };
    },

    /** Published posts for everyone (each read counted); drafts and archived posts for admins only. */
    async read(ref: string, viewer: UserRow | null): Promise<BlogPost> {
      const blog = await post(ref);
      if (blog.status !== 'published' && viewer?.role !== 'admin') throw notFound('BLOG_NOT_FOUND');
      if (blog.status === 'published' && viewer?.role !== 'admin') {
        await repo.countView(db, blog.id);
        blog.views += 1;
      }
      return blog;
    },

    /** A published post without counting a view (for the HTML a crawler or link preview fetches), or null. */
    async publishedPost(ref: string): Promise<BlogPost | null> {
      const found = await repo.findBlog(db, ref);
      if (!found || found.row.status !== 'published') return null;
      return { ...found.summary, content: found.row.content, contentHtml: found.row.contentHtml, related: [] };
    },

    /** For the editor: any state, by id. */
    forEditing: (id: string) => post(id),

    async create(admin: UserRow, input: BlogInput): Promise<BlogPost> {
      const id = await db.transaction(async (tx) => {
        const row = await repo.insertBlog(tx, {
          ...written(input),
          slug: await uniqueSlug(tx, input.title),
          authorId: admin.id,
          publishedAt: input.status === 'published' ? clock() : null,
        });
        await recordAdminAction(tx, admin, { action: 'blog.create', targetType: 'blog', targetId: row.id, targetLabel: row.title });
        return row.id;
      });
      return post(id);
    },

    /** The slug stays as first made, so shared links keep working after a title edit. */
    async update(admin: UserRow, id: string, input: BlogInput): Promise<BlogPost> {
      await db.transaction(async (tx) => {
        const current = await repo.lockBlog(tx, id);
        if (!current) throw notFound('BLOG_NOT_FOUND');
        // First publication sets the date; later edits and re-publishing keep it.
        const publishedAt = input.status === 'published' ? (current.publishedAt ?? clock()) : current.publishedAt;
        await repo.updateBlog(tx, id, { ...written(input), publishedAt });
        await recordAdminAction(tx, admin, { action: 'blog.update', targetType: 'blog', targetId: id, targetLabel: input.title });
      });
      return post(id);
    },

    async remove(admin: UserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await repo.lockBlog(tx, id);
        if (!current) throw notFound('BLOG_NOT_FOUND');
        await repo.deleteBlog(tx, id);
        await recordAdminAction(tx, admin, { action: 'blog.delete', targetType: 'blog', targetId: id, targetLabel: current.title });
      });
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
