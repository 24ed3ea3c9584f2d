import { describe, expect, it } from 'vitest';
import { ALERT_BURST_MS, DEFAULT_FOLLOW_ALERTS, DEFAULT_NOTIFICATION_SETTINGS, followerAlert, inQuietHours, isEveningFor, stopNearPlaces, type FollowerState } from '../src/index.js';

// 2026-12-02, 14:00 and 23:30 India time.
const afternoon = Date.parse('2026-12-02T14:00:00+05:30');
const lateNight = Date.parse('2026-12-02T23:30:00+05:30');
const home = { label: 'Home', latitude: 12.9352, longitude: 77.6146, radiusKm: 2 };
const follower = (overrides: Partial<FollowerState> = {}): FollowerState => ({
  alerts: DEFAULT_FOLLOW_ALERTS,
  settings: { ...DEFAULT_NOTIFICATION_SETTINGS, places: [home] },
  lastAlertAt: null,
  sentToday: 0,
  ...overrides,
});

describe('a follower hears of a change', () => {
  it('when the truck opens, pushed in the afternoon', () => {
    expect(followerAlert('opened', null, follower(), afternoon)).toEqual({ kind: 'opened', place: null, pushed: true });
  });

  it('kept but not pushed in quiet hours', () => {
    expect(followerAlert('opened', null, follower(), lateNight)).toMatchObject({ kind: 'opened', pushed: false });
  });

  it('as near a saved place when the truck opens within its reach', () => {
    expect(followerAlert('opened', { lat: 12.94, lng: 77.62 }, follower(), afternoon)).toEqual({ kind: 'nearby', place: 'Home', pushed: true });
  });

  it('of a move only near a saved place, unless they chose every move', () => {
    expect(followerAlert('moved', { lat: 13.2, lng: 77.7 }, follower(), afternoon)).toBeNull();
    expect(followerAlert('moved', { lat: 12.94, lng: 77.62 }, follower(), afternoon)).toMatchObject({ kind: 'nearby' });
    expect(followerAlert('moved', { lat: 13.2, lng: 77.7 }, follower({ alerts: { ...DEFAULT_FOLLOW_ALERTS, moves: true } }), afternoon)).toMatchObject({ kind: 'moved' });
  });

  it('once per burst of changes', () => {
    expect(followerAlert('opened', null, follower({ lastAlertAt: afternoon - ALERT_BURST_MS + 1000 }), afternoon)).toBeNull();
    expect(followerAlert('opened', null, follower({ lastAlertAt: afternoon - ALERT_BURST_MS }), afternoon)).not.toBeNull();
  });

  it('at most the daily cap a day', () => {
    expect(followerAlert('opened', null, follower({ sentToday: 5 }), afternoon)).toBeNull();
    expect(followerAlert('opened', null, follower({ sentToday: 4 }), afternoon)).not.toBeNull();
  });

  it('of a new dish only when they chose new dishes, wherever the truck is', () => {
    expect(followerAlert('newDish', { lat: 12.94, lng: 77.62 }, follower(), afternoon)).toBeNull();
    expect(followerAlert('newDish', null, follower({ alerts: { ...DEFAULT_FOLLOW_ALERTS, menu: true } }), afternoon)).toEqual({ kind: 'newDish', place: null, pushed: true });
  });

  it('never when they turned the alert off', () => {
    expect(followerAlert('opened', { lat: 12.94, lng: 77.62 }, follower({ alerts: { opens: false, moves: false, nearMe: false, menu: false, events: false } }), afternoon)).toBeNull();
  });
});

describe('quiet hours', () => {
  it('cross midnight in the follower’s zone, not the server’s', () => {
    const settings = { quietStart: '22:00', quietEnd: '08:00', timeZone: 'Asia/Kolkata' };
    expect(inQuietHours(Date.parse('2026-12-02T07:59:00+05:30'), settings)).toBe(true);
    expect(inQuietHours(Date.parse('2026-12-02T08:00:00+05:30'), settings)).toBe(false);
    expect(inQuietHours(Date.parse('2026-12-02T22:00:00+05:30'), settings)).toBe(true);
    expect(inQuietHours(Date.parse('2026-12-02T22:00:00+05:30'), { ...settings, timeZone: 'Europe/London' })).toBe(false);
  });

  it('are none when they start and end at once', () => {
    expect(inQuietHours(lateNight, { quietStart: '00:00', quietEnd: '00:00', timeZone: 'Asia/Kolkata' })).toBe(false);
  });
});

describe('a follower hears of a food event', () => {
  it('when they chose events', () => {
    expect(followerAlert('newEvent', null, follower({ alerts: { ...DEFAULT_FOLLOW_ALERTS, events: true } }), afternoon)).toEqual({ kind: 'newEvent', place: null, pushed: true });
  });

  it('not by default', () => {
    expect(followerAlert('newEvent', null, follower(), afternoon)).toBeNull();
  });
});

describe('near where the follower last shared their position', () => {
  const sharing = (at: number) => follower({ settings: { ...DEFAULT_NOTIFICATION_SETTINGS, nearLastPosition: true }, lastPosition: { lat: 19.076, lng: 72.8777, at } });

  it('is "near you" while the position is fresh', () => {
    expect(followerAlert('moved', { lat: 19.08, lng: 72.88 }, sharing(afternoon - 3600_000), afternoon)).toEqual({ kind: 'nearby', place: 'you', pushed: true });
  });

  it('no longer counts once the position is old', () => {
    expect(followerAlert('moved', { lat: 19.08, lng: 72.88 }, sharing(afternoon - 7 * 3600_000), afternoon)).toBeNull();
  });
});

describe('the evening before', () => {
  const home = { label: 'Home', latitude: 12.9352, longitude: 77.6146, radiusKm: 2 };
  const stop = (label: string, latitude: number, longitude: number, start: string) => ({ stopId: label, label, address: null, latitude, longitude, start, end: start });

  it('finds tomorrow’s first stop within reach of a saved place', () => {
    const far = stop('Bandra', 19.06, 72.83, '2026-12-03T06:00:00Z');
    const later = stop('Koramangala late', 12.936, 77.615, '2026-12-03T15:00:00Z');
    const earlier = stop('Koramangala lunch', 12.935, 77.614, '2026-12-03T07:00:00Z');
    expect(stopNearPlaces([far, later, earlier], [home])).toMatchObject({ place: 'Home', occurrence: { label: 'Koramangala lunch' } });
    expect(stopNearPlaces([far], [home])).toBeNull();
  });

  it('is the follower’s evening from 18:00 until their quiet hours', () => {
    const settings = { quietStart: '22:00', quietEnd: '08:00', timeZone: 'Asia/Kolkata' };
    expect(isEveningFor(Date.parse('2026-12-02T17:59:00+05:30'), settings)).toBe(false);
    expect(isEveningFor(Date.parse('2026-12-02T18:00:00+05:30'), settings)).toBe(true);
    expect(isEveningFor(Date.parse('2026-12-02T22:00:00+05:30'), settings)).toBe(false);
  });
});
