import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectValidationError, type TestContext } from '../helpers.js';
import { sender, session, type Session } from '../owner/owner-helpers.js';
import { blogBody } from './admin-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
  admin = await session(ctx.app, ctx.database.db, 'admin', 'Editor');
});
afterAll(() => ctx?.close());

async function create(overrides: object = {}) {
  const res = await send('POST', '/api/admin/blogs', admin, blogBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.blog as { id: string; slug: string; contentHtml: string; status: string; publishedAt: string | null; views: number };
}
const read = (ref: string, who: Session | null = null) => send('GET', `/api/blogs/${ref}`, who);

describe('Markdown in posts', () => {
  it('renders formatting to HTML', async () => {
    const blog = await create({ content: '# Heading\n\nSome **bold** text and a [link](https://example.com) in a long enough paragraph.' });
    expect(blog.contentHtml).toContain('<h2>Heading</h2>');
    expect(blog.contentHtml).toContain('<strong>bold</strong>');
    expect(blog.contentHtml).toMatch(/<a href="https:\/\/example.com" rel="noopener noreferrer nofollow">link<\/a>/);
  });

  it('renders <script>, event handlers and javascript: links inert', async () => {
    const blog = await create({
      content:
        'Hello <script>alert(1)</script> there.\n\n<img src="https://x.test/a.png" onerror="alert(2)">\n\n[click](javascript:alert(3)) and <a href="https://ok.test" onclick="alert(4)">ok</a> <iframe src="https://evil.test"></iframe> <div style="position:fixed">styled</div>',
    });
    const html = (await read(blog.id)).json().data.blog.contentHtml as string;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
    expect(html).toContain('<img src="https://x.test/a.png"');
  });
});

describe('public reading', () => {
  it('lists published posts only, by category', async () => {
    const published = await create({ category: 'recipes', title: 'Published recipe post' });
    const draft = await create({ category: 'recipes', status: 'draft', title: 'Draft recipe post' });
    const ids = (await send('GET', '/api/blogs?category=recipes&limit=50', null)).json().data.blogs.map((b: { id: string }) => b.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
  });

  it('finds a post by its slug and counts the view', async () => {
    const blog = await create({ title: 'Slug Me: Chai Carts!' });
    expect(blog.slug).toBe('slug-me-chai-carts');
    const first = (await read(blog.slug)).json().data.blog;
    const second = (await read(blog.slug)).json().data.blog;
    expect([first.views, second.views]).toEqual([1, 2]);
  });

  it('gives a second post with the same title its own slug', async () => {
    const a = await create({ title: 'Twin Title Post' });
    const b = await create({ title: 'Twin Title Post' });
    expect([a.slug, b.slug]).toEqual(['twin-title-post', 'twin-title-post-2']);
  });

  it('hides drafts from everyone but admins', async () => {
    const draft = await create({ status: 'draft' });
    const customer = await session(ctx.app, ctx.database.db, 'user');
    expect((await read(draft.id)).statusCode).toBe(404);
    expect((await read(draft.id, customer)).statusCode).toBe(404);
    expect((await read(draft.id, admin)).statusCode).toBe(200);
  });

  it('answers 404 BLOG_NOT_FOUND for an unknown slug', async () => {
    const res = await read('no-such-post');
    expect([res.statusCode, res.json().code]).toEqual([404, 'BLOG_NOT_FOUND']);
  });
});

describe('editing', () => {
  it('sets the publication date when a draft is first published', async () => {
    const draft = await create({ status: 'draft' });
    expect(draft.publishedAt).toBeNull();
    const res = await send('PUT', `/api/admin/blogs/${draft.id}`, admin, blogBody({ status: 'published' }));
    expect(res.json().data.blog.publishedAt).toEqual(expect.any(String));
  });

  it('keeps the slug when the title changes, so shared links still work', async () => {
    const blog = await create({ title: 'Original Title Here' });
    const res = await send('PUT', `/api/admin/blogs/${blog.id}`, admin, blogBody({ title: 'A Completely New Title' }));
    expect(res.json().data.blog.slug).toBe(blog.slug);
  });

  it('refuses a category outside the list', async () => {
    expectValidationError(await send('POST', '/api/admin/blogs', admin, blogBody({ category: 'gossip' })), 'category');
  });

  it('refuses a cover image that is not http(s)', async () => {
    expectValidationError(await send('POST', '/api/admin/blogs', admin, blogBody({ image: 'javascript:alert(1)' })), 'image');
  });

  it('deletes, after which the post is gone', async () => {
    const blog = await create();
    expect((await send('DELETE', `/api/admin/blogs/${blog.id}`, admin)).statusCode).toBe(200);
    expect((await read(blog.id)).statusCode).toBe(404);
  });

  it('filters the admin list by status and search', async () => {
    const blog = await create({ title: 'Searchable Xylophone Post', status: 'archived' });
    const res = await send('GET', '/api/admin/blogs?status=archived&search=xylophone', admin);
    expect(res.json().data.blogs.map((b: { id: string }) => b.id)).toEqual([blog.id]);
  });
});
