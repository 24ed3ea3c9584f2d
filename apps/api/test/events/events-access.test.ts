import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;
const who: Record<'customer' | 'organizer' | 'otherOwner' | 'admin', Session> = {} as never;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
  who.customer = await session(ctx.app, ctx.database.db, 'user', 'Customer');
  who.organizer = await session(ctx.app, ctx.database.db, 'owner', 'Organizer');
  who.otherOwner = await session(ctx.app, ctx.database.db, 'owner', 'Other owner');
  who.admin = await session(ctx.app, ctx.database.db, 'admin', 'Admin');
});
afterAll(() => ctx?.close());

const body = (eventType = 'truck_event') => ({
  title: 'Access Fest',
  description: 'A festival for the access matrix.',
  image: 'https://images.example.com/a.jpg',
  date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  eventType,
  location: { address: 'MG Road, Bengaluru' },
});

type Role = keyof typeof who | 'anonymous';
interface Route {
  name: string;
  /** Makes what the call needs (a fresh event, the caller's truck) and sends it. */
  call: (caller: Session | null) => Promise<number>;
  expected: Record<Role, number>;
}

async function newEvent(eventType?: string) {
  const res = await send('POST', '/api/events', who.organizer, body(eventType));
  return res.json().data.event.id as string;
}
const truckOf = async (caller: Session | null) => (caller && caller.user.role === 'owner' ? (await createOwnedTruck(ctx.app, caller)).id : '00000000-0000-4000-8000-000000000000');

const routes: Route[] = [
  { name: 'POST /api/events', call: async (c) => (await send('POST', '/api/events', c, body())).statusCode, expected: { anonymous: 401, customer: 403, organizer: 201, otherOwner: 201, admin: 201 } },
  { name: 'PUT /api/events/:id', call: async (c) => (await send('PUT', `/api/events/${await newEvent()}`, c, { title: 'Changed' })).statusCode, expected: { anonymous: 401, customer: 403, organizer: 200, otherOwner: 403, admin: 200 } },
  { name: 'DELETE /api/events/:id', call: async (c) => (await send('DELETE', `/api/events/${await newEvent()}`, c)).statusCode, expected: { anonymous: 401, customer: 403, organizer: 200, otherOwner: 403, admin: 200 } },
  {
    name: 'POST /api/events/:id/register',
    call: async (c) => (await send('POST', `/api/events/${await newEvent()}/register`, c, { truckId: await truckOf(c) })).statusCode,
    expected: { anonymous: 401, customer: 403, organizer: 201, otherOwner: 201, admin: 403 },
  },
  {
    name: 'DELETE /api/events/:id/unregister',
    call: async (c) => {
      const id = await newEvent();
      if (c?.user.role === 'owner') await send('POST', `/api/events/${id}/register`, c, { truckId: await truckOf(c) });
      return (await send('DELETE', `/api/events/${id}/unregister`, c)).statusCode;
    },
    expected: { anonymous: 401, customer: 403, organizer: 200, otherOwner: 200, admin: 403 },
  },
  { name: 'GET /api/admin/events', call: async (c) => (await send('GET', '/api/admin/events', c)).statusCode, expected: { anonymous: 401, customer: 403, organizer: 403, otherOwner: 403, admin: 200 } },
  { name: 'PUT /api/admin/events/:id/approve', call: async (c) => (await send('PUT', `/api/admin/events/${await newEvent('city_event')}/approve`, c, {})).statusCode, expected: { anonymous: 401, customer: 403, organizer: 403, otherOwner: 403, admin: 200 } },
  {
    name: 'PUT /api/admin/events/:id/reject',
    call: async (c) => (await send('PUT', `/api/admin/events/${await newEvent('city_event')}/reject`, c, { rejectionReason: 'No permit for the venue yet.' })).statusCode,
    expected: { anonymous: 401, customer: 403, organizer: 403, otherOwner: 403, admin: 200 },
  },
  { name: 'DELETE /api/admin/events/:id', call: async (c) => (await send('DELETE', `/api/admin/events/${await newEvent()}`, c)).statusCode, expected: { anonymous: 401, customer: 403, organizer: 403, otherOwner: 403, admin: 200 } },
];

const cases = routes.flatMap((route) => (Object.keys(route.expected) as Role[]).map((role) => ({ ...route, role, status: route.expected[role] })));

describe('event routes: who may call them', () => {
  it('the table covers every event write and admin route', () => {
    const registered = ctx.app.apiRoutes
      .filter((r) => (r.url.startsWith('/api/events') || r.url.startsWith('/api/admin/events')) && r.signedIn)
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.sort()).toEqual(routes.map((r) => r.name).sort());
  });

  it.each(cases)('$name as $role: $status', async ({ call, role, status }) => {
    expect(await call(role === 'anonymous' ? null : who[role])).toBe(status);
  });
});
