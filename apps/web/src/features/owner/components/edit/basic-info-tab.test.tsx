import type { Truck } from '@dishrated/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
