import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok, refused } from '../../../../test/network';
import { renderScreen, signedInAs } from '../../../../test/render';
import ProfilePage from './profile-page';

async function openProfile() {
  const account = signedInAs('user');
  renderScreen(<ProfilePage />, { path: '/profile' });
  return { account, form: await screen.findByRole('form', { name: 'Profile details' }) };
}

describe('the profile page', () => {
  it('sends nothing when the name is cleared, and says so under Full name', async () => {
    let sent = false;
    network.use(http.put(api('/auth/me'), () => { sent = true; return refused(500, 'unexpected'); }));
    const user = userEvent.setup();
    const { form } = await openProfile();
    await user.clear(within(form).getByLabelText('Full name'));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Name is required')).toHaveAttribute('id', 'profile-name-error');
    expect(within(form).getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Phone')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  it('shows a phone the server refuses under Phone', async () => {
    network.use(http.put(api('/auth/me'), () => refused(400, 'Phone must be at most 20 characters long', 'phone')));
    const user = userEvent.setup();
    const { form } = await openProfile();
    await user.type(within(form).getByLabelText('Phone'), '98765 43210');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Phone must be at most 20 characters long')).toHaveAttribute('id', 'profile-phone-error');
  });

  it('saves the new name and phone and keeps showing them', async () => {
    const user = userEvent.setup();
    const { account, form } = await openProfile();
    let body: Record<string, unknown> = {};
    network.use(
      http.put(api('/auth/me'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        return ok({ user: { ...account, ...body, updatedAt: '2026-11-26T10:00:00Z' } }, 'Profile updated');
      }),
    );
    await user.clear(within(form).getByLabelText('Full name'));
    await user.type(within(form).getByLabelText('Full name'), 'Kavya R');
    await user.type(within(form).getByLabelText('Phone'), '+91 98765 43210');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => body).toEqual({ name: 'Kavya R', phone: '+91 98765 43210' });
    const saved = await screen.findByRole('form', { name: 'Profile details' });
    await expect.poll(() => within(saved).getByLabelText('Full name')).toHaveValue('Kavya R');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Kavya R', phone: '+91 98765 43210', email: account.email });
  });
});
