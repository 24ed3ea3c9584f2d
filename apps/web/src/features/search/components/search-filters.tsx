import { DIET_TYPES, SEARCH_LIMITS, SEARCH_SORTS, type SearchSort } from '@dishrated/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { DIET_NAMES, SPICE_NAMES } from '../../../components/truck/diet-mark';
import { defineMessages } from '../../../lib/i18n';

const UNDER = [100, 200, 300, 500] as const;
const selectClass = 'h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-800';

const SORT_NAMES = defineMessages<SearchSort>({
  relevance: { id: 'search.sort.relevance', defaultMessage: 'Best match' },
  distance: { id: 'search.sort.distance', defaultMessage: 'Nearest' },
  price: { id: 'search.sort.price', defaultMessage: 'Lowest price' },
  rating: { id: 'search.sort.rating', defaultMessage: 'Top rated' },
});

/** The search's filters and order, read from and written to the page's address. */
export function SearchFilters({ params, onChange, hasPlace }: { params: URLSearchParams; onChange: (name: string, value: string | null) => void; hasPlace: boolean }) {
  const intl = useIntl();
  const any = intl.formatMessage({ id: 'search.any', defaultMessage: 'Any' });
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
    <div role="group" aria-label={intl.formatMessage({ id: 'find.filters', defaultMessage: 'Filters' })} className="flex flex-wrap items-end gap-3">
      <label className="flex h-9 items-center gap-2 text-sm font-medium text-gray-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={params.get('openNow') === 'true'} onChange={(e) => onChange('openNow', e.target.checked ? 'true' : null)} />
        <FormattedMessage id="find.openNow" defaultMessage="Open now" />
      </label>
      {select('diet', intl.formatMessage({ id: 'search.diet', defaultMessage: 'Diet' }), DIET_TYPES.map((d) => [d, intl.formatMessage(DIET_NAMES[d])]), any)}
      {select(
        'spice',
        intl.formatMessage({ id: 'search.spice', defaultMessage: 'Spice' }),
        SPICE_NAMES.map((name, level) => [String(level), level === 0 ? intl.formatMessage(name) : intl.formatMessage({ id: 'search.spiceOrLess', defaultMessage: '{spice} or less' }, { spice: intl.formatMessage(name) })]),
        any,
      )}
      {select('maxPrice', intl.formatMessage({ id: 'find.price', defaultMessage: 'Price' }), UNDER.map((n) => [String(n), intl.formatMessage({ id: 'search.under', defaultMessage: 'Under ₹{amount}' }, { amount: n })]), any)}
      {hasPlace
        ? select('radius', intl.formatMessage({ id: 'search.within', defaultMessage: 'Within' }), SEARCH_LIMITS.radiusKm.options.map((km) => [String(km), intl.formatMessage({ id: 'unit.km', defaultMessage: '{km} km' }, { km })]), null, String(SEARCH_LIMITS.radiusKm.default))
        : null}
      {select('sort', intl.formatMessage({ id: 'search.sortBy', defaultMessage: 'Sort by' }), SEARCH_SORTS.filter((s) => hasPlace || s !== 'distance').map((s) => [s, intl.formatMessage(SORT_NAMES[s])]), null, 'relevance')}
    </div>
  );
}
