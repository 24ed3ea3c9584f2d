import { describe, expect, it } from 'vitest';
import { RunningStopsCache, type MomentPlaces, type RunningStop } from '../../src/features/stops/running-stops-cache.js';

const stopAt = (latitude: number, longitude: number, truckId = `truck ${latitude.toFixed(2)},${longitude.toFixed(2)}`, startedAt = '2026-01-02T18:00'): RunningStop => ({
  placeJson: JSON.stringify({ coordinates: { latitude, longitude }, address: `${latitude.toFixed(2)},${longitude.toFixed(2)}` }),
  id: `stop ${latitude},${longitude}`,
  truckId,
  startedAt,
  label: 'x',
  address: null,
  latitude,
  longitude,
  startTime: '18:00',
  endTime: '22:00',
  weekdays: ['Friday'],
  everyWeeks: 1,
  fromDate: '2026-01-01',
  untilDate: null,
  date: null,
});

/** A truck's summary as nearby lists it (without braces), standing somewhere else now. */
const summaryOf = (truckId: string, name = truckId) => Buffer.from(`"id":"${truckId}","name":"${name}","lastLocationUpdate":null,"location":{"coordinates":{"latitude":28.61,"longitude":77.2}}`);

/** A cache over a fake database that counts its reads and answers a stop in the middle of each 0.1° square of the box. */
function cacheWithClock(names = new Map<string, string>(), maxPlaces?: number) {
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
    async (ids) => new Map(ids.filter((id) => names.get(id) !== 'gone').map((id) => [id, summaryOf(id, names.get(id))])),
    60_000,
    2_000,
    () => now,
    maxPlaces,
  );
  return { cache, reads, tick: (ms: number) => (now += ms) };
}

/** What a nearby search of the moment lists: each truck's name and place. */
const listed = (moment: MomentPlaces | undefined, lat: number, lng: number, radiusKm: number) =>
  (JSON.parse(moment!.index.nearest(lat, lng, radiusKm, 50)!.toString()) as Array<{ name: string; location: { coordinates: { latitude: number; longitude: number } } }>).map(
    ({ name, location: { coordinates: c } }) => `${name} at ${c.latitude.toFixed(2)},${c.longitude.toFixed(2)}`,
  );

describe('stops running at a moment, kept by block of the map', () => {
  it('lists a truck at its running stop, as nearby lists it, within the radius', async () => {
    const { cache } = cacheWithClock();
    // Four 0.1° squares around the centre; one stop, 6.2 km away, is within 7 km.
    expect(listed(await cache.around(12.99, 77.59, 7, 1000), 12.99, 77.59, 7)).toEqual(['truck 12.95,77.55 at 12.95,77.55']);
  });

  it('reads the blocks around a search in one go, and answers the next searches there from memory', async () => {
    const { cache, reads } = cacheWithClock();
    await cache.around(12.99, 77.59, 5, 1000);
    expect(reads).toHaveLength(1);
    await cache.around(12.991, 77.591, 5, 1000);
    expect(reads).toHaveLength(1);
  });

  it('reads a block (half a degree a side) at a time, so searches within it read nothing more', async () => {
    const { cache, reads } = cacheWithClock();
    await cache.around(12.75, 77.75, 1, 1000);
    expect(reads).toEqual(['12.5,77.5@1000']);
    // Its own square's stop and the four squares beside it (the corners' are 15.5 km away).
    expect(listed(await cache.around(12.75, 77.75, 15, 1000), 12.75, 77.75, 15)).toHaveLength(5);
    expect(reads).toHaveLength(1);
  });

  it('reads only the blocks not read yet', async () => {
    const { cache, reads } = cacheWithClock();
    await cache.around(12.95, 77.55, 1, 1000);
    // Across the block's northern edge: only the block beyond it is read.
    expect(listed(await cache.around(12.99, 77.59, 7, 1000), 12.99, 77.59, 7)).toHaveLength(1);
    expect(reads).toEqual(['12.5,77.5@1000', '13.0,77.5@1000']);
  });

  it('reads a block again for another moment, after a minute, and after a write here', async () => {
    const { cache, reads, tick } = cacheWithClock();
    await cache.around(12.95, 77.55, 1, 1000);
    await cache.around(12.95, 77.55, 1, 2000);
    expect(reads).toHaveLength(2);
    tick(60_000);
    await cache.around(12.95, 77.55, 1, 1000);
    expect(reads).toHaveLength(3);
    cache.clear();
    await cache.around(12.95, 77.55, 1, 1000);
    expect(reads).toHaveLength(4);
  });

  it('starts afresh once it holds more trucks than its bound, rather than growing', async () => {
    const { cache, reads } = cacheWithClock(new Map(), 10);
    // A block holds 25 trucks here (one per 0.1° square): past the bound of 10.
    await cache.around(12.95, 77.55, 1, 1000);
    await cache.around(12.95, 77.55, 1, 1000);
    expect(reads).toHaveLength(2);
  });

  it('shows a truck as it is now once its summary changes, and no longer once it is gone', async () => {
    const names = new Map<string, string>();
    const { cache, reads } = cacheWithClock(names);
    const truck = 'truck 12.95,77.55';
    await cache.around(12.95, 77.55, 1, 1000);
    names.set(truck, 'Renamed Rolls');
    await cache.refresh([truck]);
    expect(listed(await cache.around(12.95, 77.55, 1, 1000), 12.95, 77.55, 1)).toEqual(['Renamed Rolls at 12.95,77.55']);
    names.set(truck, 'gone');
    await cache.refresh([truck]);
    expect(listed(await cache.around(12.95, 77.55, 1, 1000), 12.95, 77.55, 1)).toEqual([]);
    expect(reads).toHaveLength(1);
  });

  it('places a truck with two stops running at once at the one that started first, wherever a search is', async () => {
    const [first, later] = [stopAt(12.95, 77.55, 'one truck', '2026-01-02T17:00'), stopAt(12.96, 77.55, 'one truck', '2026-01-02T18:00')];
    const cache = new RunningStopsCache(async () => [later, first], async (ids) => new Map(ids.map((id) => [id, summaryOf(id)])), 60_000);
    // From beside the later stop too.
    expect(listed(await cache.around(12.96, 77.55, 5, 1000), 12.96, 77.55, 5)).toEqual(['one truck at 12.95,77.55']);
  });

  it('answers a search whose read is still running when a change clears the cache', async () => {
    let release = () => {};
    const cache = new RunningStopsCache(
      () => new Promise<RunningStop[]>((resolve) => (release = () => resolve([stopAt(12.99, 77.55)]))),
      async (ids) => new Map(ids.map((id) => [id, summaryOf(id)])),
      60_000,
    );
    const search = cache.around(12.99, 77.55, 5, 1000);
    cache.clear();
    release();
    expect(listed(await search, 12.99, 77.55, 5)).toHaveLength(1);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = new RunningStopsCache(
      async () => {
        if (fail) throw new Error('database gone');
        return [];
      },
      async () => new Map(),
      60_000,
    );
    await expect(cache.around(12.95, 77.55, 1, 1000)).rejects.toThrow('database gone');
    fail = false;
    expect(listed(await cache.around(12.95, 77.55, 1, 1000), 12.95, 77.55, 1)).toEqual([]);
  });

  it('leaves a search wider than the blocks it keeps to the database', async () => {
    const { cache, reads } = cacheWithClock();
    expect(await cache.around(12.95, 77.55, 400, 1000)).toBeUndefined();
    expect(reads).toEqual([]);
  });
});
