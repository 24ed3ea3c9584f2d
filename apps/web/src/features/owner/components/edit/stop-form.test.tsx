import type { StopInput } from '@dishrated/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../../test/network';
import { renderScreen, signedInAs } from '../../../../../test/render';
import { StopForm } from './stop-form';

function openForm() {
  signedInAs('owner');
  const sent: StopInput[] = [];
  network.use(
    http.get(api('/geocode/search'), () => ok({ results: [{ displayName: 'Koramangala 5th Block, Bengaluru, Karnataka, India', lat: 12.9352, lng: 77.6146 }] })),
    http.post(api('/owner/trucks/t-1/stops'), async ({ request }) => {
      const stop = (await request.json()) as StopInput;
      sent.push(stop);
      return ok({ stop: { id: 's-1', ...stop } }, 'Stop added', 201);
    }),
  );
  renderScreen(<StopForm truckId="t-1" today="2026-11-27" />, { path: '/trucks/t-1/edit' });
  return { sent, form: screen.getByRole('form', { name: 'Add a stop' }) };
}

async function pickKoramangala(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByRole('combobox', { name: 'Find the place' }), 'Koramangala');
  await user.click(await screen.findByRole('option', { name: /Koramangala 5th Block/ }, { timeout: 3000 }));
}

describe('the add-a-stop form', () => {
  it('asks for the place before anything is sent', async () => {
    const user = userEvent.setup();
    const { sent, form } = openForm();
    await user.type(within(form).getByLabelText('Place name'), 'Somewhere');
    await user.click(within(form).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(form).getByRole('button', { name: 'Add Stop' }));
    expect(await within(form).findByText('Pick the place on the map')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends a weekly stop with its days, from date and the place found', async () => {
    const user = userEvent.setup();
    const { sent, form } = openForm();
    await pickKoramangala(user, form);
    await user.click(within(form).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(form).getByRole('button', { name: 'Add Stop' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({
      label: 'Koramangala 5th Block',
      address: 'Koramangala 5th Block, Bengaluru, Karnataka, India',
      latitude: 12.9352,
      longitude: 77.6146,
      weekdays: ['Friday', 'Saturday'],
      everyWeeks: 1,
      fromDate: '2026-11-27',
      untilDate: null,
      startTime: '18:00',
      endTime: '22:00',
    });
  });

  it('sends a one-day stop with its date and no weekdays', async () => {
    const user = userEvent.setup();
    const { sent, form } = openForm();
    await pickKoramangala(user, form);
    await user.click(within(form).getByRole('radio', { name: 'One day' }));
    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '2026-12-25');
    await user.click(within(form).getByRole('button', { name: 'Add Stop' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ date: '2026-12-25', label: 'Koramangala 5th Block' });
    expect(sent[0]).not.toHaveProperty('weekdays');
  });

  it('changes a saved stop in place: every two weeks, ending later, the rest kept', async () => {
    signedInAs('owner');
    const saved: StopInput[] = [];
    network.use(
      http.put(api('/owner/trucks/t-1/stops/s-9'), async ({ request }) => {
        const stop = (await request.json()) as StopInput;
        saved.push(stop);
        return ok({ stop: { id: 's-9', ...stop } }, 'Stop updated');
      }),
    );
    const stop = { id: 's-9', label: 'HSR Layout', address: 'HSR Layout, Bengaluru', latitude: 12.91, longitude: 77.64, startTime: '17:00', endTime: '21:00', weekdays: ['Tuesday' as const], everyWeeks: 1, fromDate: '2026-11-03', untilDate: null, date: null };
    renderScreen(<StopForm truckId="t-1" today="2026-11-27" stop={stop} />, { path: '/trucks/t-1/edit' });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Edit stop HSR Layout' });
    await user.selectOptions(within(form).getByLabelText('Repeats'), 'Every 2 weeks');
    await user.clear(within(form).getByLabelText(/^Ends/));
    await user.type(within(form).getByLabelText(/^Ends/), '22:30');
    await user.click(within(form).getByRole('button', { name: 'Save Stop' }));
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]).toMatchObject({ label: 'HSR Layout', latitude: 12.91, weekdays: ['Tuesday'], everyWeeks: 2, fromDate: '2026-11-03', startTime: '17:00', endTime: '22:30' });
  });
});
