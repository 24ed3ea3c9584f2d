import { haversineKm } from '@dishrated/shared';
import { describe, expect, it } from 'vitest';
import { PointGrid } from '../../src/lib/point-grid.js';

// The grid skips cells it knows hold nothing near enough; every search must still find exactly
// what checking every point would.
function seededRandom(seed: number) {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

const random = seededRandom(7);
const places = [
  { lat: 12.97, lng: 77.59 }, // Bengaluru
  { lat: 28.61, lng: 77.21 }, // Delhi
  { lat: 34.08, lng: 74.8 }, // Srinagar, farther north: cells are narrower east to west
  { lat: 78.22, lng: 15.65 }, // Longyearbyen, near the pole
];
const grid = new PointGrid<number>();
const points: Array<{ key: string; lat: number; lng: number }> = [];
for (let i = 0; i < 4000; i++) {
  const centre = places[i % places.length]!;
  const point = { key: `p${i}`, lat: centre.lat + (random() - 0.5) * 0.8, lng: centre.lng + (random() - 0.5) * 0.8 };
  points.push(point);
  grid.put(point.key, point.lat, point.lng, i);
}

function everyPointWithin(lat: number, lng: number, radiusKm: number, accept: (value: number) => boolean = () => true) {
  return points
    .map((point, value) => ({ ...point, value, km: haversineKm({ lat, lng }, point) }))
    .filter((point) => point.km <= radiusKm && accept(point.value))
    .sort((a, b) => a.km - b.km || (a.key < b.key ? -1 : 1))
    .map((point) => point.key);
}

describe('the point grid', () => {
  it('finds exactly the points within a radius, nearest first, at every latitude', () => {
    for (const centre of places) {
      for (const radiusKm of [0.5, 3, 10, 25, 60]) {
        const lat = centre.lat + (random() - 0.5) * 0.6;
        const lng = centre.lng + (random() - 0.5) * 0.6;
        expect(grid.within(lat, lng, radiusKm).map((p) => p.key)).toEqual(everyPointWithin(lat, lng, radiusKm));
      }
    }
  });

  it('returns the nearest few when asked for a limit, the same as the whole search cut short', () => {
    for (const centre of places) {
      const lat = centre.lat + 0.1;
      const lng = centre.lng - 0.1;
      expect(grid.within(lat, lng, 10, undefined, 7).map((p) => p.key)).toEqual(everyPointWithin(lat, lng, 10).slice(0, 7));
    }
  });

  it('applies a filter to the points within the radius', () => {
    const even = (value: number) => value % 2 === 0;
    const { lat, lng } = places[0]!;
    const found = grid.within(lat, lng, 15, even).map((p) => p.key);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(everyPointWithin(lat, lng, 15, even));
  });

  it('finds only the points carrying a tag asked for', () => {
    const tagged = new PointGrid<number>();
    points.forEach((point, value) => tagged.put(point.key, point.lat, point.lng, value, 1 << (value % 3)));
    const { lat, lng } = places[1]!;
    const found = tagged.within(lat, lng, 15, undefined, Infinity, 0b101).map((p) => p.key);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(everyPointWithin(lat, lng, 15, (value) => value % 3 !== 1));
  });
});
