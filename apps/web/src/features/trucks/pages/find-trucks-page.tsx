import { CUISINE_OPTIONS, DEFAULT_DISTANCE_KM, DISTANCE_OPTIONS_KM, FIND_TRUCKS_LIMIT, MAX_SEARCH_RADIUS_KM, PRICE_RANGES, PRICE_RANGE_LABELS, countOf } from '@dishrated/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LayoutGrid, List, LocateFixed, SlidersHorizontal } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { LazyTruckMap } from '../../../components/map/lazy-truck-map';
import { LocationRequired } from '../../../components/map/location-required';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { getPosition } from '../../../lib/location-preferences';
import { geocodeApi, truckQueries } from '../api/trucks-api';
import { AddressSearch } from '../components/address-search';
import { TruckCard } from '../components/truck-card';

interface Filters {
  search: string;
  distance: number;
  cuisine: string[];
  priceRange: string[];
  openNow: boolean;
}
const DEFAULT_FILTERS: Filters = { search: '', distance: DEFAULT_DISTANCE_KM, cuisine: ['All'], priceRange: [], openNow: false };

/** Choosing 'All' replaces other choices; choosing another removes 'All'. */
export function toggleCuisine(current: string[], choice: string): string[] {
  if (choice === 'All') return ['All'];
  const withoutAll = current.filter((c) => c !== 'All');
  const next = withoutAll.includes(choice) ? withoutAll.filter((c) => c !== choice) : [...withoutAll, choice];
  return next.length ? next : ['All'];
}

type Place = { lat: number; lng: number; address: string };

