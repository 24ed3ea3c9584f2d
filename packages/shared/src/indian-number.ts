/**
 * A number as Indians write it, as `Intl.NumberFormat('en-IN', { maximumFractionDigits })` does
 * ('12,34,567', '49.56'): the last three whole digits, then pairs; half rounds away from zero on
 * the shortest decimal that reads back as the number (so 49.555 is 49.56). Written out rather
 * than made by `Intl`: the first formatter a page makes loads the locale's data, about 20 ms of a
 * phone's first screen.
 */
export function indianNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const shortest = String(Math.abs(value));
  // Below a millionth or from 10^21 up, JavaScript writes an exponent; fixed notation then.
  const decimal = shortest.includes('e') ? Math.abs(value).toFixed(Math.min(20, maximumFractionDigits + 1)) : shortest;
  const [whole = '0', fraction = ''] = decimal.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const wholeDigits = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  const fractionDigits = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '');
  const lastThree = wholeDigits.slice(-3);
  const pairs = wholeDigits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs ? `${pairs},` : ''}${lastThree}${fractionDigits ? `.${fractionDigits}` : ''}`;
}
