import type { TruckStatus } from '../constants.js';
import { indiaDate } from '../time.js';
import { addDays, localDateIn, stopOccurrence, stopTimes, type StopTimes } from '../stops/calendar.js';
import type { Stop, StopException, StopOccurrence } from '../stops/schedule.js';

/**
 * Whether a truck is serving, and until when: the one rule every surface reads (truck JSON,
 * lists and their open-now filters, dish search, server-rendered pages, follower alerts, pickup
 * slots and order acceptance).
 *
 * Precedence:
 * 1. The owner's word (Open, Busy or Closed on the dashboard) wins from the moment it is given
 *    until the time given with it, or, without one, until the next scheduled change after it (a
 *    stop starting or ending). So closing early for rain holds until the stop would have ended,
 *    and the next stop opens the truck again; opening during a stop holds until that stop ends.
 * 2. With no word in force, the stops decide: serving while a stop runs (a stop that crosses
 *    midnight counts on both days), minus closed dates.
 * An owner who opens while no stop runs says until when; the API supplies the default the
 * dashboard offers (two hours, or the next stop's start if that is sooner), so a word to open
 * never lasts for good. Serving time that continues from the word into a stop (or from a stop
 * into the next) is one stretch: `openUntil` is its end, which is also the last pickup.
 */

/** What an owner can say on the dashboard. 'opening-soon' is never said: the rule works it out. */
export const OWNER_WORDS = ['open', 'busy', 'closed'] as const;
export type OwnerWord = (typeof OWNER_WORDS)[number];

/** The owner's last word on a truck: what, when, and until when (null: until the next scheduled change). */
export interface OwnerSaid {
  word: OwnerWord;
  at: number;
  until: number | null;
}

/** How long before its next opening a closed truck reads "Opening soon". */
export const OPENING_SOON_MS = 60 * 60_000;
/** The default an owner is offered when opening with no stop running. */
export const DEFAULT_OPEN_HOURS = 2;
/** The furthest ahead an owner's word may be given an end. */
export const OWNER_WORD_MAX_HOURS = 24;
/** How far ahead the rule looks for the next opening or the end of a stretch of serving. */
const HORIZON_DAYS = 8;

/** A truck's serving state at one moment. Instants are ms since the epoch. */
export interface ServingState {
  status: TruckStatus;
  /** Open or busy: taking customers now. */
  openNow: boolean;
  /** While serving: when this stretch of serving ends (the last pickup). */
  openUntil: number | null;
  /** While not serving: when it next starts serving, within the coming week. */
  opensAt: number | null;
  /** Who decides now: the owner's word in force, or the stops. */
  by: 'owner' | 'schedule';
  /** The stop running now (where the truck stands), whatever the owner said. */
  current: StopOccurrence | null;
  /** The next stop to start, within the coming week. */
  nextStop: StopOccurrence | null;
  /** When any of the above next changes: a copy of this state is good until then. */
  changesAt: number;
}

export interface ServingInput {
  said: OwnerSaid | null;
  stops: readonly Stop[];
  closed: readonly Pick<StopException, 'date' | 'stopId'>[];
  /** A listing nobody has claimed: with no stops, nobody knows when it serves. */
  unclaimed?: boolean;
}

/**
 * The end of an owner's word: its own end, else the first scheduled change after it was said.
 * `times` reach back only `HORIZON_DAYS`: a word said before that, with stops to follow it, has
 * given way to them (the plan decides again); one without stops stands until the next word.
 */
function wordEnd(said: OwnerSaid, times: readonly StopTimes[], lookedFrom: number, hasStops: boolean): number {
  if (said.until !== null) return said.until;
  let end = Infinity;
  for (const t of times) {
    if (t.start > said.at && t.start < end) end = t.start;
    if (t.end > said.at && t.end < end) end = t.end;
  }
  return end === Infinity && said.at < lookedFrom && hasStops ? said.at : end;
}

/** The truck's serving state at `now` (see the rule above). */
export function servingState({ said, stops, closed, unclaimed = false }: ServingInput, now: number, timeZone: string): ServingState {
  const horizon = HORIZON_DAYS * 86_400_000;
  if (unclaimed && stops.length === 0 && !said) {
    return { status: 'unknown', openNow: false, openUntil: null, opensAt: null, by: 'schedule', current: null, nextStop: null, changesAt: now + horizon };
  }
  const lookedFrom = Math.max(now - horizon, Math.min(now, said?.at ?? now));
  const to = now + horizon;
  const times = stopTimes(stops, closed, { from: lookedFrom, to }, timeZone);
  const saidEnd = said ? wordEnd(said, times, lookedFrom, stops.length > 0) : -Infinity;
  const wordAt = (t: number) => (said && said.at <= t && t < saidEnd ? said.word : null);
  const scheduledAt = (t: number) => times.some((o) => o.start <= t && t < o.end);
  const servingAt = (t: number) => {
    const word = wordAt(t);
    return word ? word !== 'closed' : scheduledAt(t);
  };

  // Every moment after now at which something may change, in order.
  const points = new Set<number>();
  for (const t of times) {
    if (t.start > now && t.start <= to) points.add(t.start);
    if (t.end > now && t.end <= to) points.add(t.end);
  }
  if (said && saidEnd > now && saidEnd <= to) points.add(saidEnd);
  const ahead = [...points].sort((a, b) => a - b);

  const openNow = servingAt(now);
  const flip = ahead.find((t) => servingAt(t) !== openNow) ?? null;
  const current = times.find((t) => t.start <= now && now < t.end) ?? null;
  const next = times.find((t) => t.start > now) ?? null;
  const word = wordAt(now);
  const opensAt = openNow ? null : flip;
  const soon = opensAt !== null && opensAt - now <= OPENING_SOON_MS;
  const status: TruckStatus = openNow ? (word === 'busy' ? 'busy' : 'open') : soon ? 'opening-soon' : 'closed';
  const turnsSoonAt = !openNow && opensAt !== null && !soon ? opensAt - OPENING_SOON_MS : Infinity;
  return {
    status,
    openNow,
    openUntil: openNow ? flip : null,
    opensAt,
    by: word ? 'owner' : 'schedule',
    current: current ? stopOccurrence(current) : null,
    nextStop: next ? stopOccurrence(next) : null,
    changesAt: Math.min(ahead[0] ?? Infinity, turnsSoonAt, to),
  };
}

