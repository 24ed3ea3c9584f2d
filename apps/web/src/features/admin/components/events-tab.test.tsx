import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../test/network';
import { renderScreen, signedInAs } from '../../../../test/render';
import { EventsTab } from './events-tab';

const event = {
  id: 'e-1',
  _id: 'e-1',
  title: 'Indiranagar Night Market',
  description: 'Street food by the lake.',
  eventType: 'city_event',
  date: '2026-12-12T13:30:00.000Z',
  status: 'published',
  approvalStatus: 'pending',
  location: { address: '100 Feet Road, Indiranagar', coordinates: null },
  participatingTrucks: [],
};

describe("the admin's events", () => {
  it('shows an event awaiting approval as that alone, not also as Published', async () => {
    signedInAs('admin');
    network.use(http.get(api('/admin/events'), () => ok({ events: [event], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } })));
    renderScreen(<EventsTab />, { path: '/admin/dashboard' });
    const row = (await screen.findByRole('link', { name: 'Indiranagar Night Market' })).closest('li')!;
    expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(row).queryByText('Published')).not.toBeInTheDocument();
  });
});
