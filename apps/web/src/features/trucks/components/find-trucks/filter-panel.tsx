import { CUISINE_OPTIONS, DISTANCE_OPTIONS_KM, PRICE_RANGES, PRICE_RANGE_LABELS, type Place } from '@dishrated/shared';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Input, Label } from '../../../../components/ui/input';
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
  return (
    <Card id="filter-panel" className={cn('h-fit space-y-5 p-5', className)}>
      <div>
        <Label htmlFor="find-search">Search</Label>
        <Input id="find-search" type="search" placeholder="Name, cuisine or tag" value={filters.search} onChange={(e) => onChange('search', e.target.value)} />
      </div>
      <AddressSearch value={addressText} onChange={onAddressTextChange} onPick={onPickAddress} />
      <div>
        <Label htmlFor="find-distance">Distance</Label>
        <select id="find-distance" value={filters.distance} onChange={(e) => onChange('distance', Number(e.target.value))} className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm">
          {[...new Set([...DISTANCE_OPTIONS_KM, filters.distance])].sort((a, b) => a - b).map((km) => <option key={km} value={km}>{km} km</option>)}
        </select>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-700">Cuisine</legend>
        <div className="flex flex-wrap gap-1.5">
          {CUISINE_OPTIONS.map((c) => (
            <button key={c} type="button" aria-pressed={filters.cuisine.includes(c)} onClick={() => onChange('cuisine', toggleCuisine(filters.cuisine, c))} className={chip(filters.cuisine.includes(c))}>{c}</button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-700">Price</legend>
        <div className="flex flex-wrap gap-1.5">
          {PRICE_RANGES.map((p) => {
            const active = filters.priceRange.includes(p);
            return (
              <button key={p} type="button" aria-pressed={active} aria-label={`${PRICE_RANGE_LABELS[p].symbol} ${PRICE_RANGE_LABELS[p].label}`} onClick={() => onChange('priceRange', active ? filters.priceRange.filter((x) => x !== p) : [...filters.priceRange, p])} className={chip(active)}>
                {PRICE_RANGE_LABELS[p].symbol} <span className="text-xs opacity-80">{PRICE_RANGE_LABELS[p].label}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
        <input type="checkbox" checked={filters.openNow} onChange={(e) => onChange('openNow', e.target.checked)} className="h-4 w-4 accent-brand-600" />
        Open now
      </label>
      <Button variant="outline" className="w-full" onClick={onClear}>Clear All Filters</Button>
    </Card>
  );
}
