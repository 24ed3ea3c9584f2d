import { z } from './zod-runtime.js';

/**
 * Query-string values arrive as text. These parse numbers strictly: '12', '-3.5' and '1e3' are
 * numbers; '', ' ', 'true', '0x10' and '12abc' are not (plain coercion would read '' as 0).
 * A value that is already a number (from a typed caller) is accepted as is.
 */
const NUMERIC_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

export const queryNumber = (label: string) =>
  z
    .union([z.string().max(32), z.number()], { error: `${label} must be a number` })
    .transform((value, ctx) => {
      const parsed = typeof value === 'number' ? value : NUMERIC_TEXT.test(value.trim()) ? Number(value) : Number.NaN;
      if (!Number.isFinite(parsed)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      return parsed;
    })
    .pipe(z.number());

/** A whole number from the query string within [min, max]. */
export const queryInt = (label: string, min: number, max: number) =>
  queryNumber(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

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
