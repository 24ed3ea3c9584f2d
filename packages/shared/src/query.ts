import { z } from './zod-runtime.js';

/**
 * Query-string values arrive as text. These parse numbers strictly: '12', '-3.5' and '1e3' are
 * numbers; '', ' ', 'true', '0x10' and '12abc' are not (plain coercion would read '' as 0).
 * A value that is already a number (from a typed caller) is accepted as is.
 */
const NUMERIC_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
/** Longer text is refused before it is read: no number needs more. */
const MAX_NUMBER_TEXT = 32;

/** A rule a query number must meet besides being a number: the message when it does not. */
export type NumberCheck = (value: number) => string | undefined;

/** Between `min` and `max`, inclusive. */
export const within =
  (label: string, min: number, max: number): NumberCheck =>
  (value) =>
    value < min || value > max ? `${label} must be between ${min} and ${max}` : undefined;

/** A whole number from `min` to `max`. */
export const wholeWithin =
  (label: string, min: number, max: number): NumberCheck =>
  (value) =>
    !Number.isInteger(value)
      ? `${label} must be a whole number`
      : value < min
        ? `${label} must be at least ${min}`
        : value > max
          ? `${label} must be at most ${max}`
          : undefined;

/** A search radius: more than 0, at most `maxKm` kilometres. */
export const radiusWithin =
  (label: string, maxKm: number): NumberCheck =>
  (value) =>
    value <= 0 ? `${label} must be greater than 0` : value > maxKm ? `${label} must be at most ${maxKm} km` : undefined;

/**
 * A query value read as a number and checked: the number, or the message saying why it is not
 * one (a string). Text that is too long, or anything but text and numbers, is not a number.
 */
function readQueryNumber(value: unknown, label: string, check: NumberCheck | undefined): number | string {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.length <= MAX_NUMBER_TEXT && NUMERIC_TEXT.test(value.trim())
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(parsed)) return `${label} must be a number`;
  return check?.(parsed) ?? parsed;
}

/** A number from the query string that also meets `check` (`within`, `wholeWithin`, `radiusWithin`). */
export const queryNumber = (label: string, check?: NumberCheck) => {
  const read = (value: unknown) => readQueryNumber(value, label, check);
  const schema = z
    .union([z.string().max(MAX_NUMBER_TEXT, `${label} must be a number`), z.number()], { error: `${label} must be a number` })
    .transform((value, ctx) => {
      const number = read(value);
      if (typeof number === 'string') {
        ctx.addIssue({ code: 'custom', message: number });
        return z.NEVER;
      }
      return number;
    });
  return schema;
};

/** A whole number from the query string within [min, max]. */
export const queryInt = (label: string, min: number, max: number) => queryNumber(label, wholeWithin(label, min, max));

/**
 * The deepest page any list serves. Deep offsets cost the database more the further they go,
 * and nobody pages through ten thousand pages: past it, narrow the search.
 */
export const MAX_PAGE = 10_000;

/** `page` and `limit` of every paginated list: one rule for all of them. */
export const pagingQuery = ({ defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number }) => ({
  page: queryInt('page', 1, MAX_PAGE).default(1),
  limit: queryInt('limit', 1, maxLimit).default(defaultLimit),
});

/** A `limit` alone, for lists without pages. */
export const limitQuery = (defaultLimit: number, maxLimit: number) => queryInt('limit', 1, maxLimit).default(defaultLimit);

/**
 * A list in the query string, comma-separated (`cuisine=Thai,Vegan`) or repeated, with at most
 * `maxItems` items and a bounded raw length, so its cost never grows with what a client sends.
 */
export const queryList = <T extends z.ZodType<unknown, string>>(label: string, item: T, maxItems: number) =>
  z
    .union([z.string().max(1000, `${label} is too long`), z.array(z.string().max(1000)).max(maxItems, `${label} can have at most ${maxItems} values`)], {
      error: `${label} must be text`,
    })
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(maxItems, `${label} can have at most ${maxItems} values`));
