import type { Truck, TruckSummary } from '@dishrated/shared';
import { describe, expect, it } from 'vitest';
import { applyToList, applyToTruck } from './live-updates';

const truck = (id: string, lat: number, lng: number, distance?: string): Truck => ({
  _id: id, id, name: id, description: '', cuisine: 'Thai', image: null, images: [], tags: [], priceRange: 'mid', status: 'closed', openNow: false, openUntil: null, opensAt: null, statusBy: 'schedule', currentStop: null, nextStop: null, waitTime: null, fssaiLicense: null,
  rating: 0, reviewCount: 0, featured: false, owner: 'o', claimed: true, fssaiVerified: false, location: { address: 'old', coordinates: { latitude: lat, longitude: lng } }, aboutInfo: {},
  lastLocationUpdate: null, isLocationSharingEnabled: true, distance,
});
const centre = { lat: 12.97, lng: 77.59 };
const summary = (id: string, lat: number, distance: string): TruckSummary => ({
  id, name: id, cuisine: 'Thai', image: null, status: 'open', openUntil: null, waitTime: null, rating: 0, reviewCount: 0, lastLocationUpdate: null, claimed: true, distance,
  location: { coordinates: { latitude: lat, longitude: 77.59 } },
});

describe('live updates', () => {
  it('moves a truck and re-sorts the list nearest first', () => {
    const list = [truck('a', 12.971, 77.59, '0.11 km'), truck('b', 12.98, 77.59, '1.11 km')];
    const next = applyToList(list, { type: 'location', data: { truckId: 'b', coordinates: { latitude: 12.9701, longitude: 77.59 }, address: 'new', lastLocationUpdate: '2026-11-23T10:00:00.000Z' } }, centre);
    expect(next.map((t) => t.id)).toEqual(['b', 'a']);
    expect(next[0]).toMatchObject({ distance: '0.01 km', location: { address: 'new' } });
  });

  it('moves a truck of a nearby list (summaries) and re-sorts it nearest first', () => {
    const list = [summary('a', 12.971, '0.11 km'), summary('b', 12.98, '1.11 km'), summary('c', 12.99, '2.22 km')];
    const next = applyToList(list, { type: 'location', data: { truckId: 'c', coordinates: { latitude: 12.975, longitude: 77.59 }, address: null, lastLocationUpdate: null } }, centre);
    expect(next.map((t) => [t.id, t.distance])).toEqual([['a', '0.11 km'], ['c', '0.56 km'], ['b', '1.11 km']]);
  });

  it('adds a truck that enters and removes one that leaves', () => {
    const list = [truck('a', 12.971, 77.59, '0.11 km')];
    const entered = applyToList(list, { type: 'enter', data: { truckId: 'b', truck: truck('b', 12.9705, 77.59) } }, centre);
    expect(entered.map((t) => t.id)).toEqual(['b', 'a']);
    expect(applyToList(entered, { type: 'leave', data: { truckId: 'a' } }, centre).map((t) => t.id)).toEqual(['b']);
  });

  it('ignores a move of a truck the list does not show', () => {
    const list = [truck('a', 12.971, 77.59, '0.11 km')];
    expect(applyToList(list, { type: 'location', data: { truckId: 'x', coordinates: { latitude: 0, longitude: 0 }, address: null, lastLocationUpdate: null } }, centre)).toBe(list);
  });

  it('changes the serving state and wait time of the one truck', () => {
    const data = { truckId: 'a', status: 'open', openNow: true, openUntil: '2026-11-28T18:00:00.000Z', opensAt: null, statusBy: 'owner', currentStop: null, nextStop: null, waitTime: '5 min' } as const;
    expect(applyToTruck(truck('a', 1, 1), { type: 'status', data })).toMatchObject({ status: 'open', openNow: true, openUntil: '2026-11-28T18:00:00.000Z', statusBy: 'owner', waitTime: '5 min' });
    expect(applyToTruck(summary('a', 1, '1 km'), { type: 'status', data })).toEqual({ ...summary('a', 1, '1 km'), status: 'open', openUntil: '2026-11-28T18:00:00.000Z', waitTime: '5 min' });
  });
});
