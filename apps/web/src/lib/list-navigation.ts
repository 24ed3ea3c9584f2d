/**
 * The highlighted option after an arrow key in a combobox list of `count` options, where -1 means
 * "none, the text field itself". Down from the last option and Up from the first go back to the
 * field; Up from the field goes to the last option.
 */
export function nextOptionIndex(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  const positions = count + 1; // the options, then the field
  const position = current === -1 ? count : current;
  const next = (position + step + positions) % positions;
  return next === count ? -1 : next;
}
