/** Made once: `toLocaleString` builds a number format on every call. */
const rupeeAmount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A price in rupees as Indians write it: '₹1,20,000', '₹49.5'. */
export function rupees(amount: number): string {
  return `₹${rupeeAmount.format(amount)}`;
}
