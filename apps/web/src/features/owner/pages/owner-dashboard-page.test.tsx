import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok, refused } from '../../../../test/network';
import { renderScreen, signedInAs } from '../../../../test/render';
import OwnerDashboardPage from './owner-dashboard-page';

const noTrucks = { stats: { totalTrucks: 0, totalReviews: 0, averageRating: 0, upcomingEvents: 0, followers: 0 }, trucks: [], followersByTruck: {} };

function openDashboard() {
  signedInAs('owner');
  return renderScreen(<OwnerDashboardPage />, { path: '/owner/dashboard' });
}

describe('the owner dashboard', () => {
  it('says it is loading the trucks while they are on their way', async () => {
    network.use(http.get(api('/owner/dashboard'), () => new Promise<never>(() => {})));
    openDashboard();
    expect(await screen.findByText('Loading your trucks...')).toBeInTheDocument();
  });

  it('invites an owner with no truck to add one', async () => {
    network.use(http.get(api('/owner/dashboard'), () => ok(noTrucks)));
    openDashboard();
    const panel = await screen.findByRole('tabpanel', { name: 'My Trucks' });
    expect(await within(panel).findByRole('heading', { name: 'No trucks yet' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Add New Truck' })).toHaveAttribute('href', '/trucks/create');
  });

  it('says the dashboard failed to load, and Try again loads it', async () => {
    let calls = 0;
    network.use(http.get(api('/owner/dashboard'), () => (++calls === 1 ? refused(503, 'Service unavailable') : ok(noTrucks))));
    const user = userEvent.setup();
    openDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No trucks yet' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
