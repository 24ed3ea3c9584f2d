import { describe, expect, it } from 'vitest';
import { NearbyQuerySchema, TrendingQuerySchema } from '../src/index.js';

/** Query numbers are read strictly: what a person would call a number, nothing else. */
describe('numbers in a query string', () => {
  const nearby = (lat: unknown) => NearbyQuerySchema.safeParse({ lat, lng: '77.59' });

  it.each(['12.97', '-12.5', '0', '.5', '5.', '1e1', ' 12 '])('reads %j as a number', (text) => {
    expect(nearby(text)).toMatchObject({ success: true, data: { lat: Number(text) } });
  });

  it.each(['', ' ', 'abc', '12abc', '0x10', '+5', 'Infinity', 'NaN', '1e400', '1'.repeat(33), ['12', '13'], null, true])('refuses %j', (value) => {
    const parsed = nearby(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/^lat must be/);
  });

  it('checks the range after reading', () => {
    expect(nearby('91').error!.issues[0]!.message).toBe('lat must be between -90 and 90');
  });

  it('fills in defaults for numbers left out', () => {
    expect(TrendingQuerySchema.parse({})).toEqual({ limit: 6, order: 'trending' });
  });
});
