import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { bearer, createTestContext, registerUser, type TestContext } from '../helpers.js';

let ctx: TestContext;
type Session = Awaited<ReturnType<typeof registerUser>>;
let owner: Session;
let otherOwner: Session;
let admin: Session;
let customer: Session;

async function withRole(role: 'owner' | 'admin'): Promise<Session> {
  const session = await registerUser(ctx.app);
  await ctx.database.db.update(users).set({ role }).where(eq(users.id, session.user.id));
  // Sign in again so the token carries the new role (the server reads the role from the database anyway).
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: session.email, password: session.password } });
  return { ...session, token: res.json().data.token };
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await withRole('owner');
  otherOwner = await withRole('owner');
  admin = await withRole('admin');
  customer = await registerUser(ctx.app);
});
afterAll(() => ctx?.close());

const newTruck = {
  name: 'Chaat Chariot',
  description: 'Pani puri and papdi chaat',
  cuisine: 'North Indian',
  priceRange: 'budget',
  tags: ['Chaat', 'Street Food'],
  location: { address: 'Indiranagar, Bengaluru', coordinates: { latitude: 12.9719, longitude: 77.6412 } },
};

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, session: Session | null, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: session ? bearer(session.token) : {} });

async function createTruck(session = owner) {
  const res = await send('POST', '/api/trucks', session, newTruck);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.truck as { id: string; owner: string };
}

