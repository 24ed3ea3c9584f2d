import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../../test/fake-event-source';
import { api, http, network, ok } from '../../../../test/network';
import { renderScreen, signedInAs } from '../../../../test/render';
import OwnerOrdersPage from './owner-orders-page';

afterEach(() => {
  FakeEventSource.opened = [];
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'vibrate');
});

function openQueue() {
  signedInAs('owner');
  vi.stubGlobal('EventSource', FakeEventSource);
  network.use(
    http.get(api('/owner/trucks'), () => ok({ trucks: [{ id: 't-1', _id: 't-1', name: 'Dosa Depot' }] })),
    http.get(api('/owner/orders'), () => ok({ orders: [], today: { orders: 0, pickedUp: 0, revenue: 0 } })),
    http.get(api('/owner/trucks/t-1/ordering'), () => ok({ settings: { takingOrders: true, prepMinutes: 15, perSlot: 5, soldOut: [] } })),
    http.get(api('/trucks/t-1'), () => ok({ truck: { id: 't-1', name: 'Dosa Depot', menu: [] } })),
  );
  renderScreen(<OwnerOrdersPage />, { path: '/owner/orders' });
}

describe("the owner's order queue", () => {
  it('puts a new order in a banner that stays until seen, and buzzes the phone', async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    openQueue();
    await screen.findByRole('heading', { name: 'Orders' });
    act(() => FakeEventSource.opened.find((s) => s.url.includes('/api/me/live'))!.deliver('order', { orderId: 'o-1', status: 'placed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 new order: see New below');
    expect(vibrate).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Seen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
