import { RRule, type Weekday as RRuleWeekday } from 'rrule';
import { describe, expect, it } from 'vitest';

/** The process's environment (shared code has no Node types: it runs in browsers too). */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
import { StopInputSchema, WEEKDAYS, expandStops, resolveAt, standingSlots, weekSlotAt, zonedInstant, type Stop } from '../src/index.js';

const KOLKATA = 'Asia/Kolkata';
const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

const stop = (fields: Partial<Stop>): Stop => ({
  id: 'stop-1',
  label: 'Indiranagar 100 ft Road',
  address: null,
  latitude: 12.9719,
  longitude: 77.6412,
  startTime: '18:00',
  endTime: '22:00',
  weekdays: [],
  everyWeeks: 1,
  fromDate: null,
  untilDate: null,
  date: null,
  ...fields,
});

describe('stops expanded into occurrences', () => {
  it('places a recurring stop at its local times in the truck zone', () => {
    const weekly = stop({ weekdays: ['Friday'], fromDate: '2026-11-01' });
    const found = expandStops([weekly], [], { from: at('2026-11-23T00:00:00Z'), to: at('2026-11-30T00:00:00Z') }, KOLKATA);
    expect(found).toEqual([expect.objectContaining({ stopId: 'stop-1', start: '2026-11-27T12:30:00.000Z', end: '2026-11-27T16:30:00.000Z' })]);
  });

  it('runs a stop past midnight into the next day, and finds it from that morning', () => {
    const late = stop({ weekdays: ['Saturday'], fromDate: '2026-11-01', startTime: '21:00', endTime: '02:00' });
    const found = expandStops([late], [], { from: at('2026-11-28T19:00:00Z'), to: at('2026-11-28T20:00:00Z') }, KOLKATA);
    expect(found).toEqual([expect.objectContaining({ start: '2026-11-28T15:30:00.000Z', end: '2026-11-28T20:30:00.000Z' })]);
  });

  it('skips closed dates for the truck or for one stop, and keeps one-off stops', () => {
    const daily = stop({ weekdays: [...WEEKDAYS], fromDate: '2026-11-01' });
    const other = stop({ id: 'stop-2', weekdays: ['Monday'], fromDate: '2026-11-01', startTime: '08:00', endTime: '11:00' });
    const oneOff = stop({ id: 'stop-3', date: '2026-11-25', startTime: '12:00', endTime: '15:00' });
    const found = expandStops([daily, other, oneOff], [{ date: '2026-11-24', stopId: null }, { date: '2026-11-23', stopId: 'stop-1' }], { from: at('2026-11-22T18:30:00Z'), to: at('2026-11-25T18:30:00Z') }, KOLKATA);
    expect(found.map((o) => `${o.stopId} ${o.start}`)).toEqual([
      'stop-2 2026-11-23T02:30:00.000Z',
      'stop-3 2026-11-25T06:30:00.000Z',
      'stop-1 2026-11-25T12:30:00.000Z',
    ]);
  });

  it('follows the zone’s clock changes (New York, across the end of daylight time)', () => {
    const weekly = stop({ weekdays: ['Saturday', 'Sunday'], fromDate: '2026-10-01', startTime: '12:00', endTime: '14:00' });
    const found = expandStops([weekly], [], { from: at('2026-10-31T00:00:00Z'), to: at('2026-11-02T00:00:00Z') }, 'America/New_York');
    expect(found.map((o) => o.start)).toEqual(['2026-10-31T16:00:00.000Z', '2026-11-01T17:00:00.000Z']);
  });

  it('gives the same instants whatever zone the process runs in', () => {
    const weekly = stop({ weekdays: ['Tuesday', 'Friday'], everyWeeks: 2, fromDate: '2026-09-03', startTime: '23:00', endTime: '01:30' });
    const range = { from: at('2026-11-01T00:00:00Z'), to: at('2026-12-31T00:00:00Z') };
    const here = expandStops([weekly], [], range, KOLKATA);
    const saved = env.TZ;
    try {
      env.TZ = 'America/New_York';
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(300);
      expect(expandStops([weekly], [], range, KOLKATA)).toEqual(here);
    } finally {
      if (saved === undefined) delete env.TZ;
      else env.TZ = saved;
    }
  });

  it('agrees with a maintained RRULE implementation on many generated schedules', () => {
    const byDay: Record<string, RRuleWeekday> = { Monday: RRule.MO, Tuesday: RRule.TU, Wednesday: RRule.WE, Thursday: RRule.TH, Friday: RRule.FR, Saturday: RRule.SA, Sunday: RRule.SU };
    let seed = 7;
    let compared = 0;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let n = 0; n < 300; n++) {
      const weekdays = WEEKDAYS.filter(() => random() < 0.35);
      if (weekdays.length === 0) weekdays.push('Wednesday');
      const fromDay = Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * DAY;
      const fromDate = new Date(fromDay).toISOString().slice(0, 10);
      const untilDate = random() < 0.5 ? new Date(fromDay + Math.floor(random() * 200) * DAY).toISOString().slice(0, 10) : null;
      const everyWeeks = 1 + Math.floor(random() * 3);
      const schedule = stop({ weekdays, fromDate, untilDate, everyWeeks, startTime: '10:00', endTime: random() < 0.3 ? '01:00' : '16:00' });
      // RRULE in "floating" local dates (rrule works on UTC dates): the local days it occurs on.
      const rule = new RRule({ freq: RRule.WEEKLY, interval: everyWeeks, byweekday: weekdays.map((d) => byDay[d]!), wkst: RRule.MO, dtstart: new Date(fromDay), until: untilDate ? new Date(`${untilDate}T23:59:59Z`) : null });
      const windowStart = Date.UTC(2026, 0, 1) + Math.floor(random() * 360) * DAY;
      const expected = rule.between(new Date(windowStart), new Date(windowStart + 92 * DAY - 1), true).map((d) => d.toISOString().slice(0, 10));
      // The window in the truck's zone: local midnight to local midnight, 92 days.
      const from = zonedInstant(new Date(windowStart).toISOString().slice(0, 10), '00:00', KOLKATA);
      const days = expandStops([schedule], [], { from, to: from + 92 * DAY }, KOLKATA)
        .map((o) => new Date(Date.parse(o.start) + 5.5 * 3_600_000).toISOString().slice(0, 10))
        .filter((day) => day >= new Date(windowStart).toISOString().slice(0, 10));
      expect(days, JSON.stringify(schedule)).toEqual(expected);
      compared += expected.length;
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('a stop as an owner sends it', () => {
  it('needs weekdays or a date, not both', () => {
    const base = { label: 'MG Road', latitude: 12.97, longitude: 77.6, startTime: '11:00', endTime: '15:00' };
    expect(StopInputSchema.safeParse({ ...base }).error?.issues[0]?.message).toBe('Choose weekdays for a regular stop, or a date for a one-off');
    expect(StopInputSchema.safeParse({ ...base, weekdays: ['Monday'], date: '2026-12-01', fromDate: '2026-12-01' }).success).toBe(false);
    expect(StopInputSchema.safeParse({ ...base, date: '2026-12-01' }).success).toBe(true);
  });

  it('refuses an impossible date and a stop that ends as it starts', () => {
    const base = { label: 'MG Road', latitude: 12.97, longitude: 77.6, startTime: '11:00', endTime: '11:00', date: '2026-02-30' };
    const messages = StopInputSchema.safeParse(base).error!.issues.map((i) => i.message);
    expect(messages).toContain('Date is not a date in the calendar');
    expect(messages).toContain('End time must differ from the start time');
  });

  it('keeps its place to six decimal places, as trucks are kept', () => {
    const parsed = StopInputSchema.parse({ label: 'MG Road', latitude: 12.975612345678, longitude: 77.606398765432, startTime: '11:00', endTime: '15:00', date: '2026-12-01' });
    expect([parsed.latitude, parsed.longitude]).toEqual([12.975612, 77.606399]);
  });
});

describe('a time to search by', () => {
  // 2026-11-26 at 21:30 in India.
  const now = at('2026-11-26T16:00:00Z');

  it('reads the words people use, in India time', () => {
    expect(resolveAt('now', now)).toBe(now);
    expect(new Date(resolveAt('tomorrow lunch', now)!).toISOString()).toBe('2026-11-27T07:30:00.000Z');
    expect(new Date(resolveAt('Tomorrow', now)!).toISOString()).toBe('2026-11-27T13:30:00.000Z');
    // Past 8 pm, tonight is now.
    expect(resolveAt('tonight', now)).toBe(now);
    expect(new Date(resolveAt('tonight', at('2026-11-26T06:00:00Z'))!).toISOString()).toBe('2026-11-26T14:30:00.000Z');
  });

  it('takes an ISO date-time with its offset, and nothing vaguer', () => {
    expect(resolveAt('2026-11-28T19:00:00+05:30', now)).toBe(at('2026-11-28T13:30:00Z'));
    for (const text of ['2026-11-28T19:00', 'next week', '2026-11-28', '']) expect(resolveAt(text, now), text).toBeNull();
  });
});

describe('the slots of the week a stop may stand in', () => {
  it('holds the slot of every moment the stop stands, past midnight too', () => {
    const stops = [
      stop({ weekdays: ['Friday'], fromDate: '2026-11-01' }),
      stop({ startTime: '21:00', endTime: '02:00', weekdays: ['Tuesday', 'Sunday'], everyWeeks: 2, fromDate: '2026-11-03' }),
      stop({ startTime: '23:00', endTime: '23:00', date: '2026-12-31' }),
    ];
    for (const one of stops) {
      const slots = standingSlots(one);
      const occurrences = expandStops([one], [], { from: at('2026-11-01T00:00:00+05:30'), to: at('2027-01-15T00:00:00+05:30') }, KOLKATA);
      expect(occurrences.length).toBeGreaterThan(0);
      for (const { start, end } of occurrences) {
        for (let moment = Date.parse(start); moment < Date.parse(end); moment += 30 * 60_000) expect(slots).toContain(weekSlotAt(moment, KOLKATA));
      }
    }
    // Tuesday and Sunday 21:00 to 02:00: their evenings' last slot, and the next days' first.
    expect(standingSlots(stops[1]!).sort((a, b) => a - b)).toEqual([0, 7, 8, 27]);
  });
});