describe('truck writes', () => {
  it('lets an owner create a truck that belongs to them', async () => {
    const truck = await createTruck();
    expect(truck.owner).toBe(owner.user.id);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/trucks/${truck.id}` });
    expect(detail.json().data.truck).toMatchObject({ name: 'Chaat Chariot', rating: 0, reviewCount: 0, featured: false, lastLocationUpdate: expect.any(String) });
  });

  it('refuses anonymous (401) and customers (403)', async () => {
    expect((await send('POST', '/api/trucks', null, newTruck)).statusCode).toBe(401);
    const res = await send('POST', '/api/trucks', customer, newTruck);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only food truck owners can add trucks');
  });

  it('validates the create form: required fields and a real location', async () => {
    const missing = await send('POST', '/api/trucks', owner, { ...newTruck, description: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please fill in all required fields');
    const noLocation = await send('POST', '/api/trucks', owner, { ...newTruck, location: { address: 'x', coordinates: { latitude: 0, longitude: 77 } } });
    expect(noLocation.json().message).toBe('Please select a location for your food truck');
    const dupTags = await send('POST', '/api/trucks', owner, { ...newTruck, tags: ['Chaat', 'chaat'] });
    expect(dupTags.json().message).toBe('Tags cannot be duplicated');
  });

  it('never lets an owner set rating, review count, owner or featured', async () => {
    const truck = await createTruck();
    for (const field of [{ rating: 5 }, { reviewCount: 999 }, { owner: otherOwner.user.id }]) {
      const res = await send('PUT', `/api/trucks/${truck.id}`, owner, field);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/cannot be set/);
    }
    const featured = await send('PUT', `/api/trucks/${truck.id}`, owner, { featured: true });
    expect(featured.statusCode).toBe(403);
    const created = await send('POST', '/api/trucks', owner, { ...newTruck, rating: 5 });
    expect(created.statusCode).toBe(400);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/trucks/${truck.id}` })).json().data.truck;
    expect(detail).toMatchObject({ rating: 0, reviewCount: 0, featured: false, owner: { _id: owner.user.id } });
  });

  it('lets only the owner or an admin update or delete a truck', async () => {
    const truck = await createTruck();
    const stranger = await send('PUT', `/api/trucks/${truck.id}`, otherOwner, { name: 'Hijacked' });
    // Another owner's truck answers like a missing one, so ids cannot be probed.
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Truck not found');
    expect((await send('PUT', `/api/trucks/${truck.id}`, customer, { name: 'Hijacked' })).statusCode).toBe(403);
    const mine = await send('PUT', `/api/trucks/${truck.id}`, owner, { status: 'open', waitTime: '10-15 min' });
    expect(mine.json().data.truck).toMatchObject({ status: 'open', waitTime: '10-15 min' });
    const byAdmin = await send('PUT', `/api/trucks/${truck.id}`, admin, { featured: true, name: 'Chaat Chariot Deluxe' });
    expect(byAdmin.json().data.truck).toMatchObject({ featured: true, name: 'Chaat Chariot Deluxe' });
    expect((await send('DELETE', `/api/trucks/${truck.id}`, otherOwner)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/trucks/${truck.id}`, owner)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/trucks/${truck.id}` })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/trucks/${truck.id}`, owner)).statusCode).toBe(404);
  });
});

describe('menu writes', () => {
  const dish = { name: 'Pani Puri', description: 'Six crisp puris with spiced water', category: 'Chaat', price: 60, dietType: 'veg' };

  it('adds, edits, toggles and deletes items for the truck owner only', async () => {
    const truck = await createTruck();
    const base = `/api/trucks/${truck.id}/menu`;
    expect((await send('POST', base, otherOwner, { menuItem: dish })).statusCode).toBe(404);
    expect((await send('POST', base, null, { menuItem: dish })).statusCode).toBe(401);
    const added = await send('POST', base, owner, { menuItem: dish });
    expect(added.statusCode).toBe(201);
    const item = added.json().data.menuItem;
    expect(item).toMatchObject({ name: 'Pani Puri', price: 60, isAvailable: true, dietType: 'veg', isVegetarian: true, isVegan: false, popular: false });

    expect((await send('PUT', `${base}/${item.id}`, owner, { menuItem: { price: 70 } })).json().data.menuItem.price).toBe(70);
    expect((await send('PATCH', `${base}/${item.id}/toggle`, owner)).json().data.menuItem.isAvailable).toBe(false);
    expect((await send('PATCH', `${base}/${item.id}/toggle`, otherOwner)).statusCode).toBe(404);
    expect((await send('DELETE', `${base}/${item.id}`, otherOwner)).statusCode).toBe(404);
    expect((await send('DELETE', `${base}/${item.id}`, owner)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: base })).json().data.menu).toEqual([]);
  });

  it('validates items: required fields and a non-negative price', async () => {
    const truck = await createTruck();
    const base = `/api/trucks/${truck.id}/menu`;
    const missing = await send('POST', base, owner, { menuItem: { ...dish, category: '' } });
    expect(missing.json().message).toBe('Please fill in all required menu item fields');
    const negative = await send('POST', base, owner, { menuItem: { ...dish, price: -1 } });
    expect(negative.json().message).toBe('Price cannot be negative');
    const text = await send('POST', base, owner, { menuItem: { ...dish, price: 'cheap' } });
    expect(text.json().message).toBe('Price must be a number');
  });

  it('asks a new dish whether it is veg, non-veg, egg or vegan, and shows it on the truck\'s page', async () => {
    const truck = await createTruck();
    const base = `/api/trucks/${truck.id}/menu`;
    const { dietType: _, ...undeclared } = dish;
    const refused = await send('POST', base, owner, { menuItem: undeclared });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Say whether the dish is veg, non-veg, egg or vegan');
    expect((await send('POST', base, owner, { menuItem: { ...dish, name: 'Egg Roll', dietType: 'egg', spiceLevel: 2, popular: true } })).statusCode).toBe(201);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/trucks/${truck.id}` })).json().data.truck;
    expect(page.menu).toEqual([expect.objectContaining({ name: 'Egg Roll', dietType: 'egg', spiceLevel: 2, popular: true, isVegetarian: false })]);
  });

  it('cannot reach an item through another truck', async () => {
    const mine = await createTruck();
    const theirs = await createTruck(otherOwner);
    const item = (await send('POST', `/api/trucks/${theirs.id}/menu`, otherOwner, { menuItem: dish })).json().data.menuItem;
    const res = await send('DELETE', `/api/trucks/${mine.id}/menu/${item.id}`, owner);
    expect(res.statusCode).toBe(404);
  });
});
