import { DEMO_ACCOUNTS } from '@dishrated/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, http, network, ok, refused } from '../../../../test/network';
import { renderScreen } from '../../../../test/render';
import LoginPage from './login-page';

const config = (demo: boolean) => http.get(api('/config'), () => ok({ tileUrl: 'http://127.0.0.1/{z}/{x}/{y}.png', staleAfterMinutes: 120, demo }));

async function signIn(user: ReturnType<typeof userEvent.setup>, password: string) {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByLabelText('Email'), 'asha@example.test');
  await user.type(within(form).getByLabelText('Password', { selector: 'input' }), password);
  await user.click(within(form).getByRole('button', { name: 'Sign In' }));
  return form;
}

describe('the sign-in page', () => {
  it('says a wrong password is wrong and keeps the email', async () => {
    network.use(config(false), http.post(api('/auth/login'), () => refused(401, 'Invalid email or password')));
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    const form = await signIn(user, 'not-my-password');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(within(form).getByLabelText('Email')).toHaveValue('asha@example.test');
  });

  it('sent empty, says under each field what it needs', async () => {
    network.use(config(false));
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await within(form).findByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(within(form).getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription('Password is required');
  });

  it('goes from Email to Password with one Tab', async () => {
    network.use(config(false));
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.click(within(form).getByLabelText('Email'));
    await user.tab();
    expect(within(form).getByLabelText('Password', { selector: 'input' })).toHaveFocus();
  });

  it('signs in and leaves the form for where the user belongs', async () => {
    const account = { _id: 'u-1', id: 'u-1', name: 'Asha Menon', email: 'asha@example.test', phone: null, role: 'user', isActive: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
    network.use(config(false), http.post(api('/auth/login'), () => ok({ token: 'session-token', user: account }, 'Login successful')));
    const user = userEvent.setup();
    const { router } = renderScreen(<LoginPage />, { path: '/login' });
    await signIn(user, 'secret123');
    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Asha Menon' });
  });

  it('offers the demo accounts only on a demo install', async () => {
    network.use(config(true));
    const first = renderScreen(<LoginPage />, { path: '/login' });
    for (const account of DEMO_ACCOUNTS) expect(await screen.findByRole('button', { name: `Sign in as demo ${account.label.toLowerCase()}` })).toBeInTheDocument();
    first.unmount();
    let answered = false;
    network.use(http.get(api('/config'), () => {
      answered = true;
      return ok({ tileUrl: 'http://127.0.0.1/{z}/{x}/{y}.png', staleAfterMinutes: 120, demo: false });
    }));
    renderScreen(<LoginPage />, { path: '/login' });
    await vi.waitFor(() => expect(answered).toBe(true));
    await screen.findByRole('form', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /Sign in as demo/ })).not.toBeInTheDocument();
  });
});
