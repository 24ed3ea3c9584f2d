import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok, refused } from '../../../test/network';
import { renderScreen } from '../../../test/render';
import { ToastList } from './toast-list';
import { Footer } from './footer';

function renderFooter() {
  // The footer's demo notice reads the site's settings.
  network.use(http.get(api('/config'), () => ok({ tileUrl: 'http://127.0.0.1/{z}/{x}/{y}.png', staleAfterMinutes: 120, demo: false })));
  return renderScreen(
    <>
      <Footer />
      <ToastList />
    </>,
  );
}

describe('the footer newsletter', () => {
  it('subscribes, thanks the visitor and clears the email', async () => {
    const sent: unknown[] = [];
    network.use(
      http.post(api('/newsletter'), async ({ request }) => {
        sent.push(await request.json());
        return ok(null, 'Thank you for subscribing to our newsletter.', 201);
      }),
    );
    renderFooter();
    const email = screen.getByLabelText('Email address');
    await userEvent.type(email, 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing to our newsletter.')).toBeVisible();
    expect(email).toHaveValue('');
    expect(sent).toEqual([{ email: 'asha@example.in' }]);
  });

  it('says Subscribing... while the subscription is on its way', async () => {
    let answer!: () => void;
    network.use(
      http.post(api('/newsletter'), () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(ok(null, 'Thanks', 201));
        }),
      ),
    );
    renderFooter();
    await userEvent.type(screen.getByLabelText('Email address'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('sends nothing for an empty email', async () => {
    renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    // An unexpected request would fail the test (the network answers only what a test gives).
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("shows the server's refusal", async () => {
    network.use(http.post(api('/newsletter'), () => refused(400, 'Please enter a valid email address', 'email')));
    renderFooter();
    await userEvent.type(screen.getByLabelText('Email address'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByText('Please enter a valid email address')).toBeVisible());
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.in');
  });
});
