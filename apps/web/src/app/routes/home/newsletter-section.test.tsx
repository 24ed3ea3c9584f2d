import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../test/network';
import { renderScreen } from '../../../../test/render';
import { NewsletterSection } from './newsletter-section';

describe("home's newsletter", () => {
  it('says Subscribed! and clears the email once stored, until the visitor types again', async () => {
    network.use(http.post(api('/newsletter'), () => ok(null, 'Thank you for subscribing to our newsletter.', 201)));
    renderScreen(<NewsletterSection />);
    const email = screen.getByLabelText('Email address');
    await userEvent.type(email, 'ravi@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribed!' })).toBeEnabled();
    expect(email).toHaveValue('');
    await userEvent.type(email, 'm');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('refuses an address the shared rule refuses, without a request', async () => {
    renderScreen(<NewsletterSection />);
    const email = screen.getByLabelText('Email address');
    await userEvent.type(email, 'ravi@localhost');
    // The browser's own check would stop a submit; the rule is the server's too.
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
