import { indianNumber } from './indian-number.js';

/**
 * "1 food truck", "2 food trucks", "0 food trucks": a count with its noun in the right number.
 * English only needs the plural spelled out when it is irregular.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${indianNumber(count)} ${count === 1 ? singular : plural}`;
}

/** A count that may have stopped at a cap: "1,000+ trucks" when it did. */
export function cappedCountOf(count: number, capped: boolean, singular: string, plural = `${singular}s`): string {
  return capped ? `${indianNumber(count)}+ ${plural}` : countOf(count, singular, plural);
}