/**
 * The end offered to an owner who opens now with no stop running: two hours from now, or the
 * next stop's start if that is sooner (the stop then carries on).
 */
export function defaultOpenUntil(now: number, nextStopStart: number | null): { until: number; reason: 'next-stop' | 'default' } {
  const fallback = now + DEFAULT_OPEN_HOURS * 3_600_000;
  return nextStopStart !== null && nextStopStart > now && nextStopStart < fallback ? { until: nextStopStart, reason: 'next-stop' } : { until: fallback, reason: 'default' };
}

/** The end the API gives an owner's word to open said without one: none while a stop runs (its end is the end), else `defaultOpenUntil`. */
export function suggestedOpenUntil({ stops, closed }: Omit<ServingInput, 'said'>, now: number, timeZone: string): { until: number | null; reason: 'stop' | 'next-stop' | 'default' } {
  const times = stopTimes(stops, closed, { from: now, to: now + 86_400_000 }, timeZone);
  if (times.some((t) => t.start <= now && now < t.end)) return { until: null, reason: 'stop' };
  return defaultOpenUntil(now, times.find((t) => t.start > now)?.start ?? null);
}

/** Whether a status means the truck is taking customers (open, or open but busy). */
export const isServingStatus = (status: string): boolean => status === 'open' || status === 'busy';

/** The serving fields a truck's JSON carries (instants as ISO text). */
export interface ServingFields {
  status: TruckStatus;
  openNow: boolean;
  openUntil: string | null;
  opensAt: string | null;
  statusBy: 'owner' | 'schedule';
  currentStop: StopOccurrence | null;
  nextStop: StopOccurrence | null;
}

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

export function servingFields(state: ServingState): ServingFields {
  return { status: state.status, openNow: state.openNow, openUntil: iso(state.openUntil), opensAt: iso(state.opensAt), statusBy: state.by, currentStop: state.current, nextStop: state.nextStop };
}

/** A truck's serving state as every screen words it: serving until a time, opening at one, or closed. */
export type ServingMoment =
  | { kind: 'open' | 'busy'; until: string | null }
  | { kind: 'opens'; day: 'today' | 'tomorrow' | 'later'; at: string }
  | { kind: 'closed' }
  | { kind: 'unknown' };

export function servingMoment(truck: Pick<ServingFields, 'status' | 'openNow' | 'openUntil' | 'opensAt'>, now: number, timeZone: string): ServingMoment {
  if (truck.openNow) return { kind: truck.status === 'busy' ? 'busy' : 'open', until: truck.openUntil };
  if (truck.status === 'unknown') return { kind: 'unknown' };
  if (!truck.opensAt) return { kind: 'closed' };
  const day = localDateIn(Date.parse(truck.opensAt), timeZone);
  const today = localDateIn(now, timeZone);
  return { kind: 'opens', day: day === today ? 'today' : day === addDays(today, 1) ? 'tomorrow' : 'later', at: truck.opensAt };
}

/**
 * The words for a truck's serving state, as every screen writes them: 'Open until 11:00 pm',
 * 'Busy until 2:00 am', 'Opens at 5:00 pm', 'Opens tomorrow at 5:00 pm', 'Opens Monday at 8:00 am',
 * 'Closed'; in Hindi 'रात 11:00 बजे तक खुला', 'कल शाम 5:00 बजे खुलेगा'. Times are India time, as every
 * truck keeps for now.
 */
export function servingText(truck: Pick<ServingFields, 'status' | 'openNow' | 'openUntil' | 'opensAt'>, now: number, timeZone: string, locale: 'en' | 'hi' = 'en'): string {
  const moment = servingMoment(truck, now, timeZone);
  const hi = locale === 'hi';
  if (moment.kind === 'closed') return hi ? 'बंद' : 'Closed';
  if (moment.kind === 'unknown') return hi ? 'समय पता नहीं' : 'Hours unknown';
  if (moment.kind !== 'opens') {
    const label = hi ? (moment.kind === 'busy' ? 'व्यस्त' : 'खुला') : moment.kind === 'busy' ? 'Busy' : 'Open';
    if (!moment.until) return label;
    return hi ? `${indiaDate(moment.until, 'time', 'hi')} बजे तक ${label}` : `${label} until ${indiaDate(moment.until, 'time')}`;
  }
  const time = indiaDate(moment.at, 'time', locale);
  if (hi) {
    const when = moment.day === 'today' ? 'आज' : moment.day === 'tomorrow' ? 'कल' : indiaDate(moment.at, 'weekday-date', 'hi').split(',')[0];
    return `${when} ${time} बजे खुलेगा`;
  }
  if (moment.day === 'today') return `Opens at ${time}`;
  if (moment.day === 'tomorrow') return `Opens tomorrow at ${time}`;
  return `Opens ${indiaDate(moment.at, 'weekday-date').split(',')[0]} at ${time}`;
}
