import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signedInAs } from '../../../../../test/render';
import TruckMessageForm from './truck-message-form';

describe('messaging a truck’s owner', () => {
  it('fills in a signed-in visitor’s name and email', async () => {
    const user = signedInAs('user');
    renderScreen(<TruckMessageForm truckId="t-1" truckName="Dosa Depot" />);
    const form = await screen.findByRole('form', { name: 'Message Dosa Depot' });
    expect(within(form).getByLabelText('Your name')).toHaveValue(user.name);
    expect(within(form).getByLabelText('Your email')).toHaveValue(user.email);
    expect(within(form).getByLabelText('Message')).toHaveValue('');
  });

  it('leaves them empty for a visitor who has not signed in', async () => {
    renderScreen(<TruckMessageForm truckId="t-1" truckName="Dosa Depot" />);
    const form = await screen.findByRole('form', { name: 'Message Dosa Depot' });
    expect(within(form).getByLabelText('Your name')).toHaveValue('');
    expect(within(form).getByLabelText('Your email')).toHaveValue('');
  });
});
