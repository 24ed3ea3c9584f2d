import { DIET_LABELS, DIET_TYPES, SEARCH_LIMITS, SEARCH_SORTS, SEARCH_SORT_LABELS, SPICE_LABELS } from '@dishrated/shared';

const UNDER = [100, 200, 300, 500] as const;
const selectClass = 'h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-800';

/** The search's filters and order, read from and written to the page's address. */
export function SearchFilters({ params, onChange, hasPlace }: { params: URLSearchParams; onChange: (name: string, value: string | null) => void; hasPlace: boolean }) {
  /** `empty`: the label of "no filter"; without one, `fallback` is the value shown until one is chosen. */
  const select = (name: string, label: string, options: Array<[string, string]>, empty: string | null, fallback = '') => (
    <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
      {label}
      <select className={selectClass} value={params.get(name) ?? fallback} onChange={(e) => onChange(name, e.target.value || null)}>
        {empty !== null ? <option value="">{empty}</option> : null}
        {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
      </select>
    </label>
  );
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap items-end gap-3">
      <label className="flex h-9 items-center gap-2 text-sm font-medium text-gray-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={params.get('openNow') === 'true'} onChange={(e) => onChange('openNow', e.target.checked ? 'true' : null)} />
        Open now
      </label>
      {select('diet', 'Diet', DIET_TYPES.map((d) => [d, DIET_LABELS[d]]), 'Any')}
      {select('spice', 'Spice', SPICE_LABELS.map((label, level) => [String(level), level === 0 ? label : `${label} or less`]), 'Any')}
      {select('maxPrice', 'Price', UNDER.map((n) => [String(n), `Under ₹${n}`]), 'Any')}
      {hasPlace ? select('radius', 'Within', SEARCH_LIMITS.radiusKm.options.map((km) => [String(km), `${km} km`]), null, String(SEARCH_LIMITS.radiusKm.default)) : null}
      {select('sort', 'Sort by', SEARCH_SORTS.filter((s) => hasPlace || s !== 'distance').map((s) => [s, SEARCH_SORT_LABELS[s]]), null, 'relevance')}
    </div>
  );
}
