import { z } from '../zod-runtime.js';
import { CUISINES, WEEKDAYS, type Weekday } from '../constants.js';
import { roundCoordinate } from '../geo.js';
import { ImageUrlSchema, phoneNumber, text } from '../fields.js';
import { TruckPlainFields } from '../trucks/schemas.js';

/**
 * Listings: trucks on the map before their owners arrive. Admins import them from a file,
 * visitors suggest the ones they meet, an owner claims theirs with the FSSAI licence, and
 * visitors report listings that closed for good or are wrong.
 */
export const LISTINGS = {
  /** Rows one import may hold; more is two files. */
  importRowsMax: 5000,
  /** The file's text, in characters (5,000 rows of a few hundred characters each). */
  importTextMax: 3_000_000,
  importSourceMax: 80,
  /** A row names an existing truck when the names match and it stands this close (metres). */
  duplicateMeters: 500,
  claimsPerUserPerDay: 5,
  suggestionsPerUserPerDay: 5,
  reportsPerUserPerDay: 10,
  noteMax: 500,
  reasonMax: 500,
  whenMax: 120,
  addressMax: 200,
} as const;

/** The FSSAI food business licence: 14 digits (the rule the truck's own field keeps). */
export const FssaiLicenseSchema = TruckPlainFields.fssaiLicense.unwrap();

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const SUGGESTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
/** Why a visitor reports a listing: it closed for good, its details are wrong, or it repeats another. */
export const LISTING_REPORT_REASONS = ['closed', 'wrong', 'duplicate'] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];
export const LISTING_REPORT_STATUSES = ['open', 'resolved'] as const;

