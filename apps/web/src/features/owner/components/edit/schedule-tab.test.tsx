import type { ScheduleBody } from '@dishrated/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../../test/network';
import { renderScreen, signedInAs } from '../../../../../test/render';
import { ScheduleTab } from './schedule-tab';

function openTab() {
  signedInAs('owner');
  renderScreen(<ScheduleTab truckId="t-1" schedule={[{ day: 'Monday', hours: '11:00 AM - 9:00 PM', location: 'Indiranagar 100 ft Road' }]} />, { path: '/owner/trucks/t-1/edit' });
}

/** Records what the tab sends, answering as the API does. */
function recordSaves() {
  const sent: ScheduleBody[] = [];
  network.use(
    http.put(api('/owner/trucks/t-1/schedule'), async ({ request }) => {
      const body = (await request.json()) as ScheduleBody;
      sent.push(body);
      return ok({ schedule: body.schedule }, 'Schedule updated successfully');
    }),
  );
  return sent;
}

describe('the schedule tab', () => {
  it('sends the days that have hours, a closed day as Closed and a blank place as none', async () => {
    const sent = recordSaves();
    const user = userEvent.setup();
    openTab();
    await user.type(screen.getByLabelText('Friday hours'), '5:00 PM - 11:00 PM');
    await user.click(screen.getAllByRole('checkbox', { name: 'Closed' })[6]!);
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.schedule).toEqual([
      { day: 'Monday', hours: '11:00 AM - 9:00 PM', location: 'Indiranagar 100 ft Road' },
      { day: 'Friday', hours: '5:00 PM - 11:00 PM', location: null },
      { day: 'Sunday', hours: 'Closed', location: null },
    ]);
  });

  it('points at a day with a place but no hours, and sends nothing', async () => {
    const sent = recordSaves();
    const user = userEvent.setup();
    openTab();
    await user.type(screen.getByLabelText('Tuesday location'), 'Koramangala 5th Block');
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));
    expect(await screen.findByText('Add the hours for this place')).toBeInTheDocument();
    expect(screen.getByLabelText('Tuesday hours')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Monday hours')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });
});
