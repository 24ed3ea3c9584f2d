import { describe, expect, it } from 'vitest';
import { servingState, servingText, servingFields, suggestedOpenUntil, type OwnerSaid, type Stop, type StopException } from '../src/index.js';

const KOLKATA = 'Asia/Kolkata';
/** India time, written as the owner reads it: '2026-11-28 23:15' is Saturday 28 November, 11:15 pm. */
const ist = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+05:30`);
const hm = (t: number | null) => (t === null ? null : new Date(t + 5.5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '));

const stop = (id: string, fields: Partial<Stop>): Stop => ({
  id,
  label: `Stop ${id}`,
  address: null,
  latitude: 12.9352,
  longitude: 77.6245,
  startTime: '18:00',
  endTime: '22:00',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  everyWeeks: 1,
  fromDate: '2026-11-01',
  untilDate: null,
  date: null,
  ...fields,
});

/** Breakfast 8-11 every day, evenings 18:00-22:00 every day. */
const daily = [stop('breakfast', { startTime: '08:00', endTime: '11:00' }), stop('evening', {})];
/** Late nights: 00:05-03:00 and 18:00-24:00, every day (the second ends at midnight, the first starts just after). */
const lateNights = [stop('small-hours', { startTime: '00:05', endTime: '03:00' }), stop('night', { startTime: '18:00', endTime: '00:00' })];
/** Saturday only, 22:00 to 02:00: crosses midnight into Sunday. */
const saturdayLate = [stop('sat', { weekdays: ['Saturday'], startTime: '22:00', endTime: '02:00' })];
/** Evening until midnight, then a stop from midnight to 3 am: one stretch of serving. */
const backToBack = [stop('eve', { startTime: '18:00', endTime: '00:00' }), stop('late', { startTime: '00:00', endTime: '03:00' })];

const said = (word: OwnerSaid['word'], at: string, until: string | null = null): OwnerSaid => ({ word, at: ist(at), until: until === null ? null : ist(until) });
const closedAllDay = (date: string): StopException => ({ id: `c-${date}`, date, stopId: null, note: null });
const closedStop = (date: string, stopId: string): StopException => ({ id: `c-${date}-${stopId}`, date, stopId, note: null });

interface Case {
  name: string;
  said?: OwnerSaid | null;
  stops?: Stop[];
  closed?: StopException[];
  now: string;
  status: string;
  by: 'owner' | 'schedule';
  openUntil?: string | null;
  opensAt?: string | null;
  changesAt?: string;
}

const cases: Case[] = [
  // The stops decide when the owner has said nothing.
  { name: 'during a stop, serving until it ends', stops: daily, now: '2026-11-28 19:00', status: 'open', by: 'schedule', openUntil: '2026-11-28 22:00', changesAt: '2026-11-28 22:00' },
  { name: 'between stops, closed until the next', stops: daily, now: '2026-11-28 13:00', status: 'closed', by: 'schedule', opensAt: '2026-11-28 18:00', changesAt: '2026-11-28 17:00' },
  { name: 'within the hour before a stop, opening soon', stops: daily, now: '2026-11-28 17:30', status: 'opening-soon', by: 'schedule', opensAt: '2026-11-28 18:00', changesAt: '2026-11-28 18:00' },
  { name: 'after the last stop, closed until tomorrow', stops: daily, now: '2026-11-28 23:15', status: 'closed', by: 'schedule', opensAt: '2026-11-29 08:00' },
  { name: 'no stops at all, closed with no opening', stops: [], now: '2026-11-28 12:00', status: 'closed', by: 'schedule', opensAt: null },
  { name: 'a closed day skips its stops', stops: daily, closed: [closedAllDay('2026-11-28')], now: '2026-11-28 19:00', status: 'closed', by: 'schedule', opensAt: '2026-11-29 08:00' },
  { name: 'a closed date for one stop skips that stop only', stops: daily, closed: [closedStop('2026-11-28', 'evening')], now: '2026-11-28 09:00', status: 'open', by: 'schedule', openUntil: '2026-11-28 11:00' },
  { name: 'a closed evening stop leaves the evening closed', stops: daily, closed: [closedStop('2026-11-28', 'evening')], now: '2026-11-28 19:00', status: 'closed', by: 'schedule', opensAt: '2026-11-29 08:00' },
  // Past midnight.
  { name: 'a stop crossing midnight counts on the day after', stops: saturdayLate, now: '2026-11-29 01:00', status: 'open', by: 'schedule', openUntil: '2026-11-29 02:00' },
  { name: 'a stop crossing midnight counts on its own day', stops: saturdayLate, now: '2026-11-28 23:30', status: 'open', by: 'schedule', openUntil: '2026-11-29 02:00' },
  { name: 'back-to-back stops over midnight are one stretch', stops: backToBack, now: '2026-11-28 23:00', status: 'open', by: 'schedule', openUntil: '2026-11-29 03:00' },
  { name: 'past midnight, the small-hours stop serves until 3 am', stops: lateNights, now: '2026-11-29 00:30', status: 'open', by: 'schedule', openUntil: '2026-11-29 03:00' },
  { name: 'the five minutes between midnight stops are closed, opening soon', stops: lateNights, now: '2026-11-29 00:02', status: 'opening-soon', by: 'schedule', opensAt: '2026-11-29 00:05' },
  // The owner's word wins until its end, or the next scheduled change.
  { name: 'opened at 00:06 with nothing running: open until the time given', said: said('open', '2026-11-29 00:06', '2026-11-29 02:06'), stops: daily, now: '2026-11-29 00:10', status: 'open', by: 'owner', openUntil: '2026-11-29 02:06', changesAt: '2026-11-29 02:06' },
  { name: 'after the word’s end, the stops decide again', said: said('open', '2026-11-29 00:06', '2026-11-29 02:06'), stops: daily, now: '2026-11-29 02:30', status: 'closed', by: 'schedule', opensAt: '2026-11-29 08:00' },
  { name: 'opened after the last stop ended', said: said('open', '2026-11-28 23:15', '2026-11-29 01:15'), stops: daily, now: '2026-11-28 23:20', status: 'open', by: 'owner', openUntil: '2026-11-29 01:15' },
  { name: 'opened with no stops at all', said: said('open', '2026-11-28 12:00', '2026-11-28 14:00'), stops: [], now: '2026-11-28 13:00', status: 'open', by: 'owner', openUntil: '2026-11-28 14:00' },
  { name: 'closed during a stop: closed until the stop would have ended', said: said('closed', '2026-11-28 19:00'), stops: daily, now: '2026-11-28 21:59', status: 'closed', by: 'owner', opensAt: '2026-11-29 08:00', changesAt: '2026-11-28 22:00' },
  { name: 'closed during a stop: the next stop opens it again', said: said('closed', '2026-11-28 19:00'), stops: daily, now: '2026-11-29 08:30', status: 'open', by: 'schedule', openUntil: '2026-11-29 11:00' },
  { name: 'closed before midnight, the small-hours stop opens it', said: said('closed', '2026-11-28 20:00'), stops: lateNights, now: '2026-11-29 00:30', status: 'open', by: 'schedule', openUntil: '2026-11-29 03:00' },
  { name: 'busy during a stop', said: said('busy', '2026-11-28 19:00'), stops: daily, now: '2026-11-28 20:00', status: 'busy', by: 'owner', openUntil: '2026-11-28 22:00' },
  { name: 'staying late: open until a time past the stop’s end', said: said('open', '2026-11-28 21:30', '2026-11-28 23:30'), stops: daily, now: '2026-11-28 22:30', status: 'open', by: 'owner', openUntil: '2026-11-28 23:30' },
  { name: 'opened until a stop starts, serving runs on through the stop', said: said('open', '2026-11-28 17:00', '2026-11-28 18:00'), stops: daily, now: '2026-11-28 17:30', status: 'open', by: 'owner', openUntil: '2026-11-28 22:00' },
  { name: 'opened just before midnight runs on into the small-hours stop', said: said('open', '2026-11-29 00:00', '2026-11-29 00:05'), stops: lateNights, now: '2026-11-29 00:01', status: 'open', by: 'owner', openUntil: '2026-11-29 03:00' },
  { name: 'a closed word from yesterday has given way to today’s stops', said: said('closed', '2026-11-27 12:00'), stops: daily, now: '2026-11-28 09:00', status: 'open', by: 'schedule', openUntil: '2026-11-28 11:00' },
  { name: 'a closed word from long ago still holds on a truck with no stops', said: said('closed', '2026-10-01 12:00'), stops: [], now: '2026-11-28 12:00', status: 'closed', by: 'owner', opensAt: null },
  { name: 'a closed word from long ago gives way to stops', said: said('closed', '2026-10-01 12:00'), stops: daily, now: '2026-11-28 09:00', status: 'open', by: 'schedule' },
  { name: 'closed until a time given, then the stops', said: said('closed', '2026-11-28 08:30', '2026-11-28 10:00'), stops: daily, now: '2026-11-28 10:30', status: 'open', by: 'schedule', openUntil: '2026-11-28 11:00' },
];

describe('whether a truck is serving', () => {
  it.each(cases)('$name', (c) => {
    const state = servingState({ said: c.said ?? null, stops: c.stops ?? [], closed: c.closed ?? [] }, ist(c.now), KOLKATA);
    expect(state.status).toBe(c.status);
    expect(state.openNow).toBe(c.status === 'open' || c.status === 'busy');
    expect(state.by).toBe(c.by);
    if (c.openUntil !== undefined) expect(hm(state.openUntil)).toBe(c.openUntil);
    if (c.opensAt !== undefined) expect(hm(state.opensAt)).toBe(c.opensAt);
    if (c.changesAt !== undefined) expect(hm(state.changesAt)).toBe(c.changesAt);
    // A copy of the state is good until changesAt: just before it, the rule still says the same.
    const later = servingState({ said: c.said ?? null, stops: c.stops ?? [], closed: c.closed ?? [] }, state.changesAt - 1, KOLKATA);
    expect(later.status).toBe(state.status);
    expect(later.openUntil).toBe(state.openUntil);
  });

  it('names the stop running now and the next one', () => {
    const state = servingState({ said: null, stops: daily, closed: [] }, ist('2026-11-28 19:00'), KOLKATA);
    expect(state.current?.stopId).toBe('evening');
    expect(state.nextStop?.stopId).toBe('breakfast');
    expect(hm(Date.parse(state.nextStop!.start))).toBe('2026-11-29 08:00');
  });

  it('still names the running stop when the owner closed during it', () => {
    const state = servingState({ said: said('closed', '2026-11-28 19:00'), stops: daily, closed: [] }, ist('2026-11-28 20:00'), KOLKATA);
    expect(state.openNow).toBe(false);
    expect(state.current?.stopId).toBe('evening');
  });
});

describe('the end an owner opening now is offered', () => {
  it('needs none while a stop runs: the stop’s end is the end', () => {
    expect(suggestedOpenUntil({ stops: daily, closed: [] }, ist('2026-11-28 19:00'), KOLKATA)).toEqual({ until: null, reason: 'stop' });
  });

  it('is the next stop’s start when that comes within two hours', () => {
    const offered = suggestedOpenUntil({ stops: daily, closed: [] }, ist('2026-11-28 17:00'), KOLKATA);
    expect(offered.reason).toBe('next-stop');
    expect(hm(offered.until)).toBe('2026-11-28 18:00');
  });

  it('is two hours from now otherwise', () => {
    const offered = suggestedOpenUntil({ stops: daily, closed: [] }, ist('2026-11-28 23:15'), KOLKATA);
    expect(offered.reason).toBe('default');
    expect(hm(offered.until)).toBe('2026-11-29 01:15');
  });
});

describe('the words for a serving state', () => {
  const words = (c: { said?: OwnerSaid; stops: readonly Stop[]; now: string }) => {
    const now = ist(c.now);
    return servingText(servingFields(servingState({ said: c.said ?? null, stops: c.stops ?? [], closed: [] }, now, KOLKATA)), now, KOLKATA);
  };

  it.each([
    [{ stops: daily, now: '2026-11-28 19:00' }, 'Open until 10:00 pm'],
    [{ said: said('busy', '2026-11-28 19:00'), stops: daily, now: '2026-11-28 19:30' }, 'Busy until 10:00 pm'],
    [{ stops: daily, now: '2026-11-28 13:00' }, 'Opens at 6:00 pm'],
    [{ stops: daily, now: '2026-11-28 23:15' }, 'Opens tomorrow at 8:00 am'],
    [{ stops: saturdayLate, now: '2026-11-29 12:00' }, 'Opens Saturday at 10:00 pm'],
    [{ stops: [], now: '2026-11-28 12:00' }, 'Closed'],
  ] as const)('%o reads %s', (c, text) => {
    expect(words(c)).toBe(text);
  });
});
