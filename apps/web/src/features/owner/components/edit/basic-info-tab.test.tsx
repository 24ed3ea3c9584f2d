import { CUISINES, type Truck } from '@dishrated/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../../test/network';
import { renderScreen, signedInAs } from '../../../../../test/render';
import { BasicInfoTab } from './basic-info-tab';

const truck = { id: 't-1', _id: 't-1', name: 'Dosa Depot', cuisine: 'South Indian', description: 'Crisp dosas and filter coffee', waitTime: null, image: null, fssaiLicense: null, priceRange: 'budget', tags: [] } as unknown as Truck;

describe("a truck's basic info", () => {
  it('drops "Name is required" once the name is back, with nothing sent', async () => {
    signedInAs('owner');
    renderScreen(<BasicInfoTab truck={truck} />);
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(name, 'Dosa Depot');
    await userEvent.tab();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('offers the cuisines Find Trucks filters by, and saves the one chosen', async () => {
    const sent: unknown[] = [];
    signedInAs('owner');
    network.use(http.put(api('/owner/trucks/t-1/basic-info'), async ({ request }) => (sent.push(await request.json()), ok({ truck: { ...truck, cuisine: 'Street Food' } }))));
    renderScreen(<BasicInfoTab truck={truck} />);
    const cuisine = screen.getByLabelText('Cuisine');
    expect(within(cuisine).getAllByRole('option').map((option) => option.textContent)).toEqual([...CUISINES]);
    await userEvent.selectOptions(cuisine, 'Street Food');
    await waitFor(() => expect(sent).toEqual([{ cuisine: 'Street Food' }]));
  });
});