const strict = { error: (issue: { code: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys?.join(', ')}` : undefined) };
const note = (label: string, max: number = LISTINGS.noteMax) => text(label).trim().max(max, `${label} must be at most ${max} characters`);

// ---------------------------------------------------------------------------------------------
// Usual hours, as an import file writes them: "Mon-Fri 11:00-15:00; Sat,Sun 17:00-23:00".

const DAY_NAMES: Record<string, Weekday> = Object.fromEntries(WEEKDAYS.flatMap((day) => [[day.toLowerCase(), day], [day.slice(0, 3).toLowerCase(), day]]));
const HOURS_PART = /^([a-z]{3,9}(?:\s*[-,]\s*[a-z]{3,9})*)\s+([01]?\d|2[0-3]):([0-5]\d)\s*-\s*([01]?\d|2[0-3]):([0-5]\d)$/i;

export interface UsualHours {
  weekdays: Weekday[];
  startTime: string;
  endTime: string;
}

/** The weekdays a "Mon-Fri" or "Sat,Sun" names, in week order; null when a name is not a day. */
function weekdaysOf(days: string): Weekday[] | null {
  const chosen = new Set<Weekday>();
  for (const piece of days.toLowerCase().split(',')) {
    const [from, to] = piece.split('-').map((name) => DAY_NAMES[name.trim()]);
    if (!from || (piece.includes('-') && !to)) return null;
    if (!to) chosen.add(from);
    else for (let i = WEEKDAYS.indexOf(from), n = 0; n < 7; i = (i + 1) % 7, n++) {
      chosen.add(WEEKDAYS[i]!);
      if (WEEKDAYS[i] === to) break;
    }
  }
  return WEEKDAYS.filter((day) => chosen.has(day));
}

const hhmm = (hours: string, minutes: string) => `${hours.padStart(2, '0')}:${minutes}`;

/** Reads usual hours ("Mon-Fri 11:00-15:00; Sun 17:00-23:00"), or null when they do not read as hours. */
export function parseUsualHours(value: string): UsualHours[] | null {
  const parts = value.split(';').map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0 || parts.length > 7) return null;
  const hours: UsualHours[] = [];
  for (const part of parts) {
    const match = HOURS_PART.exec(part);
    const weekdays = match ? weekdaysOf(match[1]!) : null;
    if (!match || !weekdays) return null;
    const startTime = hhmm(match[2]!, match[3]!);
    const endTime = hhmm(match[4]!, match[5]!);
    if (startTime === endTime) return null;
    hours.push({ weekdays, startTime, endTime });
  }
  return hours;
}

// ---------------------------------------------------------------------------------------------
// Imports

export const TruckImportBodySchema = z.strictObject(
  {
    /** The file's text: CSV with a header row, or a GeoJSON FeatureCollection of points. */
    text: text('File').min(1, 'The file is empty').max(LISTINGS.importTextMax, `The file must be at most ${LISTINGS.importTextMax / 1_000_000} million characters`),
    format: z.enum(['csv', 'geojson'], { error: 'format must be csv or geojson' }),
    /** Where the rows come from (a directory, a survey): each listing keeps it. */
    source: note('Source', LISTINGS.importSourceMax).min(1, 'Source is required'),
  },
  strict,
);
export type TruckImportBody = z.infer<typeof TruckImportBodySchema>;

/** A row as it will become a listing. */
export const ImportRowSchema = z.object({
  line: z.number(),
  name: z.string(),
  cuisine: z.enum(CUISINES),
  city: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  hours: z.array(z.object({ weekdays: z.array(z.enum(WEEKDAYS)), startTime: z.string(), endTime: z.string() })),
  source: z.string(),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const TRUCK_IMPORT_STATUSES = ['previewed', 'confirmed'] as const;

export const TruckImportSchema = z.object({
  id: z.string(),
  source: z.string(),
  status: z.enum(TRUCK_IMPORT_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Rows that become listings on confirming. */
  toCreate: z.array(ImportRowSchema),
  /** Rows that look like a truck we have (or an earlier row of the file): left out. */
  duplicates: z.array(z.object({ line: z.number(), name: z.string(), existing: z.object({ id: z.string().nullable(), name: z.string(), line: z.number().nullable(), meters: z.number() }) })),
  /** Rows refused, with why. */
  refused: z.array(z.object({ line: z.number(), reason: z.string() })),
  /** Listings made on confirming. */
  created: z.number(),
});
export type TruckImport = z.infer<typeof TruckImportSchema>;
export const TruckImportIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid import id' }) });

// ---------------------------------------------------------------------------------------------
// Claims

export const ClaimBodySchema = z.strictObject(
  {
    fssaiLicense: text('FSSAI licence number').trim().regex(/^\d{14}$/, 'FSSAI licence number must be 14 digits'),
    phone: phoneNumber().min(6, 'Phone is required'),
    /** A photo of the licence or of the truck, uploaded first. */
    photo: ImageUrlSchema,
    message: note('Message').default(''),
  },
  strict,
);
export type ClaimBody = z.infer<typeof ClaimBodySchema>;

export const ClaimSchema = z.object({
  id: z.string(),
  truck: z.object({ id: z.string(), name: z.string(), address: z.string().nullable() }),
  claimant: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  fssaiLicense: z.string(),
  phone: z.string(),
  photo: z.string(),
  message: z.string(),
  status: z.enum(CLAIM_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Claim = z.infer<typeof ClaimSchema>;
/** Claims of one listing, shown together so an admin sees competing ones side by side. */
export const ClaimGroupSchema = z.object({ truck: ClaimSchema.shape.truck, claims: z.array(ClaimSchema) });
export const ClaimListSchema = z.object({ groups: z.array(ClaimGroupSchema) });

export const ClaimDecisionBodySchema = z
  .strictObject(
    {
      decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
      reason: note('Reason', LISTINGS.reasonMax).default(''),
    },
    strict,
  )
  .refine((body) => body.decision === 'approve' || body.reason.length > 0, { path: ['reason'], message: 'Say why the claim is rejected' });
export const ClaimIdParamsSchema = z.object({ claimId: z.uuid({ error: 'Invalid claim id' }) });

// ---------------------------------------------------------------------------------------------
// Suggestions

export const SuggestionBodySchema = z.strictObject(
  {
    name: TruckPlainFields.name,
    cuisine: TruckPlainFields.cuisine,
    address: text('Where').trim().min(1, 'Where is required').max(LISTINGS.addressMax, `Where must be at most ${LISTINGS.addressMax} characters`),
    /** The place on the map, when picked; otherwise the address is looked up. */
    latitude: z.number({ error: 'Latitude must be a number' }).min(-90).max(90).overwrite(roundCoordinate).optional(),
    longitude: z.number({ error: 'Longitude must be a number' }).min(-180).max(180).overwrite(roundCoordinate).optional(),
    /** When the visitor met it ("Weekday evenings"). */
    seenWhen: note('When', LISTINGS.whenMax).default(''),
    photo: ImageUrlSchema.nullable().default(null),
    note: note('Note').default(''),
  },
  strict,
);
export type SuggestionBody = z.infer<typeof SuggestionBodySchema>;

export const TruckSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  cuisine: z.enum(CUISINES),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  seenWhen: z.string(),
  photo: z.string().nullable(),
  note: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  reason: z.string().nullable(),
  truckId: z.string().nullable(),
  suggestedBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  /** For admins: listings and other suggestions that look like this one. */
  lookAlikes: z.array(z.object({ kind: z.enum(['truck', 'suggestion']), id: z.string(), name: z.string(), meters: z.number() })),
});
export type TruckSuggestion = z.infer<typeof TruckSuggestionSchema>;
export const SuggestionDecisionBodySchema = z
  .strictObject({ decision: z.enum(['accept', 'reject'], { error: 'decision must be accept or reject' }), reason: note('Reason', LISTINGS.reasonMax).default('') }, strict)
  .refine((body) => body.decision === 'accept' || body.reason.length > 0, { path: ['reason'], message: 'Say why the suggestion is rejected' });
export const SuggestionIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid suggestion id' }) });

// ---------------------------------------------------------------------------------------------
// Reports, retiring and merging

export const ListingReportBodySchema = z
  .strictObject(
    {
      reason: z.enum(LISTING_REPORT_REASONS, { error: `reason must be one of ${LISTING_REPORT_REASONS.join(', ')}` }),
      note: note('Note').default(''),
      /** With reason duplicate: the listing it repeats. */
      duplicateOf: z.uuid({ error: 'Invalid truck id' }).optional(),
    },
    strict,
  )
  .refine((body) => body.reason !== 'duplicate' || body.duplicateOf !== undefined || body.note.length > 0, { path: ['note'], message: 'Say which listing it repeats' });
export type ListingReportBody = z.infer<typeof ListingReportBodySchema>;

export const ListingReportSchema = z.object({
  id: z.string(),
  truck: z.object({ id: z.string(), name: z.string(), claimed: z.boolean() }),
  reason: z.enum(LISTING_REPORT_REASONS),
  note: z.string(),
  duplicateOf: z.object({ id: z.string(), name: z.string() }).nullable(),
  reportedBy: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(LISTING_REPORT_STATUSES),
  createdAt: z.string(),
});
export type ListingReport = z.infer<typeof ListingReportSchema>;

export const RetireBodySchema = z.strictObject({ reason: note('Reason', LISTINGS.reasonMax).min(1, 'Say why the listing is retired') }, strict);
export const MergeBodySchema = z.strictObject({ into: z.uuid({ error: 'Choose the listing to keep' }) }, strict);
export const FssaiVerifyBodySchema = z.strictObject({ verified: z.boolean({ error: 'verified must be true or false' }) }, strict);

/** What a merge moved to the listing kept. */
export const MergeResultSchema = z.object({ kept: z.string(), retired: z.string(), reviews: z.number(), follows: z.number(), dishes: z.number() });
