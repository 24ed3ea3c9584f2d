import { DEFAULT_DISTANCE_KM } from '@dishrated/shared';

export interface Filters {
  search: string;
  distance: number;
  cuisine: string[];
  priceRange: string[];
  openNow: boolean;
}
export const DEFAULT_FILTERS: Filters = { search: '', distance: DEFAULT_DISTANCE_KM, cuisine: ['All'], priceRange: [], openNow: false };

/** Choosing 'All' replaces other choices; choosing another removes 'All'. */
export function toggleCuisine(current: string[], choice: string): string[] {
  if (choice === 'All') return ['All'];
  const withoutAll = current.filter((c) => c !== 'All');
  const next = withoutAll.includes(choice) ? withoutAll.filter((c) => c !== choice) : [...withoutAll, choice];
  return next.length ? next : ['All'];
}
