import { z } from '../zod-runtime.js';
import { httpUrl } from '../fields.js';
import { isHttpUrl } from '../urls.js';
import { STOP_LIMITS } from './calendar.js';
import { StopInputSchema } from './schedule.js';

/** How much of a calendar an import reads. */
export const CALENDAR_IMPORT_LIMITS = {
  /** The largest calendar file or fetched feed, in bytes. */
  maxBytes: 512 * 1024,
  /** How long a calendar address may take to answer. */
  fetchTimeoutMs: 10_000,
  /** Closed dates (excluded occurrences) kept per imported stop. */
  closedDatesPerStop: 100,
} as const;

/** A calendar to import: its text (an .ics file read in the browser) or a public http(s) address. */
export const StopImportRequestSchema = z
  .strictObject({
    ics: z.string({ error: 'The calendar file must be text' }).max(CALENDAR_IMPORT_LIMITS.maxBytes, 'The calendar file must be at most 512 KB').optional(),
    url: httpUrl('Calendar address').optional(),
  })
  .refine((body) => (body.ics === undefined) !== (body.url === undefined), { message: 'Send a calendar file or a calendar address', path: ['ics'] });
export type StopImportRequest = z.infer<typeof StopImportRequestSchema>;

/**
 * The import form: a calendar address, or empty when a file is chosen (the file is read in the
 * browser and sent as text; `StopImportRequestSchema` then checks there is exactly one).
 */
export const StopImportFormSchema = z.object({
  url: z.string().trim().max(500, 'Calendar address must be at most 500 characters').refine((v) => v === '' || isHttpUrl(v), 'Calendar address must be a web address starting with http:// or https://'),
});

const closedDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Closed dates must be dates (YYYY-MM-DD)');

/** A stop read from a calendar event, with the dates its series skips, and the event's title. */
export const ImportedStopSchema = z.strictObject({
  stop: StopInputSchema,
  closedDates: z.array(closedDate).max(CALENDAR_IMPORT_LIMITS.closedDatesPerStop, `At most ${CALENDAR_IMPORT_LIMITS.closedDatesPerStop} closed dates per stop`).default([]),
  summary: z.string().max(300).optional(),
});
export type ImportedStop = z.infer<typeof ImportedStopSchema>;

/** What an import would create, and each event it leaves out with the reason. */
export const StopImportPreviewSchema = z.object({
  stops: z.array(ImportedStopSchema),
  skipped: z.array(z.object({ summary: z.string(), reason: z.string() })),
});
export type StopImportPreview = z.infer<typeof StopImportPreviewSchema>;

/** The previewed stops the owner confirms (sent back as the preview gave them). */
export const StopImportConfirmSchema = z.strictObject({
  stops: z.array(ImportedStopSchema).min(1, 'Nothing to import').max(STOP_LIMITS.stopsPerTruck, `At most ${STOP_LIMITS.stopsPerTruck} stops`),
});
export type StopImportConfirm = z.infer<typeof StopImportConfirmSchema>;
