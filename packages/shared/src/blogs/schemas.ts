import { z } from '../zod-runtime.js';
import { BLOG_CATEGORIES, BLOG_STATUSES } from '../constants.js';
import { ImageUrlSchema, text } from '../fields.js';
import { pagingQuery } from '../query.js';
import { PaginationSchema } from '../trucks/schemas.js';

export const BLOG_LIMITS = {
  titleMin: 5,
  titleMax: 150,
  excerptMax: 300,
  contentMin: 50,
  contentMax: 50_000,
  maxTags: 10,
  tagMax: 30,
  /** Reading time assumes this many words a minute. */
  wordsPerMinute: 200,
} as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Minutes to read this many words, at least 1. */
export const readingMinutesForWords = (words: number) => Math.max(1, Math.round(words / BLOG_LIMITS.wordsPerMinute));

const TagSchema = z
  .string({ error: 'Each tag must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'Tags cannot be empty')
  .max(BLOG_LIMITS.tagMax, `Each tag must be at most ${BLOG_LIMITS.tagMax} characters long`);

export const BlogBodySchema = z.strictObject({
  title: text('Title')
    .trim()
    .min(BLOG_LIMITS.titleMin, `Title must be at least ${BLOG_LIMITS.titleMin} characters long`)
    .max(BLOG_LIMITS.titleMax, `Title must be at most ${BLOG_LIMITS.titleMax} characters long`),
  excerpt: text('Excerpt')
    .trim()
    .min(1, 'Excerpt is required')
    .max(BLOG_LIMITS.excerptMax, `Excerpt must be at most ${BLOG_LIMITS.excerptMax} characters long`),
  content: text('Content')
    .trim()
    .min(BLOG_LIMITS.contentMin, `Content must be at least ${BLOG_LIMITS.contentMin} characters long`)
    .max(BLOG_LIMITS.contentMax, `Content must be at most ${BLOG_LIMITS.contentMax} characters long`),
  image: ImageUrlSchema.or(z.literal('').transform(() => null)).nullish(),
  category: z.enum(BLOG_CATEGORIES, { error: 'Please choose a category' }),
  tags: z
    .array(TagSchema, { error: 'Tags must be a list' })
    .max(BLOG_LIMITS.maxTags, `A post can have at most ${BLOG_LIMITS.maxTags} tags`)
    .refine((tags) => new Set(tags).size === tags.length, 'Each tag can appear only once')
    .default([]),
  status: z.enum(BLOG_STATUSES, { error: `Status must be one of ${BLOG_STATUSES.join(', ')}` }).default('draft'),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
});
export type BlogBody = z.input<typeof BlogBodySchema>;
export type BlogInput = z.output<typeof BlogBodySchema>;

export const BlogSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  category: z.enum(BLOG_CATEGORIES),
  status: z.enum(BLOG_STATUSES),
  featured: z.boolean(),
  author: z.object({ name: z.string() }),
  views: z.number(),
  tags: z.array(z.string()),
  readingMinutes: z.number(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

export const BlogPostSchema = BlogSummarySchema.extend({
  /** The Markdown as written (for the editor). */
  content: z.string(),
  /** The Markdown rendered to HTML and sanitised on the server: safe to insert as is. */
  contentHtml: z.string(),
  related: z.array(BlogSummarySchema),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

const categoryParam = z.enum([...BLOG_CATEGORIES, 'all'], { error: `category must be one of ${BLOG_CATEGORIES.join(', ')}` }).optional();

export const BlogListQuerySchema = z.object({
  category: categoryParam,
  ...pagingQuery({ defaultLimit: 9, maxLimit: 50 }),
});
export type BlogListQuery = z.infer<typeof BlogListQuerySchema>;

export const AdminBlogListQuerySchema = z.object({
  status: z.enum([...BLOG_STATUSES, 'all'], { error: `status must be one of ${BLOG_STATUSES.join(', ')}` }).optional(),
  category: categoryParam,
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  ...pagingQuery({ defaultLimit: 20, maxLimit: 100 }),
});
export type AdminBlogListQuery = z.infer<typeof AdminBlogListQuerySchema>;

export const BlogListResultSchema = z.object({ blogs: z.array(BlogSummarySchema), pagination: PaginationSchema });

/** A post by id or by its slug (links use the slug). */
export const BlogRefParamsSchema = z.object({
  id: z
    .string()
    .max(200, 'Blog post not found')
    .regex(/^[a-z0-9-]+$/i, 'Blog post not found'),
});
export const BlogIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid blog id' }) });
