import { indianNumber } from './indian-number.js';

/** A price in rupees as Indians write it: '₹1,20,000', '₹49.5'. */
export function rupees(amount: number): string {
  return `₹${indianNumber(amount, 2)}`;
}
