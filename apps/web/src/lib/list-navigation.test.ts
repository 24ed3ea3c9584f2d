import { describe, expect, it } from 'vitest';
import { nextOptionIndex } from './list-navigation';

describe('nextOptionIndex', () => {
  it('moves down from the field to the first option, then on', () => {
    expect(nextOptionIndex(-1, 3, 1)).toBe(0);
    expect(nextOptionIndex(0, 3, 1)).toBe(1);
  });

  it('goes back to the field after the last option, and from the field up to the last', () => {
    expect(nextOptionIndex(2, 3, 1)).toBe(-1);
    expect(nextOptionIndex(-1, 3, -1)).toBe(2);
    expect(nextOptionIndex(0, 3, -1)).toBe(-1);
  });

  it('has nothing to highlight in an empty list', () => {
    expect(nextOptionIndex(-1, 0, 1)).toBe(-1);
  });
});
