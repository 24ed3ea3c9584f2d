/** The `fraction` percentile (0.5 for the median) of `values`, in their unit; 0 when there are none. */
export function percentile(values: ArrayLike<number>, fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}
