import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';
import { sender, session, type Session } from '../owner/owner-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;
let organizer: Session;
let admin: Session;
const ids: Record<'pending' | 'approved', string> = {} as never;

const body = (title: string) => ({
  title,
  description: 'Waiting for a decision, or not.',
  image: 'https://images.example.com/a.jpg',
  date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  eventType: 'city_event',
  location: { address: 'Connaught Place, New Delhi' },
});

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
  organizer = await session(ctx.app, ctx.database.db, 'owner', 'Organizer');
  admin = await session(ctx.app, ctx.database.db, 'admin', 'Admin');
  // An owner's city event waits for an admin; an admin's own is approved as it is made.
  ids.pending = (await send('POST', '/api/events', organizer, body('Waiting Mela'))).json().data.event.id;
  ids.approved = (await send('POST', '/api/events', admin, body('Approved Mela'))).json().data.event.id;
});
afterAll(() => ctx?.close());

const ours = (events: Array<{ id: string }>) => events.map((event) => event.id).filter((id) => Object.values(ids).includes(id));

describe('the approval filter', () => {
  it('lists an admin only the events awaiting approval, with their count', async () => {
    const res = await send('GET', '/api/admin/events?approval=pending&limit=50', admin);
    expect(res.statusCode).toBe(200);
    expect(ours(res.json().data.events)).toEqual([ids.pending]);
    expect(res.json().data.events.every((event: { approvalStatus: string }) => event.approvalStatus === 'pending')).toBe(true);
    expect(res.json().data.pagination.total).toBe(res.json().data.events.length);
  });

  it('shows the public nothing that is not approved, whatever the filter asks', async () => {
    const res = await send('GET', '/api/events?approval=pending&limit=50', null);
    expect(res.statusCode).toBe(200);
    expect(ours(res.json().data.events)).toEqual([]);
  });

  it('answers 400 with a clear message for an unknown approval state', async () => {
    const res = await send('GET', '/api/admin/events?approval=maybe', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('approval must be one of pending, approved, rejected');
  });
});
