import { CUISINE_OPTIONS, cuisineName, DISTANCE_OPTIONS_KM, PRICE_RANGES, PRICE_RANGE_LABELS, priceRangeLabel, type Place } from '@dishrated/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Input, Label } from '../../../../components/ui/input';
import { useLocale } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { toggleCuisine, type Filters } from '../../find-trucks-filters';
import { AddressSearch } from '../../../../components/address-search';

const chip = (active: boolean) =>
  cn('rounded-full px-3 py-1 text-sm cursor-pointer ring-1', active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-gray-700 ring-gray-200 hover:bg-brand-50');

interface FilterPanelProps {
  filters: Filters;
  onChange: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
  onClear: () => void;
  addressText: string;
  onAddressTextChange: (text: string) => void;
  onPickAddress: (place: Place) => void;
  className?: string;
}

/** Find Trucks' filters: search, area, distance, cuisines, price and open now. */
export function FilterPanel({ filters, onChange, onClear, addressText, onAddressTextChange, onPickAddress, className }: FilterPanelProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Card id="filter-panel" className={cn('h-fit space-y-5 p-5', className)}>
      <div>
        <Label htmlFor="find-search"><FormattedMessage id="find.search" defaultMessage="Search" /></Label>
        <Input id="find-search" type="search" placeholder={intl.formatMessage({ id: 'find.searchPlaceholder', defaultMessage: 'Name, cuisine or tag' })} value={filters.search} onChange={(e) => onChange('search', e.target.value)} />
      </div>
      <AddressSearch value={addressText} onChange={onAddressTextChange} onPick={onPickAddress} />
      <div>
        <Label htmlFor="find-distance"><FormattedMessage id="find.distance" defaultMessage="Distance" /></Label>
        <select id="find-distance" value={filters.distance} onChange={(e) => onChange('distance', Number(e.target.value))} className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm">
          {[...new Set([...DISTANCE_OPTIONS_KM, filters.distance])].sort((a, b) => a - b).map((km) => <option key={km} value={km}>{intl.formatMessage({ id: 'unit.km', defaultMessage: '{km} km' }, { km })}</option>)}
        </select>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-700"><FormattedMessage id="find.cuisine" defaultMessage="Cuisine" /></legend>
        <div className="flex flex-wrap gap-1.5">
          {CUISINE_OPTIONS.map((c) => (
            <button key={c} type="button" aria-pressed={filters.cuisine.includes(c)} onClick={() => onChange('cuisine', toggleCuisine(filters.cuisine, c))} className={chip(filters.cuisine.includes(c))}>
              {c === 'All' ? <FormattedMessage id="find.allCuisines" defaultMessage="All" /> : cuisineName(c, locale)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-700"><FormattedMessage id="find.price" defaultMessage="Price" /></legend>
        <div className="flex flex-wrap gap-1.5">
          {PRICE_RANGES.map((p) => {
            const active = filters.priceRange.includes(p);
            return (
              <button key={p} type="button" aria-pressed={active} aria-label={intl.formatMessage({ id: 'find.priceOption', defaultMessage: '{symbol} {label}' }, { symbol: PRICE_RANGE_LABELS[p].symbol, label: priceRangeLabel(p, PRICE_RANGE_LABELS[p].label, locale) })} onClick={() => onChange('priceRange', active ? filters.priceRange.filter((x) => x !== p) : [...filters.priceRange, p])} className={chip(active)}>
                {PRICE_RANGE_LABELS[p].symbol}
                <span className="ml-1 text-xs opacity-80">{priceRangeLabel(p, PRICE_RANGE_LABELS[p].label, locale)}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
        <input type="checkbox" checked={filters.openNow} onChange={(e) => onChange('openNow', e.target.checked)} className="h-4 w-4 accent-brand-600" />
        <FormattedMessage id="find.openNow" defaultMessage="Open now" />
      </label>
      <Button variant="outline" className="w-full" onClick={onClear}>
        <FormattedMessage id="find.clearFilters" defaultMessage="Clear All Filters" />
      </Button>
    </Card>
  );
}
