import { describe, expect, it } from 'vitest';
import { parseHoursText, scheduleState, type Stop } from '../src/index.js';

/** The process's environment (shared code has no Node types: it runs in browsers too). */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const KOLKATA = 'Asia/Kolkata';
const at = (iso: string) => Date.parse(iso);

const stop = (fields: Partial<Stop>): Stop => ({
  id: 'stop-1',
  label: 'Koramangala 5th Block',
  address: null,
  latitude: 12.9352,
  longitude: 77.6245,
  startTime: '17:00',
  endTime: '22:00',
  weekdays: [],
  everyWeeks: 1,
  fromDate: '2026-11-01',
  untilDate: null,
  date: null,
  ...fields,
});

describe('hours as owners type them', () => {
  it.each([
    ['5:00 PM - 11:00 PM', '17:00', '23:00'],
    ['5-11 pm', '17:00', '23:00'],
    ['11-3 pm', '11:00', '15:00'],
    ['11 am to 3 pm', '11:00', '15:00'],
    ['17:00–23:00', '17:00', '23:00'],
    ['6:00 PM - 12:00 AM', '18:00', '00:00'],
    ['7.30pm-11pm', '19:30', '23:00'],
  ])('reads %s', (text, startTime, endTime) => {
    expect(parseHoursText(text)).toEqual({ startTime, endTime });
  });

  it('reads Closed as closed', () => {
    expect(parseHoursText(' closed ')).toBe('closed');
  });

  it.each(['Lunch time', '13 PM - 2 PM', '10:00 - 10:00', '24:00-02:00'])('cannot read %s', (text) => {
    expect(parseHoursText(text)).toBeNull();
  });
});

describe('a truck’s schedule at a moment', () => {
  // Friday 27 November 2026, 3 pm in Bengaluru.
  const friday3pm = at('2026-11-27T09:30:00Z');
  const weekdays = stop({ weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] });
  const saturdayMarket = stop({ id: 'stop-2', label: 'HSR Layout market', weekdays: ['Saturday'], startTime: '10:00', endTime: '14:00' });

  it('writes the coming week Monday first, with each day’s hours and place, and Closed where none', () => {
    const { week } = scheduleState([weekdays, saturdayMarket], [], friday3pm, KOLKATA);
    expect(week.map((d) => `${d.day}: ${d.hours} ${d.location ?? ''}`.trim())).toEqual([
      'Monday: 5:00 PM - 10:00 PM Koramangala 5th Block',
      'Tuesday: 5:00 PM - 10:00 PM Koramangala 5th Block',
      'Wednesday: 5:00 PM - 10:00 PM Koramangala 5th Block',
      'Thursday: 5:00 PM - 10:00 PM Koramangala 5th Block',
      'Friday: 5:00 PM - 10:00 PM Koramangala 5th Block',
      'Saturday: 10:00 AM - 2:00 PM HSR Layout market',
      'Sunday: Closed',
    ]);
  });

  it('shows a closed date in the coming week as Closed on that day', () => {
    const { week } = scheduleState([weekdays], [{ date: '2026-11-30', stopId: null }], friday3pm, KOLKATA);
    expect(week[0]).toEqual({ day: 'Monday', hours: 'Closed', location: null });
  });

  it('has no week for a truck without stops', () => {
    expect(scheduleState([], [], friday3pm, KOLKATA).week).toEqual([]);
  });

  it('before today’s stop: not running, the stop next, and it holds until the stop starts', () => {
    const state = scheduleState([weekdays], [], friday3pm, KOLKATA);
    expect(state.current).toBeNull();
    expect(state.nextStop?.start).toBe('2026-11-27T11:30:00.000Z');
    expect(state.todayStops).toHaveLength(1);
    expect(state.changesAt).toBe(at('2026-11-27T11:30:00Z'));
  });

  it('during a stop: running, and it holds until the stop ends', () => {
    const state = scheduleState([weekdays], [], at('2026-11-27T12:00:00Z'), KOLKATA);
    expect(state.current?.label).toBe('Koramangala 5th Block');
    expect(state.changesAt).toBe(at('2026-11-27T16:30:00Z'));
  });

  it('says the same whatever zone the process runs in', () => {
    const here = scheduleState([weekdays, saturdayMarket], [{ date: '2026-11-30', stopId: null }], friday3pm, KOLKATA);
    const saved = env.TZ;
    try {
      env.TZ = 'America/New_York';
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(300);
      expect(scheduleState([weekdays, saturdayMarket], [{ date: '2026-11-30', stopId: null }], friday3pm, KOLKATA)).toEqual(here);
    } finally {
      if (saved === undefined) delete env.TZ;
      else env.TZ = saved;
    }
  });

  it('a stop past midnight still runs in the small hours and counts among today’s', () => {
    const late = stop({ weekdays: ['Friday'], startTime: '21:00', endTime: '02:00' });
    const state = scheduleState([late], [], at('2026-11-27T19:30:00Z'), KOLKATA); // Saturday 1 am
    expect(state.current).not.toBeNull();
    expect(state.todayStops).toHaveLength(1);
  });
});
