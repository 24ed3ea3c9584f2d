import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NearbyQuerySchema, TrendingQuerySchema, TruckListQuerySchema, UserReviewListQuerySchema, queryNumber, queryNumbersReader, within } from '../src/index.js';

/** Values a query field may arrive with: numbers written every way, and what is not a number. */
const VALUES: unknown[] = [
  undefined, '12.97', '-12.5', '77', '0', '-0', '.5', '5.', '1e1', '1E-3', ' 12 ', '91', '-90', '90.0001', '-181', '180',
  '', ' ', 'abc', '12abc', '0x10', '+5', 'Infinity', 'NaN', '1e400', '1'.repeat(33), '2.5', '50', '51', '1', '-1', '10',
  12.5, 0, -3, Number.NaN, Number.POSITIVE_INFINITY, true, null, ['12', '13'], { lat: 1 },
];

function* queries(keys: string[]): Generator<Record<string, unknown>> {
  // Every value in every field, one field at a time, the others valid.
  const valid: Record<string, string> = { lat: '12.97', lng: '77.59', maxDistance: '10', limit: '20', page: '2' };
  for (const key of keys) {
    for (const value of VALUES) {
      const query: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, valid[k]]));
      query[key] = value;
      yield query;
    }
  }
  yield {};
  yield { ...valid, unknownField: 'kept out' };
}

describe('queryNumbersReader', () => {
  it.each([
    ['nearby', NearbyQuerySchema, ['lat', 'lng', 'maxDistance', 'limit']],
    ['trending', TrendingQuerySchema, ['limit']],
    ['reviews of a user (paging)', UserReviewListQuerySchema, ['page', 'limit']],
  ] as const)('reads every %s query exactly as its schema parses it, and leaves the rest to the schema', (_name, schema, keys) => {
    const read = queryNumbersReader(schema)!;
    expect(read).toBeTypeOf('function');
    let accepted = 0;
    for (const query of queries([...keys])) {
      const parsed = schema.safeParse(query);
      // What the schema accepts, the reader reads to the same value; what it refuses, the reader does not read.
      expect(read(query), JSON.stringify(query)).toEqual(parsed.success ? parsed.data : undefined);
      if (parsed.success) accepted++;
    }
    expect(accepted).toBeGreaterThan(5);
  });

  it('does not read queries that are not objects', () => {
    const read = queryNumbersReader(TrendingQuerySchema)!;
    for (const query of [null, undefined, 'limit=5', [], [{ limit: '5' }]]) expect(read(query)).toBeUndefined();
  });

  it('gives no reader to a schema with rules across fields or fields that are not query numbers', () => {
    expect(queryNumbersReader(TruckListQuerySchema)).toBeUndefined();
    const lat = queryNumber('lat', within('lat', -90, 90));
    expect(queryNumbersReader(z.object({ lat }).refine((q) => q.lat !== 0))).toBeUndefined();
    expect(queryNumbersReader(z.object({ lat, name: z.string() }))).toBeUndefined();
    expect(queryNumbersReader(z.object({ lat: lat.pipe(z.number().max(10)) }))).toBeUndefined();
    expect(queryNumbersReader(z.object({ lat }).strict())).toBeUndefined();
  });
});
