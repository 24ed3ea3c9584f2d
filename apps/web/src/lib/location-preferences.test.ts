import { describe, expect, it } from 'vitest';
import { LOCATION_CACHE_MS, REASK_AFTER_MS, shouldAsk, type LocationPreferences } from './location-preferences';

const NOW = 1_800_000_000_000;
const prefs = (p: Partial<LocationPreferences>): LocationPreferences => ({ hasAskedPermission: true, permissionGranted: false, cachedLocation: null, lastAsked: null, ...p });

describe('when to ask for location', () => {
  it('asks a visitor who was never asked', () => {
    expect(shouldAsk(prefs({ hasAskedPermission: false }), NOW)).toBe(true);
  });

  it('does not ask while a granted location is fresh, and asks once it is stale', () => {
    const at = (age: number) => prefs({ permissionGranted: true, cachedLocation: { lat: 12.9, lng: 77.6, timestamp: NOW - age } });
    expect(shouldAsk(at(LOCATION_CACHE_MS - 1), NOW)).toBe(false);
    expect(shouldAsk(at(LOCATION_CACHE_MS), NOW)).toBe(true);
  });

  it('asks a visitor who refused again only a day after the last ask', () => {
    expect(shouldAsk(prefs({ lastAsked: NOW - REASK_AFTER_MS + 1 }), NOW)).toBe(false);
    expect(shouldAsk(prefs({ lastAsked: NOW - REASK_AFTER_MS }), NOW)).toBe(true);
  });
});
