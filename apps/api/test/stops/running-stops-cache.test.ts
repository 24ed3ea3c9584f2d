import { describe, expect, it } from 'vitest';
import { RunningStopsCache, type RunningStop } from '../../src/features/stops/running-stops-cache.js';

const stopAt = (latitude: number, longitude: number): RunningStop => ({ placeJson: '{}', placeBytes: Buffer.from('{}'), cosLatitude: 1, id: `${latitude},${longitude}`, truckId: 't', label: 'x', address: null, latitude, longitude, startTime: '18:00', endTime: '22:00', weekdays: ['Friday'], everyWeeks: 1, fromDate: '2026-01-01', untilDate: null, date: null });

/** A cache over a fake database that counts its reads and answers a stop in the middle of each 0.1° cell of the box. */
function cacheWithClock() {
  let now = 0;
  const reads: string[] = [];
  const cache = new RunningStopsCache(
    async (box, at) => {
      reads.push(`${box.minLat.toFixed(1)},${box.lngRanges[0]![0].toFixed(1)}@${at}`);
      const stops: RunningStop[] = [];
      for (let lat = Math.ceil(box.minLat * 10) / 10; lat < box.maxLat - 0.01; lat += 0.1) {
        for (let lng = Math.ceil(box.lngRanges[0]![0] * 10) / 10; lng < box.lngRanges[0]![1] - 0.01; lng += 0.1) stops.push(stopAt(lat + 0.05, lng + 0.05));
      }
      return stops;
    },
    60_000,
    2_000,
    () => now,
  );
  return { cache, reads, tick: (ms: number) => (now += ms) };
}

const flat = async (around: Promise<{ rings: number; ring(r: number): RunningStop[] }>) => {
  const { rings, ring } = await around;
  return Array.from({ length: rings }, (_, r) => ring(r)).flat();
};

describe('stops running at a moment, kept by map cell', () => {
  it('reads the cells around a search in one go, and answers the next searches there from memory', async () => {
    const { cache, reads } = cacheWithClock();
    // Across four 0.1° squares (a stop in the middle of each), of which one stop is within the box.
    const first = await flat(cache.around(12.99, 77.59, 5, 1000));
    expect(reads).toHaveLength(1);
    expect(first.map((s) => [s.latitude, s.longitude])).toEqual([[12.95, 77.55]]);
    expect(await flat(cache.around(12.991, 77.591, 5, 1000))).toEqual(expect.arrayContaining(first));
    expect(reads).toHaveLength(1);
  });

  it('reads a block of cells (half a degree a side) at a time, so searches within it read nothing more', async () => {
    const { cache, reads } = cacheWithClock();
    expect(await flat(cache.around(12.75, 77.75, 1, 1000))).toHaveLength(1);
    expect(reads).toEqual(['12.5,77.5@1000']);
    expect(await flat(cache.around(12.6, 77.9, 5, 1000))).toHaveLength(4);
    expect(reads).toHaveLength(1);
  });

  it('reads only the blocks not read yet', async () => {
    const { cache, reads } = cacheWithClock();
    await cache.around(12.95, 77.55, 1, 1000);
    // Across the block's northern edge: only the block beyond it is read.
    expect(await flat(cache.around(12.99, 77.59, 5, 1000))).toHaveLength(1);
    expect(reads).toEqual(['12.5,77.5@1000', '13.0,77.5@1000']);
  });

  it('gives the stops ring by ring outwards from the centre’s cell (cells of 0.02°)', async () => {
    const { cache } = cacheWithClock();
    const { rings, ring, ringGapKm } = await cache.around(12.75, 77.75, 15, 1000);
    const ringOf = (lat: number) => Array.from({ length: rings }, (_, r) => ring(r)).findIndex((stops) => stops.some((stop) => Math.abs(stop.latitude - lat) < 1e-9 && Math.abs(stop.longitude - 77.75) < 1e-9));
    expect(ringOf(12.75)).toBe(0);
    expect(ringOf(12.85)).toBe(5);
    expect(ringOf(12.65)).toBe(5);
    // A ring is at least (r - 1) cell sides away: 5 rings out is at least 8 km.
    expect(4 * ringGapKm).toBeGreaterThan(8);
    expect(4 * ringGapKm).toBeLessThan(9);
  });

  it('reads a cell again for another moment, after a minute, and after a write here', async () => {
    const { cache, reads, tick } = cacheWithClock();
    await cache.around(12.95, 77.55, 1, 1000);
    const once = reads.length;
    await cache.around(12.95, 77.55, 1, 2000);
    expect(reads).toHaveLength(2 * once);
    tick(60_000);
    await cache.around(12.95, 77.55, 1, 1000);
    expect(reads).toHaveLength(3 * once);
    cache.clear();
    await cache.around(12.95, 77.55, 1, 1000);
    expect(reads).toHaveLength(4 * once);
  });

  it('answers a search whose read is still running when a change clears the cache', async () => {
    let release = () => {};
    const cache = new RunningStopsCache(() => new Promise<RunningStop[]>((resolve) => (release = () => resolve([stopAt(12.99, 77.55)]))), 60_000);
    // Across two blocks (the 13th parallel is an edge between them).
    const search = flat(cache.around(12.99, 77.55, 5, 1000));
    cache.clear();
    release();
    expect(await search).toHaveLength(1);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = new RunningStopsCache(async () => {
      if (fail) throw new Error('database gone');
      return [];
    }, 60_000);
    await expect(cache.around(12.95, 77.55, 1, 1000)).rejects.toThrow('database gone');
    fail = false;
    expect(await flat(cache.around(12.95, 77.55, 1, 1000))).toEqual([]);
  });
});
