import { describe, expect, it } from 'vitest';
import { pageWindow } from './paging';

describe('page buttons', () => {
  it('shows every page when there are five or fewer', () => expect(pageWindow(1, 3)).toEqual([1, 2, 3]));
  it('centres on the current page', () => expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]));
  it('stops at the last page', () => expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]));
  it('starts at the first page', () => expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]));
});
