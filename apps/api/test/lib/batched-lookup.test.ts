import { describe, expect, it, vi } from 'vitest';
import { batchedLookup } from '../../src/lib/batched-lookup.js';

describe('batchedLookup', () => {
  it('looks up the keys asked for in one turn of the event loop in one call, each once', async () => {
    const lookUpMany = vi.fn(async (keys: string[]) => new Map(keys.map((key) => [key, key.toUpperCase()])));
    const lookUp = batchedLookup(lookUpMany);
    const answers = await Promise.all(['a', 'b', 'a', 'c'].map(lookUp));
    expect(answers).toEqual(['A', 'B', 'A', 'C']);
    expect(lookUpMany).toHaveBeenCalledTimes(1);
    expect(lookUpMany).toHaveBeenCalledWith(['a', 'b', 'c']);
  });

  it('answers undefined for a key the lookup did not find', async () => {
    const lookUp = batchedLookup(async () => new Map<string, number>());
    expect(await lookUp('missing')).toBeUndefined();
  });

  it('sends a full batch at once and the rest in the next', async () => {
    const lookUpMany = vi.fn(async (keys: string[]) => new Map(keys.map((key) => [key, key])));
    const lookUp = batchedLookup(lookUpMany, 2);
    await Promise.all(['a', 'b', 'c'].map(lookUp));
    expect(lookUpMany.mock.calls).toEqual([[['a', 'b']], [['c']]]);
  });

  it('fails every caller of a batch whose lookup failed, and recovers for the next', async () => {
    let fail = true;
    const lookUp = batchedLookup(async (keys: string[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, 1]));
    });
    const results = await Promise.allSettled([lookUp('a'), lookUp('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookUp('a')).toBe(1);
  });
});
