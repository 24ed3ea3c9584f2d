import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import { bearer } from '../helpers.js';
import { createOwnedTruck, sender, type Session } from '../owner/owner-helpers.js';

/** Today's date and the current hour in India, where trucks keep their time. */
function indiaNow() {
  const local = new Date(Date.now() + 5.5 * 3_600_000);
  return { date: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
}
const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/**
 * A truck serving now at a stop that runs four more hours from the top of this hour (crossing
 * midnight when it must), taking orders, with a dosa (₹90) and a chai (₹20).
 */
export async function truckTakingOrders(app: App, owner: Session, { perSlot = 5, prepMinutes = 5 } = {}) {
  const send = sender(app);
  const truck = await createOwnedTruck(app, owner);
  const { date, hour } = indiaNow();
  const stop = await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { label: 'Jayanagar 4th Block', latitude: 12.925, longitude: 77.5938, startTime: hh(hour), endTime: hh(hour + 4), date });
  expect(stop.statusCode, stop.body).toBe(201);
  const dishes: Array<{ id: string; name: string; price: number }> = [];
  for (const dish of [{ name: 'Masala Dosa', price: 90 }, { name: 'Cutting Chai', price: 20 }]) {
    const res = await send('POST', `/api/owner/trucks/${truck.id}/menu`, owner, { menuItem: { ...dish, description: 'Fresh', category: 'Mains', dietType: 'veg' } });
    expect(res.statusCode, res.body).toBe(201);
    dishes.push(res.json().data.menuItem);
  }
  const settings = await send('PUT', `/api/owner/trucks/${truck.id}/ordering`, owner, { takingOrders: true, prepMinutes, perSlot, soldOut: [] });
  expect(settings.statusCode, settings.body).toBe(200);
  return { truck, dosa: dishes[0]!, chai: dishes[1]! };
}

export async function pickupSlots(app: App, truckId: string) {
  const res = await app.inject({ method: 'GET', url: `/api/trucks/${truckId}/pickup-slots` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { accepting: boolean; reason: string | null; slots: Array<{ at: string; left: number }>; soldOut: string[] };
}

export function placeOrder(app: App, who: Session, truckId: string, body: object, key?: string) {
  return app.inject({ method: 'POST', url: `/api/trucks/${truckId}/orders`, payload: body, headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) } });
}
