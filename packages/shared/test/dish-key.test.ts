import { describe, expect, it } from 'vitest';
import { DISH_MATCH_THRESHOLD, dishKey, dishQuery, trigramCoverage, trigramsOf } from '../src/index.js';

const matches = (query: string, name: string) => trigramCoverage(trigramsOf(dishKey(dishQuery(query))), trigramsOf(dishKey(name))) >= DISH_MATCH_THRESHOLD;

describe('dish names as search compares them', () => {
  it.each([
    ['Pav Bhaji', 'pav baji'],
    ['PAAV BHAJI', 'pav baji'],
    ['Paneer Tikka', 'paner tika'],
    ['Panner tikka', 'paner tika'],
    ['Wada Pav', 'vada pav'],
    ['Chhole Bhature', 'chole bature'],
  ])('"%s" is "%s"', (name, key) => {
    expect(dishKey(name)).toBe(key);
  });

  it.each([
    ['vada', 'Vada Pav'],
    ['biriyani', 'Chicken Biryani'],
    ['momo', 'Veg Momos'],
    ['पाव भाजी', 'Pav Bhaji'],
  ])('a search for "%s" finds %s', (query, name) => {
    expect(matches(query, name)).toBe(true);
  });

  it.each([
    ['vada pav', 'Masala Dosa'],
    ['momos', 'Masala Chai'],
  ])('a search for "%s" does not find %s', (query, name) => {
    expect(matches(query, name)).toBe(false);
  });
});
