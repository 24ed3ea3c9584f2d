import type { StopImportConfirm, StopImportRequest } from '@dishrated/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok, refused } from '../../../../../test/network';
import { renderScreen, signedInAs } from '../../../../../test/render';
import { CalendarImport } from './calendar-import';

const weekly = { label: 'Electronic City Phase 1', latitude: 12.8452, longitude: 77.6602, startTime: '12:00', endTime: '15:00', weekdays: ['Monday', 'Wednesday'], everyWeeks: 1, fromDate: '2026-11-30', untilDate: null };

function openImport() {
  signedInAs('owner');
  const previews: StopImportRequest[] = [];
  const confirmed: StopImportConfirm[] = [];
  network.use(
    http.post(api('/owner/trucks/t-1/stops/import'), async ({ request }) => {
      const body = (await request.json()) as StopImportRequest;
      previews.push(body);
      if (body.url?.includes('private')) return refused(400, 'That address is not on the public internet', 'url');
      return ok({ stops: [{ stop: weekly, closedDates: ['2026-12-25'], summary: 'Weekday lunch' }], skipped: [{ summary: 'Diwali', reason: 'All-day event: a stop needs a start and an end time' }] });
    }),
    http.post(api('/owner/trucks/t-1/stops/import/confirm'), async ({ request }) => {
      const body = (await request.json()) as StopImportConfirm;
      confirmed.push(body);
      return ok({ stops: [{ id: 's-1', ...weekly, address: null, date: null }] }, '1 stops imported', 201);
    }),
  );
  renderScreen(<CalendarImport truckId="t-1" />, { path: '/trucks/t-1/edit' });
  return { previews, confirmed, form: screen.getByRole('form', { name: 'Import stops from a calendar' }) };
}

describe('importing stops from a calendar', () => {
  it('reads a chosen file, shows what it would create and what it leaves out, and imports on confirmation', async () => {
    const user = userEvent.setup();
    const { previews, confirmed, form } = openImport();
    await user.upload(within(form).getByLabelText('Calendar file (.ics)'), new File(['BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'], 'stops.ics', { type: 'text/calendar' }));
    await user.click(within(form).getByRole('button', { name: 'Preview Import' }));
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    expect(previews).toEqual([{ ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }]);
    expect(within(preview).getByRole('list', { name: 'Stops to import' })).toHaveTextContent('Electronic City Phase 1 · Mon, Wed, from Mon, 30 Nov, 2026 · 12:00–15:00 · 1 closed date (Weekday lunch)');
    expect(within(preview).getByRole('list', { name: 'Events left out' })).toHaveTextContent('Diwali: All-day event: a stop needs a start and an end time');
    expect(confirmed).toEqual([]);
    await user.click(within(preview).getByRole('button', { name: 'Import 1 Stop' }));
    await expect.poll(() => confirmed.length).toBe(1);
    expect(confirmed[0]!.stops[0]).toMatchObject({ stop: weekly, closedDates: ['2026-12-25'] });
    // Imported, the preview closes.
    await expect.poll(() => screen.queryByRole('region', { name: 'Import preview' })).toBeNull();
  });

  it('says under the address why it was refused', async () => {
    const user = userEvent.setup();
    const { form } = openImport();
    await user.type(within(form).getByLabelText('Or the calendar’s address'), 'http://private.example/cal.ics');
    await user.click(within(form).getByRole('button', { name: 'Preview Import' }));
    expect(await within(form).findByText('That address is not on the public internet')).toBeInTheDocument();
  });

  it('asks for a file or an address before sending anything', async () => {
    const user = userEvent.setup();
    const { previews, form } = openImport();
    await user.click(within(form).getByRole('button', { name: 'Preview Import' }));
    expect(await within(form).findByText('Choose a calendar file or give its address')).toBeInTheDocument();
    expect(previews).toEqual([]);
  });
});
