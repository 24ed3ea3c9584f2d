import { addDays, indiaDay } from '@dishrated/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';
import { CSV_HEADER, importListings, previewImport } from '../listings/listing-helpers.js';
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

const newListing = async () => {
  const [id] = await importListings(ctx.app, who.admin, [{ name: `Listing ${Math.random().toString(36).slice(2, 8)}`, latitude: 19.5, longitude: 75.5 + Math.random() }]);
  return id!;
};
const newImport = async () => (await previewImport(ctx.app, who.admin, `${CSV_HEADER}\nCart,Street Food,Pune,,18.5,73.8,,,,,`)).json().data.import.id as string;
const newClaim = async () => {
  const claimant = await session(ctx.app, ctx.database.db, 'user', 'Claimant');
  const res = await send('POST', `/api/trucks/${await newListing()}/claims`, claimant, { fssaiLicense: '11223344556677', phone: '+91 98450 00000', photo: '/images/trucks/chaat.jpg' });
  return res.json().data.claim.id as string;
};
const newSuggestion = async () => {
  const visitor = await session(ctx.app, ctx.database.db, 'user', 'Suggester');
  const res = await send('POST', '/api/truck-suggestions', visitor, { name: 'Kulfi Cart', cuisine: 'Dessert', address: 'Lake gate', latitude: 19.1, longitude: 75.1 });
  return res.json().data.suggestion.id as string;
};
const newListingReport = async () => {
  const visitor = await session(ctx.app, ctx.database.db, 'user', 'Reporter');
  await send('POST', `/api/trucks/${await newListing()}/listing-reports`, visitor, { reason: 'wrong', note: 'Wrong phone' });
  return ((await send('GET', '/api/admin/listing-reports?status=open', who.admin)).json().data.reports[0] as { id: string }).id;
};
const newLicensedTruck = async () => {
  const truck = await createOwnedTruck(ctx.app, who.owner, { name: `Licensed ${Math.random().toString(36).slice(2, 6)}`, fssaiLicense: '10012345678901' });
  return truck.id;
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
  { name: 'POST /api/admin/truck-imports', call: async (c) => (await send('POST', '/api/admin/truck-imports', c, { text: `${CSV_HEADER}\nCart,Street Food,Pune,,18.5,73.8,,,,,`, format: 'csv', source: 'Survey' })).statusCode, ok: 201 },
  { name: 'GET /api/admin/truck-imports/:id', call: async (c) => (await send('GET', `/api/admin/truck-imports/${await newImport()}`, c)).statusCode, ok: 200 },
  { name: 'POST /api/admin/truck-imports/:id/confirm', call: async (c) => (await send('POST', `/api/admin/truck-imports/${await newImport()}/confirm`, c)).statusCode, ok: 200 },
  { name: 'GET /api/admin/claims', call: async (c) => (await send('GET', '/api/admin/claims', c)).statusCode, ok: 200 },
  { name: 'PUT /api/admin/claims/:claimId', call: async (c) => (await send('PUT', `/api/admin/claims/${await newClaim()}`, c, { decision: 'reject', reason: 'No licence shown' })).statusCode, ok: 200 },
  { name: 'GET /api/admin/truck-suggestions', call: async (c) => (await send('GET', '/api/admin/truck-suggestions', c)).statusCode, ok: 200 },
  { name: 'PUT /api/admin/truck-suggestions/:id', call: async (c) => (await send('PUT', `/api/admin/truck-suggestions/${await newSuggestion()}`, c, { decision: 'reject', reason: 'Not a truck' })).statusCode, ok: 200 },
  { name: 'GET /api/admin/listing-reports', call: async (c) => (await send('GET', '/api/admin/listing-reports', c)).statusCode, ok: 200 },
  { name: 'PUT /api/admin/listing-reports/:id/dismiss', call: async (c) => (await send('PUT', `/api/admin/listing-reports/${await newListingReport()}/dismiss`, c)).statusCode, ok: 200 },
  { name: 'PUT /api/admin/trucks/:id/retire', call: async (c) => (await send('PUT', `/api/admin/trucks/${await newListing()}/retire`, c, { reason: 'Closed' })).statusCode, ok: 200 },
  { name: 'POST /api/admin/trucks/:id/merge', call: async (c) => (await send('POST', `/api/admin/trucks/${await newListing()}/merge`, c, { into: await newListing() })).statusCode, ok: 200 },
  { name: 'PUT /api/admin/trucks/:id/fssai', call: async (c) => (await send('PUT', `/api/admin/trucks/${await newLicensedTruck()}/fssai`, c, { verified: true })).statusCode, ok: 200 },
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
