import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { insertSessions } from '../fixtures.js';
import { bearer } from '../helpers.js';

export type Session = Awaited<ReturnType<typeof insertSessions>>[number];

export async function session(app: App, db: Database, role: 'user' | 'owner' | 'admin', name?: string): Promise<Session> {
  const [one] = await insertSessions(app, db, 1, role, name);
  return one!;
}

export const newTruck = {
  name: 'Dosa Depot',
  description: 'Crisp dosas and filter coffee',
  cuisine: 'South Indian',
  priceRange: 'budget',
  tags: ['Dosa', 'Breakfast'],
  location: { address: 'Jayanagar 4th Block, Bengaluru', coordinates: { latitude: 12.925, longitude: 77.5938 } },
};

export function sender(app: App) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Session | null, payload?: object) =>
    app.inject({ method, url, payload, headers: who ? bearer(who.token) : {} });
}

export async function createOwnedTruck(app: App, owner: Session, overrides: object = {}) {
  const res = await sender(app)('POST', '/api/owner/trucks', owner, { ...newTruck, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.truck as { id: string; owner: string; name: string };
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(data: Buffer, { field = 'file', filename = 'photo.jpg', type = 'image/jpeg' } = {}) {
  const boundary = `----dishrated${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
