import { z } from '../zod-runtime.js';
import { WEEKDAYS } from '../constants.js';
import { roundCoordinate } from '../geo.js';
import { AT_WORDS, STOP_LIMITS, isRealDate, resolveAt, weekdayOfDate } from './calendar.js';

/**
 * A truck's schedule as stops: each a place with a local time range, either recurring on some
 * weekdays (every N weeks, between dates) or on one date. Closed dates (for the whole truck or one
 * stop) override the recurrence; a one-off change is a closed date plus a one-off stop. Times are
 * local to the truck's zone; an end at or before the start means the stop runs past midnight.
 */

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const localDate = (label: string) => z.string({ error: `${label} must be a date (YYYY-MM-DD)` }).regex(DATE, `${label} must be a date (YYYY-MM-DD)`).refine((v) => isRealDate(v), `${label} is not a date in the calendar`);
const localTime = (label: string) => z.string({ error: `${label} must be a time (HH:MM)` }).regex(TIME, `${label} must be a time (HH:MM, 24-hour)`);

export const StopInputSchema = z
  .strictObject(
    {
      label: z.string({ error: 'Place name is required' }).trim().min(1, 'Place name is required').max(STOP_LIMITS.labelMax, `Place name must be at most ${STOP_LIMITS.labelMax} characters`),
      address: z.string().trim().max(STOP_LIMITS.addressMax, `Address must be at most ${STOP_LIMITS.addressMax} characters`).nullable().optional(),
      // Rounded as trucks' positions are kept (roundCoordinate).
      latitude: z.number({ error: 'Pick the place on the map' }).min(-90).max(90).overwrite(roundCoordinate),
      longitude: z.number({ error: 'Pick the place on the map' }).min(-180).max(180).overwrite(roundCoordinate),
      startTime: localTime('Start time'),
      endTime: localTime('End time'),
      /** Recurring: the weekdays it runs on, every `everyWeeks` weeks from `fromDate`'s week, until `untilDate`. */
      weekdays: z.array(z.enum(WEEKDAYS, { error: `weekdays must be among ${WEEKDAYS.join(', ')}` })).max(7).optional(),
      everyWeeks: z.number().int('Every how many weeks must be a whole number').min(1).max(STOP_LIMITS.everyWeeksMax, `At most every ${STOP_LIMITS.everyWeeksMax} weeks`).optional(),
      fromDate: localDate('From date').optional(),
      untilDate: localDate('Until date').nullable().optional(),
      /** One-off: the date it happens on. */
      date: localDate('Date').optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
  )
  .superRefine((stop, ctx) => {
    const recurring = Boolean(stop.weekdays?.length);
    if (recurring === Boolean(stop.date)) ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'Choose weekdays for a regular stop, or a date for a one-off' });
    if (recurring && !stop.fromDate) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: 'A regular stop needs the date it starts from' });
    if (stop.fromDate && stop.untilDate && stop.untilDate < stop.fromDate) ctx.addIssue({ code: 'custom', path: ['untilDate'], message: 'Until date must not be before the from date' });
    if (stop.startTime === stop.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'End time must differ from the start time' });
  });
export type StopInput = z.infer<typeof StopInputSchema>;

export const StopSchema = z.object({
  id: z.string(),
  label: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  weekdays: z.array(z.enum(WEEKDAYS)),
  everyWeeks: z.number(),
  fromDate: z.string().nullable(),
  untilDate: z.string().nullable(),
  date: z.string().nullable(),
});
export type Stop = z.infer<typeof StopSchema>;

export const StopExceptionInputSchema = z.strictObject({
  date: localDate('Date'),
  /** The stop that does not run that day; none: the truck is closed all day. */
  stopId: z.uuid({ error: 'Invalid stop id' }).nullable().optional(),
  note: z.string().trim().max(200, 'Note must be at most 200 characters').nullable().optional(),
});
export type StopExceptionInput = z.infer<typeof StopExceptionInputSchema>;

export const StopExceptionSchema = z.object({ id: z.string(), date: z.string(), stopId: z.string().nullable(), note: z.string().nullable() });
export type StopException = z.infer<typeof StopExceptionSchema>;

/** One stop on one day, as instants. */
export const StopOccurrenceSchema = z.object({
  stopId: z.string(),
  label: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  start: z.string(),
  end: z.string(),
});
export type StopOccurrence = z.infer<typeof StopOccurrenceSchema>;


/** Copies the one-off stops of the week starting `from` (a Monday) to the week after. */
export const StopCopyWeekSchema = z.strictObject({
  from: localDate('Week').refine((date) => weekdayOfDate(date) === 'Monday', 'The week must start on a Monday'),
});
export type StopCopyWeek = z.infer<typeof StopCopyWeekSchema>;

export const StopParamsSchema = z.object({ id: z.uuid({ error: 'Invalid truck id' }), stopId: z.uuid({ error: 'Invalid stop id' }) });
export const StopExceptionParamsSchema = z.object({ id: z.uuid({ error: 'Invalid truck id' }), exceptionId: z.uuid({ error: 'Invalid closed date id' }) });
export const StopRangeQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }).optional(),
});
/** A booking for a customer's event as the public sees it: when the truck is away, never where. */
export const PrivateEventSchema = z.object({ start: z.string(), end: z.string() });
export type PrivateEvent = z.infer<typeof PrivateEventSchema>;
export const StopOccurrencesResultSchema = z.object({ timeZone: z.string(), occurrences: z.array(StopOccurrenceSchema), privateEvents: z.array(PrivateEventSchema) });
export const OwnerStopsResultSchema = z.object({ timeZone: z.string(), stops: z.array(StopSchema), exceptions: z.array(StopExceptionSchema) });


export const AtQuerySchema = z
  .string()
  .trim()
  .max(40, 'at must be at most 40 characters')
  .refine((value) => resolveAt(value, Date.now()) !== null, `at must be ${AT_WORDS.join(', ')} or an ISO date-time with its offset`);
