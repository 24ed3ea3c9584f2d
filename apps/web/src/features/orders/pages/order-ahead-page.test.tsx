import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../../test/fake-event-source';
import { api, http, HttpResponse, network, ok } from '../../../../test/network';
import { renderScreen, signedInAs } from '../../../../test/render';
import OrderAheadPage from './order-ahead-page';

const dish = (id: string, name: string, price: number) => ({ _id: id, id, name, price, description: '', category: 'Dosas', image: null, isAvailable: true, allergens: [], isVegetarian: true, isVegan: false, dietType: 'veg', spiceLevel: null, popular: false });
const truck = { id: 't-1', name: 'Dosa Depot', menu: [dish('d-1', 'Masala Dosa', 90), dish('d-2', 'Filter Coffee', 30)] };
const slots = (over: object = {}) => ({ accepting: true, reason: null, prepMinutes: 10, slots: [{ at: '2026-11-27T13:00:00.000Z', left: 3 }], soldOut: [], ...over });

function serve(pickup = slots()) {
  network.use(
    http.get(api('/trucks/t-1'), () => ok({ truck })),
    http.get(api('/trucks/t-1/pickup-slots'), () => ok(pickup)),
  );
}
const screenAt = () => renderScreen(<OrderAheadPage />, { path: '/trucks/:id/order', route: '/trucks/t-1/order' });

beforeEach(() => localStorage.clear());

describe('ordering ahead', () => {
  it('says why a truck cannot take an order, with no dishes to add and no pickup times to choose', async () => {
    serve(slots({ accepting: false, reason: 'This food truck is currently closed for orders', slots: [] }));
    screenAt();
    expect(await screen.findByText(/This food truck is currently closed for orders/)).toHaveAttribute('role', 'status');
    expect(screen.queryByLabelText('Pickup time', { selector: 'select' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'One more Masala Dosa' })).not.toBeInTheDocument();
  });

  it('sends the dishes and quantities without prices, the chosen time, and one idempotency key for retries', async () => {
    signedInAs('user');
    serve();
    const sent: Array<{ body: unknown; key: string | null }> = [];
    network.use(
      http.post(api('/trucks/t-1/orders'), async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json({ success: false, message: 'Network hiccup', code: 'SERVICE_UNAVAILABLE', data: null }, { status: 503 });
      }),
    );
    screenAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'One more Masala Dosa' }));
    await user.click(screen.getByRole('button', { name: 'One more Masala Dosa' }));
    await user.selectOptions(screen.getByLabelText('Pickup time'), '2026-11-27T13:00:00.000Z');
    expect(screen.getByLabelText('Total ₹180')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order · ₹180' }));
    await expect.poll(() => sent.length).toBe(1);
    // Refused, the cart stays as it was and can be placed again.
    await user.click(await screen.findByRole('button', { name: 'Place order · ₹180' }));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[0]!.body).toEqual({ items: [{ menuItemId: 'd-1', quantity: 2 }], pickupAt: '2026-11-27T13:00:00.000Z' });
    expect(sent[0]!.key).toMatch(/.{8,}/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it('learns live that the truck stopped taking orders, before the customer tries', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let answer = slots();
    network.use(
      http.get(api('/trucks/t-1'), () => ok({ truck })),
      http.get(api('/trucks/t-1/pickup-slots'), () => ok(answer)),
    );
    screenAt();
    expect(await screen.findByRole('button', { name: 'One more Masala Dosa' })).toBeInTheDocument();
    answer = slots({ accepting: false, reason: 'This food truck is currently closed for orders', slots: [] });
    act(() => FakeEventSource.opened.find((s) => s.url === '/api/trucks/t-1/live')!.deliver('ordering', { truckId: 't-1' }));
    expect(await screen.findByText(/This food truck is currently closed for orders/)).toBeInTheDocument();
    vi.unstubAllGlobals();
    FakeEventSource.opened = [];
  });

  it('cannot add a dish sold out today', async () => {
    serve(slots({ soldOut: ['d-2'] }));
    screenAt();
    expect(await screen.findByText('Sold out today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'One more Filter Coffee' })).not.toBeInTheDocument();
  });
});
