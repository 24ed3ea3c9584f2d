import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok, refused } from '../../../../test/network';
import { renderScreen } from '../../../../test/render';
import RegisterPage from './register-page';

async function fillForm(user: ReturnType<typeof userEvent.setup>, confirm = 'secret123') {
  const form = await screen.findByRole('form', { name: 'Create account' });
  await user.type(within(form).getByLabelText('Full name'), 'Ravi Kumar');
  await user.type(within(form).getByLabelText('Email'), 'ravi@example.test');
  await user.type(within(form).getByLabelText('Password', { selector: 'input' }), 'secret123');
  await user.type(within(form).getByLabelText('Confirm password', { selector: 'input' }), confirm);
  await user.click(within(form).getByRole('button', { name: 'Create Account' }));
  return form;
}

describe('the registration page', () => {
  it('says under Confirm password that the passwords differ, and sends nothing', async () => {
    let sent = false;
    network.use(http.post(api('/auth/register'), () => { sent = true; return refused(500, 'unexpected'); }));
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, { path: '/register' });
    const form = await fillForm(user, 'secret124');
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(within(form).getByLabelText('Confirm password', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  it('says a too-short password once: the error replaces the hint', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, { path: '/register' });
    const form = await screen.findByRole('form', { name: 'Create account' });
    expect(within(form).getByText(/^At least \d+ characters\.$/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Password', { selector: 'input' }), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    const password = within(form).getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/at least \d+ characters/i);
    expect(within(form).queryByText(/^At least \d+ characters\.$/)).not.toBeInTheDocument();
  });

  it('shows an email already registered under Email, keeping what was typed', async () => {
    network.use(http.post(api('/auth/register'), () => refused(409, 'An account with this email already exists', 'email')));
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, { path: '/register' });
    const form = await fillForm(user);
    expect(await within(form).findByText('An account with this email already exists')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Full name')).toHaveValue('Ravi Kumar');
  });

  it('creates the account, signs in and leaves for home', async () => {
    let body: Record<string, unknown> = {};
    const account = { _id: 'u-2', id: 'u-2', name: 'Ravi Kumar', email: 'ravi@example.test', phone: null, role: 'user', isActive: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
    network.use(
      http.post(api('/auth/register'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        return ok({ token: 'session-token', user: account }, 'User registered successfully', 201);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillForm(user);
    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(body).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.test', password: 'secret123' });
  });
});
