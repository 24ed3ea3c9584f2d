import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema.js';
import { uniqueEmail } from '../helpers.js';

let address = 0;
/** Each call from its own client address: the public route allows a few per address an hour. */
export const freshAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

export const applicationBody = (overrides: object = {}) => ({
  businessName: 'Tandoor Trails',
  ownerName: 'Kavya Menon',
  email: uniqueEmail('applicant'),
  phone: '+91 98450 12345',
  cuisineType: 'North Indian',
  description: 'Tandoori wraps and kulfi from a converted tempo.',
  ...overrides,
});

export async function submitApplication(app: App, overrides: object = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/applications', payload: applicationBody(overrides), remoteAddress: freshAddress() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.application as { id: string; email: string; status: string; businessName: string };
}

export const blogBody = (overrides: object = {}) => ({
  title: 'Best Momos in Darjeeling',
  excerpt: 'Steamed, fried and jhol: a tour of the hill town.',
  content: 'Darjeeling has momo stalls on every corner, and the best ones are on wheels. Here is where to find them.',
  category: 'city-guides',
  tags: ['momos', 'darjeeling'],
  status: 'published',
  featured: false,
  ...overrides,
});

export async function mailsTo(db: Database, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
}

/** A city event a week ahead, as the event form sends it (an owner's waits for approval; an admin's is published). */
export const cityEventBody = (title: string, location: object = { address: 'Indiranagar, Bengaluru' }) => ({
  title,
  description: `${title}: food trucks, music and a crowd.`,
  image: 'https://images.example.com/fest.jpg',
  date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  eventType: 'city_event',
  location,
});
