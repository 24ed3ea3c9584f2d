import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canMoveOrder, orderTotal, pickupSlotTimes } from '../src/index.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('pickup slots', () => {
  it('start at the first quarter hour after the preparation time and stop before the truck leaves', () => {
    // 18:07 in India with 10 minutes to prepare: first pickup 18:30 (18:17 rounded up), last 21:45.
    const slots = pickupSlotTimes(at('2026-11-27T12:37:00Z'), 10, at('2026-11-27T16:30:00Z'));
    expect(iso(slots[0]!)).toBe('2026-11-27T13:00:00.000Z');
    expect(iso(slots.at(-1)!)).toBe('2026-11-27T16:15:00.000Z');
    expect(slots).toHaveLength(14);
  });

  it('are none when the truck leaves before the first order could be ready', () => {
    expect(pickupSlotTimes(at('2026-11-27T16:20:00Z'), 15, at('2026-11-27T16:30:00Z'))).toEqual([]);
  });
});

describe('an order’s life', () => {
  it('moves only forward along placed, accepted, ready, picked up', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual(['placed>accepted', 'placed>rejected', 'placed>cancelled', 'accepted>ready', 'accepted>rejected', 'ready>picked_up']);
  });

  it('totals in rupees without floating-point dust', () => {
    expect(orderTotal([{ unitPrice: 0.1, quantity: 3 }, { unitPrice: 90, quantity: 2 }])).toBe(180.3);
  });
});
