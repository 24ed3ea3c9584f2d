import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../test/network';
import { renderScreen, signedInAs } from '../../../../test/render';
import MyOrdersPage from './my-orders-page';
import OrderPage from './order-page';

const order = (over: object = {}) => ({
  id: 'o-1',
  number: 7,
  truck: { id: 't-1', name: 'Dosa Depot' },
  customer: { id: 'user-1', name: 'Kavya Rao' },
  status: 'placed',
  items: [{ menuItemId: 'd-1', name: 'Masala Dosa', quantity: 1, unitPrice: 90, note: null }],
  total: 90,
  pickupAt: '2026-11-29T07:30:00.000Z',
  readyBy: null,
  pickupCode: '4821',
  rejectReason: null,
  createdAt: '2026-11-29T07:00:00.000Z',
  history: [{ status: 'placed', at: '2026-11-29T07:00:00.000Z' }],
  ...over,
});

function showOrder(shown: object) {
  signedInAs('user');
  network.use(http.get(api('/orders/o-1'), () => ok({ order: shown })));
  renderScreen(<OrderPage />, { path: '/orders/:id', route: '/orders/o-1' });
}

describe('an order screen', () => {
  it('shows no pickup code once the order was cancelled', async () => {
    showOrder(order({ status: 'cancelled', history: [{ status: 'placed', at: '2026-11-29T07:00:00.000Z' }, { status: 'cancelled', at: '2026-11-29T07:05:00.000Z' }] }));
    expect(await screen.findByText('You cancelled this order.')).toBeInTheDocument();
    expect(screen.queryByText('Pickup code')).not.toBeInTheDocument();
    expect(screen.queryByText('4821')).not.toBeInTheDocument();
  });

  it('asks before cancelling, and keeping the order sends nothing', async () => {
    const cancelled: string[] = [];
    showOrder(order());
    network.use(http.post(api('/orders/o-1/cancel'), () => (cancelled.push('o-1'), ok({ order: order({ status: 'cancelled' }) }))));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alertdialog', { name: 'Cancel this order?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancelled).toEqual([]);
  });

  it('cancels once the customer confirms', async () => {
    const cancelled: string[] = [];
    showOrder(order());
    network.use(http.post(api('/orders/o-1/cancel'), () => (cancelled.push('o-1'), ok({ order: order({ status: 'cancelled' }) }))));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(cancelled).toEqual(['o-1']));
  });
});

describe('the list of my orders', () => {
  it('counts one dish as "1 item"', async () => {
    signedInAs('user');
    network.use(http.get(api('/me/orders'), () => ok({ orders: [order()], total: 1, page: 1, pages: 1 })));
    renderScreen(<MyOrdersPage />, { path: '/orders' });
    expect(await screen.findByText(/^1 item · ₹90/)).toBeInTheDocument();
  });
});
