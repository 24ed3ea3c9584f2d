import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail, waitForApp } from './helpers';

/** The test server's address (playwright.config.ts serves the app there). */
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

export interface Session {
  token: string;
  user: { id: string; name: string; email: string; role: string };
  email: string;
  password: string;
}

/** Registers a new customer through the API: a user no earlier test has touched. */
export async function registerCustomer(request: APIRequestContext, name = 'Test Diner'): Promise<Session> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const res = await request.post('/api/auth/register', { data: { name, email, password: 'secret123' } });
  const { token, user } = (await res.json()).data;
  return { token, user, email, password: 'secret123' };
}

/** An account made through the test server's development route: real owners apply and are approved, and tests never use the demo admin. */
async function registerStaff(request: APIRequestContext, role: 'owner' | 'admin', name: string): Promise<Session> {
  const email = uniqueEmail(role);
  const res = await request.post(`/api/dev/${role}-accounts`, { data: { name, email, password: 'secret123' } });
  const { token, user } = (await res.json()).data;
  return { token, user, email, password: 'secret123' };
}

/** A new truck owner with no trucks. */
export const registerOwner = (request: APIRequestContext, name = 'Kavya Rao') => registerStaff(request, 'owner', name);

/** A new admin. */
export const registerAdmin = (request: APIRequestContext, name = 'Meera Iyer') => registerStaff(request, 'admin', name);

/** A truck of `owner`, made through the owner API. */
export async function createTruck(request: APIRequestContext, owner: Session, fields: Record<string, unknown> = {}) {
  const res = await request.post('/api/owner/trucks', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      name: `Kathi Roll Co ${Math.floor(Math.random() * 1e6)}`,
      description: 'Flaky parathas rolled around smoky fillings',
      cuisine: 'North Indian',
      priceRange: 'budget',
      tags: ['Rolls'],
      location: { address: 'Park Street, Kolkata', coordinates: { latitude: 22.5526, longitude: 88.3526 } },
      ...fields,
    },
  });
  return (await res.json()).data.truck as { id: string; name: string };
}

/**
 * A spot of its own for a test that lists trucks near a place: a random point in some 180,000 km²
 * of central India (east of Nagpur, where other tests park), where the demo data has no trucks. Two
 * spots fall within 10 km of each other about once in 600 pairs.
 */
export function placeOfItsOwn() {
  return { latitude: 20.5 + Math.random() * 4, longitude: 79.5 + Math.random() * 4 };
}

/** A point `km` east of `place`. */
export const eastOf = (place: { latitude: number; longitude: number }, km: number) => ({
  latitude: place.latitude,
  longitude: place.longitude + km / (111.32 * Math.cos((place.latitude * Math.PI) / 180)),
});

/**
 * A truck open now and taking orders, with a dosa and a coffee on its menu: it stands at a stop
 * (Park Street, Kolkata, unless given a place)
 * from the top of this hour (India time) for four hours, so its pickup times never run out
 * while a test runs, even near midnight.
 */
export async function truckTakingOrders(request: APIRequestContext, owner: Session, place = { latitude: 22.5526, longitude: 88.3526, address: 'Park Street, Kolkata' }) {
  const asOwner = { authorization: `Bearer ${owner.token}` };
  const truck = await createTruck(request, owner, {
    name: `Dosa Express ${Math.floor(Math.random() * 1e6)}`,
    location: { address: place.address, coordinates: { latitude: place.latitude, longitude: place.longitude } },
  });
  const india = new Date(Date.now() + 5.5 * 3_600_000);
  const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;
  await request.post(`/api/owner/trucks/${truck.id}/stops`, {
    headers: asOwner,
    data: { label: place.address.split(',')[0], latitude: place.latitude, longitude: place.longitude, startTime: hh(india.getUTCHours()), endTime: hh(india.getUTCHours() + 4), date: india.toISOString().slice(0, 10) },
  });
  for (const [name, price] of [['Masala Dosa', 90], ['Filter Coffee', 30]] as const) {
    await request.post(`/api/owner/trucks/${truck.id}/menu`, { headers: asOwner, data: { menuItem: { name, price, description: 'Made fresh', category: 'South Indian', dietType: 'veg' } } });
  }
  const saved = await request.put(`/api/owner/trucks/${truck.id}/ordering`, { headers: asOwner, data: { takingOrders: true, prepMinutes: 5, perSlot: 5, soldOut: [] } });
  if (!saved.ok()) throw new Error(`ordering settings refused: ${await saved.text()}`);
  return truck;
}

