import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok, refused } from '../../../../test/network';
import { renderScreen } from '../../../../test/render';
import OwnerSignupPage from './owner-signup-page';

const messageUnder = (form: HTMLElement, label: string) => {
  const described = within(form).getByLabelText(label).getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Owner application' });
  await user.type(within(form).getByLabelText('Business name'), 'Chaat Express');
  await user.type(within(form).getByLabelText('Owner name'), 'Meera Iyer');
  await user.type(within(form).getByLabelText('Email'), 'meera@example.test');
  await user.type(within(form).getByLabelText('Phone'), '+91 98765 43210');
  await user.selectOptions(within(form).getByLabelText('Cuisine type'), 'Street Food');
  return form;
}

describe('the owner application page', () => {
  it('names each missing field under it and sends nothing', async () => {
    let sent = false;
    network.use(http.post(api('/admin/applications'), () => { sent = true; return refused(500, 'unexpected'); }));
    const user = userEvent.setup();
    renderScreen(<OwnerSignupPage />, { path: '/owner-signup' });
    const form = await screen.findByRole('form', { name: 'Owner application' });
    await user.type(within(form).getByLabelText('Owner name'), 'Meera Iyer');
    await user.click(within(form).getByRole('button', { name: 'Submit Application' }));
    expect(await within(form).findByText('Business name is required')).toBeInTheDocument();
    expect(messageUnder(form, 'Business name')).toBe('Business name is required');
    expect(messageUnder(form, 'Phone')).toBe('Phone is required');
    expect(messageUnder(form, 'Cuisine type')).toBe('Please choose a cuisine type');
    expect(messageUnder(form, 'Owner name')).toBeUndefined();
    expect(sent).toBe(false);
  });

  it('shows a refused email under Email and keeps the form', async () => {
    network.use(http.post(api('/admin/applications'), () => refused(409, 'An application with this email is already being reviewed', 'email')));
    const user = userEvent.setup();
    renderScreen(<OwnerSignupPage />, { path: '/owner-signup' });
    const form = await fillForm(user);
    await user.click(within(form).getByRole('button', { name: 'Submit Application' }));
    expect(await within(form).findByText('An application with this email is already being reviewed')).toBeInTheDocument();
    expect(messageUnder(form, 'Email')).toBe('An application with this email is already being reviewed');
    expect(within(form).getByLabelText('Business name')).toHaveValue('Chaat Express');
  });

  it('sends the application and says it was submitted, with what happens next', async () => {
    let body: Record<string, unknown> = {};
    network.use(
      http.post(api('/admin/applications'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        return ok({ application: { id: 'a-1' } }, 'Application submitted', 201);
      }),
    );
    const user = userEvent.setup();
    renderScreen(<OwnerSignupPage />, { path: '/owner-signup' });
    const form = await fillForm(user);
    await user.click(within(form).getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('heading', { name: 'Application Submitted!' })).toBeInTheDocument();
    expect(screen.getByText(/get back to you within 2-3 business days/)).toBeInTheDocument();
    expect(body).toMatchObject({ businessName: 'Chaat Express', ownerName: 'Meera Iyer', email: 'meera@example.test', phone: '+91 98765 43210', cuisineType: 'Street Food' });
  });
});
