import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok, refused } from '../../../../test/network';
import { renderScreen } from '../../../../test/render';
import ContactPage from './contact-page';

const descriptionOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Name'), 'Ritu Sharma');
  await user.type(within(form).getByLabelText('Email'), 'ritu@example.test');
  await user.type(within(form).getByLabelText('Subject'), 'A truck for our office');
  await user.type(within(form).getByLabelText('Message'), 'Could a food truck visit our Whitefield office on Fridays?');
}

describe('the contact form', () => {
  it('names what is missing under each field and sends nothing', async () => {
    let sent = false;
    network.use(http.post(api('/contact'), () => {
      sent = true;
      return ok(null, 'Thanks', 201);
    }));
    const user = userEvent.setup();
    renderScreen(<ContactPage />, { path: '/contact' });
    const form = screen.getByRole('form', { name: 'Contact us' });
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findAllByRole('alert')).toHaveLength(4);
    expect(descriptionOf(within(form).getByLabelText('Message'))).toMatch(/Message/);
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  it('sends the message and says Message Sent!', async () => {
    let body: Record<string, string> = {};
    network.use(http.post(api('/contact'), async ({ request }) => {
      body = (await request.json()) as typeof body;
      return ok(null, 'Thanks', 201);
    }));
    const user = userEvent.setup();
    renderScreen(<ContactPage />, { path: '/contact' });
    const form = screen.getByRole('form', { name: 'Contact us' });
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(body).toMatchObject({ name: 'Ritu Sharma', email: 'ritu@example.test', subject: 'A truck for our office' });
  });

  it("keeps what was typed and shows the server's refusal under its field", async () => {
    network.use(http.post(api('/contact'), () => refused(400, 'Email must be a valid email address', 'email')));
    const user = userEvent.setup();
    renderScreen(<ContactPage />, { path: '/contact' });
    const form = screen.getByRole('form', { name: 'Contact us' });
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    await within(form).findByText('Email must be a valid email address');
    expect(descriptionOf(within(form).getByLabelText('Email'))).toBe('Email must be a valid email address');
    expect(within(form).getByLabelText('Message')).toHaveValue('Could a food truck visit our Whitefield office on Fridays?');
  });
});
