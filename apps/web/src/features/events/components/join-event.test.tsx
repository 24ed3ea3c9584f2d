import type { FoodEvent } from '@dishrated/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../test/network';
import { renderScreen, signedInAs } from '../../../../test/render';
import { JoinEventButton } from './join-event';

// A market in Indiranagar, Bengaluru.
const event = {
  id: 'e-1',
  title: 'Indiranagar Night Market',
  isRegistrationOpen: true,
  availableSpots: 12,
  participatingTrucks: [],
  location: { address: '100 Feet Road, Indiranagar', coordinates: { latitude: 12.9719, longitude: 77.6412 } },
} as unknown as FoodEvent;

const truck = (id: string, name: string, latitude: number, longitude: number) => ({ id, _id: id, name, location: { address: null, coordinates: { latitude, longitude } } });
const koramangala = truck('t-1', 'Dosa Depot', 12.9352, 77.6245);
const jayanagar = truck('t-2', 'Kathi Corner', 12.925, 77.5938);
const pune = truck('t-3', 'Misal Mobile', 18.5362, 73.8939);

async function openDialog(trucks: object[]) {
  signedInAs('owner');
  network.use(http.get(api('/owner/trucks'), () => ok({ trucks })));
  renderScreen(<JoinEventButton event={event} />, { path: '/events/e-1' });
  await userEvent.click(await screen.findByRole('button', { name: 'Join Event' }));
  return screen.findByRole('dialog', { name: 'Join Indiranagar Night Market' });
}

describe('joining an event', () => {
  it('closes with Cancel and gives focus back to Join Event', async () => {
    const dialog = await openDialog([koramangala]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Event' })).toHaveFocus();
  });

  it("offers no truck from another city, saying how far it is", async () => {
    const dialog = await openDialog([koramangala, pune]);
    const far = await within(dialog).findByRole('radio', { name: /Misal Mobile/ });
    expect(far).toBeDisabled();
    expect(far).toHaveAccessibleDescription(/^\d+ km away: trucks join events within \d+ km$/);
    // The one truck that can go is chosen already.
    expect(within(dialog).getByRole('radio', { name: 'Dosa Depot' })).toBeChecked();
  });

  it('with two trucks that can go, chooses neither until the owner does', async () => {
    const dialog = await openDialog([koramangala, jayanagar]);
    await within(dialog).findByRole('radio', { name: 'Dosa Depot' });
    expect(within(dialog).getByRole('radio', { name: 'Dosa Depot' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Kathi Corner' })).not.toBeChecked();
    const join = within(dialog).getByRole('button', { name: 'Join Event' });
    expect(join).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Kathi Corner' }));
    expect(join).toBeEnabled();
  });
});
