import type { Order } from '@dishrated/shared';

/** An order of one masala dosa at Dosa Depot, placed by Kavya Rao, with `over` changed. */
export const anOrder = (over: Partial<Order> = {}): Order => ({
  id: 'o-1',
  number: 7,
  truck: { id: 't-1', name: 'Dosa Depot' },
  customer: { id: 'user-1', name: 'Kavya Rao' },
  status: 'placed',
  items: [{ menuItemId: 'd-1', name: 'Masala Dosa', quantity: 1, unitPrice: 90, note: null }],
  total: 90,
  pickupAt: '2026-11-29T07:30:00.000Z',
  readyBy: null,
  lateMinutes: 0,
  pickupCode: '4821',
  rejectReason: null,
  createdAt: '2026-11-29T07:00:00.000Z',
  history: [{ status: 'placed', at: '2026-11-29T07:00:00.000Z', by: 'customer' }],
  ...over,
});
