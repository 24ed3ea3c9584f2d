import type { StopOccurrence } from '@dishrated/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok, refused } from '../../../../../test/network';
import { renderScreen } from '../../../../../test/render';
import { WhereNext } from './where-next';

const HOUR = 3_600_000;
/** An occurrence starting `fromNow` hours from now, lasting `hours`. */
const at = (label: string, fromNow: number, hours = 4): StopOccurrence => ({
  stopId: label,
  label,
  address: null,
  latitude: 12.97,
  longitude: 77.6,
  start: new Date(Date.now() + fromNow * HOUR).toISOString(),
  end: new Date(Date.now() + (fromNow + hours) * HOUR).toISOString(),
});

const answer = (occurrences: StopOccurrence[]) => http.get(api('/trucks/t-1/stops'), () => ok({ timeZone: 'Asia/Kolkata', occurrences, privateEvents: [] }));

describe('where the truck will be', () => {
  it('says where it is now and where it goes next, with directions to each stop', async () => {
    network.use(answer([at('Koramangala 5th Block', -1), at('HSR Layout Sector 2', 30)]));
    renderScreen(<WhereNext truckId="t-1" />);
    const now = await screen.findByText('Now');
    expect(now.nextElementSibling).toHaveTextContent(/^Koramangala 5th Block, until \d{1,2}:\d{2} (am|pm)$/);
    expect(screen.getByText('Next').nextElementSibling).toHaveTextContent(/^HSR Layout Sector 2, /);
    const week = screen.getByRole('list', { name: 'Stops in the coming week' });
    expect(within(week).getByRole('link', { name: 'Directions to HSR Layout Sector 2' })).toHaveAttribute('href', expect.stringContaining('mlat=12.97'));
    const subscribe = screen.getByRole('group', { name: 'Subscribe to these stops' });
    expect(within(subscribe).getByRole('link', { name: 'Subscribe (Apple Calendar, Outlook)' })).toHaveAttribute('href', 'webcal://localhost:5173/api/trucks/t-1/calendar.ics');
    expect(within(subscribe).getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', `https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://localhost:5173/api/trucks/t-1/calendar.ics')}`);
    expect(within(subscribe).getByRole('link', { name: 'Calendar file (.ics)' })).toHaveAttribute('href', '/api/trucks/t-1/calendar.ics');
  });

  it('shows a booking as a private event, busy now, with no place and no directions', async () => {
    const booked = { start: new Date(Date.now() - HOUR).toISOString(), end: new Date(Date.now() + 2 * HOUR).toISOString() };
    network.use(http.get(api('/trucks/t-1/stops'), () => ok({ timeZone: 'Asia/Kolkata', occurrences: [], privateEvents: [booked] })));
    renderScreen(<WhereNext truckId="t-1" />);
    expect((await screen.findByText('Now')).nextElementSibling).toHaveTextContent(/^At a private event until \d{1,2}:\d{2} (am|pm)$/);
    const week = screen.getByRole('list', { name: 'Stops in the coming week' });
    expect(within(week).getByText('Private event')).toBeInTheDocument();
    expect(within(week).queryByRole('link')).toBeNull();
  });

  it('says when the truck is not out tomorrow', async () => {
    network.use(answer([at('Indiranagar 100 Feet Road', 72)]));
    renderScreen(<WhereNext truckId="t-1" />);
    expect((await screen.findByText('Where tomorrow')).nextElementSibling).toHaveTextContent('Not out tomorrow');
    expect(screen.getByText('Now').nextElementSibling).toHaveTextContent('Not at a stop');
  });

  it('shows nothing for a truck without stops', async () => {
    let answered = false;
    network.use(http.get(api('/trucks/t-1/stops'), () => { answered = true; return ok({ timeZone: 'Asia/Kolkata', occurrences: [], privateEvents: [] }); }));
    const { container } = renderScreen(<WhereNext truckId="t-1" />);
    await expect.poll(() => answered).toBe(true);
    await expect.poll(() => container.textContent).toBe('');
  });

  it('says the stops could not be loaded when the server fails', async () => {
    network.use(http.get(api('/trucks/t-1/stops'), () => refused(503, 'Service unavailable')));
    renderScreen(<WhereNext truckId="t-1" />);
    expect(await screen.findByText('Where the truck will be could not be loaded.')).toBeInTheDocument();
  });
});
