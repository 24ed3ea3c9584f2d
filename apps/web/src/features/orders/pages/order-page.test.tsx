import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../test/network';
import { anOrder } from '../../../../test/orders';
import { renderScreen, signedInAs } from '../../../../test/render';
import MyOrdersPage from './my-orders-page';
import OrderPage from './order-page';


const truck = {
  id: 't-1',
  name: 'Dosa Depot',
  cuisine: 'South Indian',
  image: null,
  status: 'open',
  openUntil: null,
  waitTime: '10-15 min',
  rating: 4.5,
  reviewCount: 12,
  lastLocationUpdate: null,
  location: { address: 'Jayanagar 4th Block, Bengaluru', coordinates: { latitude: 12.925, longitude: 77.5938 } },
};

function showOrder(shown: object) {
  signedInAs('user');
  network.use(
    http.get(api('/orders/o-1'), () => ok({ order: shown })),
    http.get(api('/trucks/t-1'), () => ok({ truck })),
    http.get(api('/config'), () => ok({ tileUrl: 'http://127.0.0.1/{z}/{x}/{y}.png', staleAfterMinutes: 120, demo: false })),
  );
  renderScreen(<OrderPage />, { path: '/orders/:id', route: '/orders/o-1' });
}

describe('an order screen', () => {
  it('says where to pick the order up, with directions there', async () => {
    showOrder(anOrder({ status: 'accepted', readyBy: '2026-11-29T07:30:00.000Z' }));
    // The place waits on the order and then the truck's page: two answers, slower on a busy machine.
    const place = await screen.findByRole('heading', { name: 'Where to pick up' }, { timeout: 5_000 });
    expect(place.parentElement).toHaveTextContent('Jayanagar 4th Block, Bengaluru');
    expect(screen.getByRole('button', { name: 'Directions to Dosa Depot' })).toBeInTheDocument();
  });

  it('says by how much the truck runs late', async () => {
    showOrder(anOrder({ status: 'accepted', readyBy: '2026-11-29T07:40:00.000Z', lateMinutes: 10 }));
    expect(await screen.findByText('The truck is running 10 minutes late.')).toBeInTheDocument();
  });

  it('shows no pickup place once the order is handed over', async () => {
    showOrder(anOrder({ status: 'picked_up' }));
    expect(await screen.findByText('Enjoy your meal!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Where to pick up' })).not.toBeInTheDocument();
  });

  it('shows no pickup code once the order was cancelled', async () => {
    showOrder(anOrder({ status: 'cancelled', history: [{ status: 'placed', at: '2026-11-29T07:00:00.000Z', by: 'customer' }, { status: 'cancelled', at: '2026-11-29T07:05:00.000Z', by: 'customer' }] }));
    expect(await screen.findByText('You cancelled this order.')).toBeInTheDocument();
    expect(screen.queryByText('Pickup code')).not.toBeInTheDocument();
    expect(screen.queryByText('4821')).not.toBeInTheDocument();
  });

  it('asks before cancelling, and keeping the order sends nothing', async () => {
    const cancelled: string[] = [];
    showOrder(anOrder());
    network.use(http.post(api('/orders/o-1/cancel'), () => (cancelled.push('o-1'), ok({ order: anOrder({ status: 'cancelled' }) }))));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alertdialog', { name: 'Cancel this order?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancelled).toEqual([]);
  });

  it('cancels once the customer confirms', async () => {
    const cancelled: string[] = [];
    showOrder(anOrder());
    network.use(http.post(api('/orders/o-1/cancel'), () => (cancelled.push('o-1'), ok({ order: anOrder({ status: 'cancelled' }) }))));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(cancelled).toEqual(['o-1']));
  });
});

describe('the list of my orders', () => {
  it('counts one dish as "1 item"', async () => {
    signedInAs('user');
    network.use(http.get(api('/me/orders'), () => ok({ orders: [anOrder()], total: 1, page: 1, pages: 1 })));
    renderScreen(<MyOrdersPage />, { path: '/orders' });
    expect(await screen.findByText(/^1 item · ₹90/)).toBeInTheDocument();
  });
});
