import { describe, expect, it } from 'vitest';
import { toggleCuisine } from './find-trucks-filters';

describe('toggleCuisine', () => {
  it("replaces 'All' with the first cuisine chosen", () => {
    expect(toggleCuisine(['All'], 'Thai')).toEqual(['Thai']);
  });

  it('adds and removes further cuisines', () => {
    expect(toggleCuisine(['Thai'], 'Vegan')).toEqual(['Thai', 'Vegan']);
    expect(toggleCuisine(['Thai', 'Vegan'], 'Thai')).toEqual(['Vegan']);
  });

  it("goes back to 'All' when the last cuisine is removed, or when 'All' is chosen", () => {
    expect(toggleCuisine(['Thai'], 'Thai')).toEqual(['All']);
    expect(toggleCuisine(['Thai', 'Vegan'], 'All')).toEqual(['All']);
  });
});
