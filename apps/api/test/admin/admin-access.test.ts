import { addDays, indiaDay } from '@dishrated/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../helpers.js';
import { sender, session, type Session } from '../owner/owner-helpers.js';
import { blogBody, freshAddress, submitApplication } from './admin-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;
const who: Record<'customer' | 'owner' | 'admin', Session> = {} as never;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
  who.customer = await session(ctx.app, ctx.database.db, 'user', 'Customer');
  who.owner = await session(ctx.app, ctx.database.db, 'owner', 'Owner');
  who.admin = await session(ctx.app, ctx.database.db, 'admin', 'Admin');
});
afterAll(() => ctx?.close());

type Caller = keyof typeof who | 'anonymous';
const callers: Caller[] = ['anonymous', 'customer', 'owner', 'admin'];

const newApplication = async () => (await submitApplication(ctx.app)).id;
const newBlog = async () => (await send('POST', '/api/admin/blogs', who.admin, blogBody())).json().data.blog.id as string;
const newCustomer = async () => (await session(ctx.app, ctx.database.db, 'user', 'Target')).user.id;
const newCateringRequest = async () => {
  const host = await session(ctx.app, ctx.database.db, 'user', 'Host');
  const body = { date: addDays(indiaDay(Date.now()), 5), startTime: '12:00', endTime: '15:00', place: { address: 'A hall', latitude: 12.9, longitude: 77.6 }, guests: 50, budgetPerHead: 300, cuisines: ['Chinese'], occasion: 'Office lunch' };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/catering-requests', payload: body, headers: bearer(host.token), remoteAddress: freshAddress() });
  return res.json().data.request.id as string;
};

/** Every admin route, each making what it needs so every caller acts on a fresh record. */
const routes: Array<{ name: string; call: (caller: Session | null) => Promise<number>; ok: number }> = [
  { name: 'GET /api/admin/dashboard', call: async (c) => (await send('GET', '/api/admin/dashboard', c)).statusCode, ok: 200 },
  { name: 'GET /api/admin/overview', call: async (c) => (await send('GET', '/api/admin/overview', c)).statusCode, ok: 200 },
  { name: 'GET /api/admin/audit-log', call: async (c) => (await send('GET', '/api/admin/audit-log', c)).statusCode, ok: 200 },
  { name: 'GET /api/admin/applications', call: async (c) => (await send('GET', '/api/admin/applications', c)).statusCode, ok: 200 },
  { name: 'PUT /api/admin/applications/:id/approve', call: async (c) => (await send('PUT', `/api/admin/applications/${await newApplication()}/approve`, c, {})).statusCode, ok: 200 },
  {
    name: 'PUT /api/admin/applications/:id/reject',
    call: async (c) => (await send('PUT', `/api/admin/applications/${await newApplication()}/reject`, c, { rejectionReason: 'Incomplete licence details' })).statusCode,
    ok: 200,
  },
  { name: 'GET /api/admin/users', call: async (c) => (await send('GET', '/api/admin/users', c)).statusCode, ok: 200 },
  { name: 'PUT /api/admin/users/:id/ban', call: async (c) => (await send('PUT', `/api/admin/users/${await newCustomer()}/ban`, c, { reason: 'Spam reviews' })).statusCode, ok: 200 },
  { name: 'GET /api/admin/blogs', call: async (c) => (await send('GET', '/api/admin/blogs', c)).statusCode, ok: 200 },
  { name: 'GET /api/admin/blogs/:id', call: async (c) => (await send('GET', `/api/admin/blogs/${await newBlog()}`, c)).statusCode, ok: 200 },
  { name: 'POST /api/admin/blogs', call: async (c) => (await send('POST', '/api/admin/blogs', c, blogBody())).statusCode, ok: 201 },
  { name: 'PUT /api/admin/blogs/:id', call: async (c) => (await send('PUT', `/api/admin/blogs/${await newBlog()}`, c, blogBody({ title: 'Edited title here' }))).statusCode, ok: 200 },
  { name: 'DELETE /api/admin/blogs/:id', call: async (c) => (await send('DELETE', `/api/admin/blogs/${await newBlog()}`, c)).statusCode, ok: 200 },
  { name: 'GET /api/admin/contact-messages', call: async (c) => (await send('GET', '/api/admin/contact-messages', c)).statusCode, ok: 200 },
  { name: 'GET /api/admin/undelivered-mail', call: async (c) => (await send('GET', '/api/admin/undelivered-mail', c)).statusCode, ok: 200 },
  { name: 'GET /api/admin/reports', call: async (c) => (await send('GET', '/api/admin/reports', c)).statusCode, ok: 200 },
  { name: 'GET /api/admin/catering-requests', call: async (c) => (await send('GET', '/api/admin/catering-requests', c)).statusCode, ok: 200 },
  { name: 'PUT /api/admin/catering-requests/:id/close', call: async (c) => (await send('PUT', `/api/admin/catering-requests/${await newCateringRequest()}/close`, c, { reason: 'Spam' })).statusCode, ok: 200 },
];

describe('admin routes: anonymous 401, customer and owner 403, admin succeeds', () => {
  it('covers every admin route the app registers', () => {
    const registered = ctx.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/') && !r.url.startsWith('/api/admin/events') && !r.url.startsWith('/api/admin/reports/'));
    const listed = new Set(routes.map((r) => r.name));
    const missing = registered.filter((r) => !(r.method === 'POST' && r.url === '/api/admin/applications')).map((r) => `${r.method} ${r.url}`).filter((n) => !listed.has(n));
    expect(missing).toEqual([]);
  });

  for (const route of routes) {
    it(route.name, async () => {
      const got: Record<string, number> = {};
      for (const caller of callers) got[caller] = await route.call(caller === 'anonymous' ? null : who[caller]);
      expect(got).toEqual({ anonymous: 401, customer: 403, owner: 403, admin: route.ok });
    });
  }

  it('POST /api/admin/applications is public', async () => {
    expect((await submitApplication(ctx.app)).status).toBe('pending');
  });
});