export default function FindTrucksPage() {
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [place, setPlace] = useState<Place | null>(null);
  const [addressText, setAddressText] = useState('');
  const [useCurrentLocation, setUseCurrentLocation] = useState(true);
  const [filtersOpen, setFiltersOpen] = useState(true);
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [hovered, setHovered] = useState<string | null>(null);
  const search = useDeferredValue(filters.search.trim());

  /** Looks up the current position and its address; toasts and returns null when it cannot. */
  const lookUpPosition = useCallback(async (): Promise<Place | null> => {
    try {
      const position = await getPosition(5 * 60 * 1000);
      const address = (await geocodeApi.reverse(position.lat, position.lng).catch(() => null)) ?? 'Current location';
      toast.success('Location Found', 'Showing food trucks near your current location.');
      return { ...position, address };
    } catch (error) {
      const unsupported = (error as { message?: string }).message === 'unsupported';
      toast.error('Location Error', unsupported ? 'Geolocation is not supported by this browser' : 'Could not get your location. Please enable location permissions or search for a location manually.');
      return null;
    }
  }, []);

  const applyPosition = useCallback((found: Place | null) => {
    setPlace(found);
    if (found) {
      setAddressText(found.address);
      setUseCurrentLocation(true);
    }
  }, []);

  const locate = useCallback(() => lookUpPosition().then(applyPosition), [lookUpPosition, applyPosition]);

  // On load the current position is requested (use current location starts on).
  useEffect(() => {
    void lookUpPosition().then(applyPosition);
  }, [lookUpPosition, applyPosition]);

  const params = place
    ? {
        lat: place.lat,
        lng: place.lng,
        distance: filters.distance,
        search: search || undefined,
        cuisine: filters.cuisine.filter((c) => c !== 'All'),
        priceRange: filters.priceRange,
        openNow: filters.openNow,
        limit: FIND_TRUCKS_LIMIT,
      }
    : null;
  const query = useQuery({
    ...truckQueries.list(params ?? {}),
    enabled: Boolean(params),
    placeholderData: keepPreviousData,
    meta: { errorToast: { message: 'Failed to fetch food trucks' } },
  });
  const trucks = params ? (query.data?.trucks ?? []) : [];
  const total = params ? (query.data?.pagination.total ?? 0) : 0;


  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const chip = (active: boolean) => cn('rounded-full px-3 py-1 text-sm cursor-pointer ring-1', active ? 'bg-orange-600 text-white ring-orange-600' : 'bg-white text-gray-700 ring-gray-200 hover:bg-orange-50');

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">Find Food Trucks</h1>
          <p className="mt-1 text-gray-600" aria-live="polite">
            {place ? `Found ${countOf(total, 'truck')} near ${place.address.split(',')[0]}` : 'Discover and filter food trucks in your area'}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" aria-expanded={filtersOpen} aria-controls="filter-panel" onClick={() => setFiltersOpen((o) => !o)}>
            <SlidersHorizontal className="h-4 w-4" aria-hidden />Filters
          </Button>
          <div className="flex rounded-lg bg-gray-100 p-1" role="group" aria-label="View">
            {(['list', 'grid'] as const).map((v) => (
              <button key={v} type="button" aria-pressed={view === v} aria-label={v === 'list' ? 'List view' : 'Grid view'} onClick={() => setView(v)} className={cn('rounded-md px-3 py-1.5 cursor-pointer', view === v ? 'bg-white text-orange-700 shadow-sm' : 'text-gray-600')}>
                {v === 'list' ? <List className="h-4 w-4" aria-hidden /> : <LayoutGrid className="h-4 w-4" aria-hidden />}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
        {filtersOpen ? (
          <Card id="filter-panel" className="h-fit space-y-5 p-5">
            <div>
              <Label htmlFor="find-search">Search</Label>
              <Input id="find-search" type="search" placeholder="Name, cuisine or tag" value={filters.search} onChange={(e) => set('search', e.target.value)} />
            </div>
            <AddressSearch
              value={addressText}
              onChange={setAddressText}
              onPick={(picked) => {
                setPlace({ lat: picked.lat, lng: picked.lng, address: picked.displayName });
                setAddressText(picked.displayName);
                setUseCurrentLocation(false);
              }}
            />
            <div>
              <Label htmlFor="find-distance">Distance</Label>
              <select id="find-distance" value={filters.distance} onChange={(e) => set('distance', Number(e.target.value))} className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm">
                {[...new Set([...DISTANCE_OPTIONS_KM, filters.distance])].sort((a, b) => a - b).map((km) => <option key={km} value={km}>{km} km</option>)}
              </select>
            </div>
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-gray-700">Cuisine</legend>
              <div className="flex flex-wrap gap-1.5">
                {CUISINE_OPTIONS.map((c) => (
                  <button key={c} type="button" aria-pressed={filters.cuisine.includes(c)} onClick={() => set('cuisine', toggleCuisine(filters.cuisine, c))} className={chip(filters.cuisine.includes(c))}>{c}</button>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-gray-700">Price</legend>
              <div className="flex flex-wrap gap-1.5">
                {PRICE_RANGES.map((p) => {
                  const active = filters.priceRange.includes(p);
                  return (
                    <button key={p} type="button" aria-pressed={active} aria-label={`${PRICE_RANGE_LABELS[p].symbol} ${PRICE_RANGE_LABELS[p].label}`} onClick={() => set('priceRange', active ? filters.priceRange.filter((x) => x !== p) : [...filters.priceRange, p])} className={chip(active)}>
                      {PRICE_RANGE_LABELS[p].symbol} <span className="text-xs opacity-80">{PRICE_RANGE_LABELS[p].label}</span>
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
              <input type="checkbox" checked={filters.openNow} onChange={(e) => set('openNow', e.target.checked)} className="h-4 w-4 accent-orange-600" />
              Open now
            </label>
            <Button variant="outline" className="w-full" onClick={() => setFilters(DEFAULT_FILTERS)}>Clear All Filters</Button>
          </Card>
        ) : null}

        <div className={cn('min-w-0 space-y-6', !filtersOpen && 'lg:col-span-2')}>
          {place ? (
            <LazyTruckMap trucks={trucks} center={place} userLocation={useCurrentLocation ? place : null} highlightedId={hovered} hoveredOnMapId={hovered} onHoverTruck={setHovered} label="Map of food trucks found" />
          ) : (
            <LocationRequired message="Please enable location access or search for a location to view the map" />
          )}

          <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
            <p className="font-semibold text-gray-900">Found {countOf(total, 'food truck')}</p>
            <Button variant="outline" size="sm" onClick={() => void locate()}><LocateFixed className="h-4 w-4" aria-hidden />Refresh Location</Button>
          </Card>

          <div className="relative">
            {query.isFetching ? (
              <div role="status" className="absolute inset-0 z-10 flex items-start justify-center rounded-2xl bg-white/70 pt-10 font-medium text-gray-700">Loading trucks...</div>
            ) : null}
            {params && !query.isLoading && trucks.length === 0 ? (
              <div className="rounded-2xl bg-gray-50 p-10 text-center">
                <p className="text-lg font-semibold text-gray-900">No food trucks found</p>
                <p className="mt-1 text-gray-600">Try adjusting your filters or search in a different area.</p>
                <Button className="mt-4" onClick={() => set('distance', Math.min(MAX_SEARCH_RADIUS_KM, filters.distance * 2))}>Expand Search Area</Button>
              </div>
            ) : (
              <ul className={cn('grid gap-4', view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1')} aria-label="Food trucks">
                {trucks.map((truck) => (
                  <li key={truck.id}><TruckCard truck={truck} view={view} highlighted={hovered === truck.id} onHover={setHovered} /></li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
