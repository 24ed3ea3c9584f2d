import type { Order } from '@dishrated/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../test/network';
import { anOrder } from '../../../../test/orders';
import { renderScreen, signedInAs } from '../../../../test/render';
import { OwnerOrderCard } from './owner-order-card';

const accepted = (over: Partial<Order> = {}) => anOrder({ status: 'accepted', readyBy: '2026-11-29T07:30:00.000Z', pickupCode: null, history: [], ...over });

describe("an order card in the owner's queue", () => {
  it('tells the customer the order runs late by the minutes chosen', async () => {
    const sent: unknown[] = [];
    signedInAs('owner');
    network.use(http.post(api('/owner/orders/o-1/late'), async ({ request }) => (sent.push(await request.json()), ok({ order: accepted({ lateMinutes: 10 }) }))));
    const user = userEvent.setup();
    renderScreen(<OwnerOrderCard order={accepted()} />);
    const tell = screen.getByRole('button', { name: 'Tell the customer order 7 runs late' });
    expect(tell).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Running late for order 7' }), '10 min');
    await user.click(tell);
    await waitFor(() => expect(sent).toEqual([{ minutes: 10 }]));
  });

  it('offers only the minutes left within the limit, and says how late it runs', () => {
    signedInAs('owner');
    renderScreen(<OwnerOrderCard order={accepted({ lateMinutes: 75 })} />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['By…', '5 min', '10 min', '15 min']);
    expect(screen.getByText(/75 min late/)).toBeInTheDocument();
  });
});
