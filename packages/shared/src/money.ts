import { indianNumber } from './indian-number.js';

/** A price in rupees as Indians write it: '₹1,20,000', '₹49.5'. */
export function rupees(amount: number): string {
  return `₹${indianNumber(amount, 2)}`;
}

/** An amount in its currency as Indians write it; rupees without `Intl`, which loads locale data. */
export function money(amount: number, currency: string): string {
  if (currency === 'INR') return rupees(amount);
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount);
}
