import { EVENT_FORM_REQUIRED } from '@dishrated/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok, refused } from '../../../../test/network';
import { renderScreen, signedInAs } from '../../../../test/render';
import EventFormPage from './event-form-page';

/** The message shown under a field, found the way a screen reader finds it: the field's description. */
const messageUnder = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby') && document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby')!)?.textContent;

async function openForm() {
  signedInAs('owner');
  renderScreen(<EventFormPage />, { path: '/events/create' });
  return screen.findByRole('form', { name: 'Create event' });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title *'), 'Kolkata Kathi Roll Carnival');
  await user.type(screen.getByLabelText('Description *'), 'Rolls, rolls and more rolls on Park Street.');
  await user.type(screen.getByLabelText('Image URL *'), 'https://images.example.com/kathi.jpg');
  await user.type(screen.getByLabelText('Starts *'), '2030-12-01T19:00');
  await user.type(screen.getByLabelText('Location *'), 'Park Street, Kolkata');
}

describe('the event form', () => {
  it('names each missing required field under it, and sums them up once', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(screen.getByLabelText('Title *'), 'Half a festival');
    await user.click(within(form).getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(EVENT_FORM_REQUIRED, { selector: 'form p' })).toBeInTheDocument();
    expect(messageUnder('Description *')).toBe('Description is required');
    expect(messageUnder('Location *')).toBe('Location is required');
    expect(screen.getByLabelText('Title *')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title *')).toHaveValue('Half a festival');
  });

  it('says an end before the start under Ends', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Ends'), '2030-12-01T18:00');
    await user.click(within(form).getByRole('button', { name: 'Create Event' }));
    await screen.findAllByText('End date must be after start date');
    expect(messageUnder('Ends')).toBe('End date must be after start date');
    expect(screen.getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the start as India time, whatever the device zone', async () => {
    let sent: { date?: string } = {};
    network.use(
      http.post(api('/events'), async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return ok({ event: { id: 'e-1' } }, 'Event created successfully', 201);
      }),
    );
    const user = userEvent.setup();
    const form = await openForm();
    await fillRequired(user);
    await user.click(within(form).getByRole('button', { name: 'Create Event' }));
    await screen.findByText('Now at another page');
    expect(sent.date).toBe('2030-12-01T13:30:00.000Z');
  });

  it("shows the server's refusal under the field it names", async () => {
    network.use(http.post(api('/events'), () => refused(400, 'Title is already taken by another event that day', 'title')));
    const user = userEvent.setup();
    const form = await openForm();
    await fillRequired(user);
    await user.click(within(form).getByRole('button', { name: 'Create Event' }));
    await screen.findAllByText('Title is already taken by another event that day');
    expect(messageUnder('Title *')).toBe('Title is already taken by another event that day');
  });
});