/** A truck of `owner` with one dish on its menu, made through the owner API. */
export async function truckWithDish(request: APIRequestContext, owner: Session, menuItem: { name: string; description: string; category: string; price: number; dietType?: string }, truckFields: Record<string, unknown> = {}) {
  const truck = await createTruck(request, owner, truckFields);
  const res = await request.post(`/api/owner/trucks/${truck.id}/menu`, { headers: { authorization: `Bearer ${owner.token}` }, data: { menuItem: { dietType: 'veg', ...menuItem } } });
  const dish = (await res.json()).data.menuItem as { id: string; name: string };
  return { ...truck, dish };
}

/** A published event: created by `owner` (and approved by `admin` when it waits for one) through the API. */
export async function publishedEvent(request: APIRequestContext, owner: Session, admin: Session, fields: Record<string, unknown> = {}) {
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      title: `Street Food Evening ${Math.floor(Math.random() * 1e6)}`,
      description: 'Trucks, music and long tables under the lights.',
      image: 'https://images.example.com/evening.jpg',
      date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      eventType: 'city_event',
      location: { address: 'Park Street, Kolkata' },
      ...fields,
    },
  });
  const event = (await created.json()).data.event as { id: string; title: string; approvalStatus: string };
  // City events by owners wait for an admin; offers and truck events are published at once.
  if (event.approvalStatus === 'pending') {
    const approved = await request.put(`/api/admin/events/${event.id}/approve`, { headers: { authorization: `Bearer ${admin.token}` }, data: {} });
    if (!approved.ok()) throw new Error(`approving the event answered ${approved.status()}`);
  }
  return event;
}

/**
 * A server-rendered page is plain HTML until the app hydrates it: a press before that would reach a button
 * without its handler, as it would for a person on a slow phone. Tests press once the app is
 * there: every goto and reload of a page made here waits for it, unless it asks to go on at an
 * earlier moment (`waitUntil`). The `page` fixture is made so; pass pages of other contexts.
 */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil) await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil) await waitForApp(page);
    return response;
  };
  return page;
}

/** Starts the page signed in as `session`, as a sign-in leaves it: the session cookie and the remembered profile. */
export async function useSession(page: Page, session: Session) {
  await page.context().addCookies([{ name: 'dishrated_session', value: session.token, url: BASE_URL, httpOnly: true, sameSite: 'Lax' }]);
  await page.addInitScript(({ user }) => {
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

/**
 * Fixtures that make their own data: `customer` is a fresh account signed in on `page`;
 * `diner` is a fresh account that is not signed in anywhere (for reviews made through the API);
 * `owner` is a fresh truck owner signed in on `page`, with no trucks; `admin` a fresh admin signed in on `page`.
 */
export const test = base.extend<{ customer: Session; diner: Session; owner: Session; admin: Session }>({
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
  admin: async ({ page, request }, use) => {
    const session = await registerAdmin(request);
    await useSession(page, session);
    await use(session);
  },
  owner: async ({ page, request }, use) => {
    const session = await registerOwner(request);
    await useSession(page, session);
    await use(session);
  },
  customer: async ({ page, request }, use) => {
    const session = await registerCustomer(request, 'Asha Menon');
    await useSession(page, session);
    await use(session);
  },
  diner: async ({ request }, use) => {
    await use(await registerCustomer(request, 'Rohan Das'));
  },
});

export { expect } from '@playwright/test';
