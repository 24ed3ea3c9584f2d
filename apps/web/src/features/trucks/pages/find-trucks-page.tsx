import { CUISINES, FIND_TRUCKS_LIMIT, MAX_SEARCH_RADIUS_KM, type Truck } from '@dishrated/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LayoutGrid, List, LocateFixed, SlidersHorizontal } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { LazyTruckMap } from '../../../components/map/lazy-truck-map';
import { LocationRequired } from '../../../components/map/location-required';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { defineMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { getPosition } from '../../../lib/location-preferences';
import { geocodeApi } from '../../../lib/geocode-api';
import { useLiveArea } from '../api/live-hooks';
import { POPULAR_LIST_PARAMS, truckQueries } from '../api/trucks-api';
import { CityLinks } from '../components/city-links';
import { FilterPanel } from '../components/find-trucks/filter-panel';
import { DEFAULT_FILTERS, type Filters } from '../find-trucks-filters';
import { TruckCard } from '../components/truck-card';
import { WhenToggle, type SearchTime } from '../components/when-toggle';

type Place = { lat: number; lng: number; address: string };

const words = defineMessages({
  currentLocation: { id: 'find.currentLocation', defaultMessage: 'Current location' },
  found: { id: 'location.found', defaultMessage: 'Location Found' },
  foundText: { id: 'location.foundText', defaultMessage: 'Showing food trucks near your current location.' },
  error: { id: 'find.locationError', defaultMessage: 'Location Error' },
  unsupported: { id: 'find.unsupported', defaultMessage: 'Geolocation is not supported by this browser' },
  failed: { id: 'find.locationFailed', defaultMessage: 'Could not get your location. Please enable location permissions or search for a location manually.' },
  fetchFailed: { id: 'find.fetchFailed', defaultMessage: 'Failed to fetch food trucks' },
  view: { id: 'find.view', defaultMessage: 'View' },
  listView: { id: 'find.listView', defaultMessage: 'List view' },
  gridView: { id: 'find.gridView', defaultMessage: 'Grid view' },
  mapLabel: { id: 'find.mapLabel', defaultMessage: 'Map of food trucks found' },
  enableLocation: { id: 'find.enableLocation', defaultMessage: 'Please enable location access or search for a location to view the map' },
  none: { id: 'find.none', defaultMessage: 'No food trucks found' },
  trucks: { id: 'find.trucks', defaultMessage: 'Food trucks' },
  popular: { id: 'find.popular', defaultMessage: 'Popular food trucks' },
});

/**
 * Whether the screen is as wide as the two-column layout, where the filters show by default;
 * null until the page runs in the browser (the server cannot know, and CSS decides meanwhile).
 */
function useWideScreen(): boolean | null {
  const [wide, setWide] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia('(min-width: 1024px)');
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

export default function FindTrucksPage() {
  const intl = useIntl();
  // A cuisine chosen elsewhere (a search suggestion) arrives as ?cuisine=.
  const [address] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => {
    const cuisine = address.get('cuisine');
    return cuisine && (CUISINES as readonly string[]).includes(cuisine) ? { ...DEFAULT_FILTERS, cuisine: [cuisine] } : DEFAULT_FILTERS;
  });
  const [place, setPlace] = useState<Place | null>(null);
  const [addressText, setAddressText] = useState('');
  const [useCurrentLocation, setUseCurrentLocation] = useState(true);
  // null until the visitor presses Filters: then the panel shows on wide screens and waits on
  // phones, where the results come first (CSS decides, so the server's rendering is the same).
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  const wide = useWideScreen();
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [hovered, setHovered] = useState<string | null>(null);
  const [when, setWhen] = useState<SearchTime>('now');
  const search = useDeferredValue(filters.search.trim());

  /** Looks up the current position and its address; toasts and returns null when it cannot. */
  const lookUpPosition = useCallback(async (): Promise<Place | null> => {
    try {
      const position = await getPosition(5 * 60 * 1000);
      const address = (await geocodeApi.reverse(position.lat, position.lng).catch(() => null)) ?? intl.formatMessage(words.currentLocation);
      toast.success(intl.formatMessage(words.found), intl.formatMessage(words.foundText));
      return { ...position, address };
    } catch (error) {
      const unsupported = (error as { message?: string }).message === 'unsupported';
      toast.error(intl.formatMessage(words.error), intl.formatMessage(unsupported ? words.unsupported : words.failed));
      return null;
    }
  }, [intl]);

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
        // Tomorrow, every truck found is scheduled there then: open now does not apply.
        openNow: when === 'now' ? filters.openNow : undefined,
        at: when === 'tomorrow' ? ('tomorrow' as const) : undefined,
        limit: FIND_TRUCKS_LIMIT,
      }
    : null;
  const query = useQuery({
    ...truckQueries.list(params ?? {}),
    enabled: Boolean(params),
    placeholderData: keepPreviousData,
    meta: { errorToast: { message: intl.formatMessage(words.fetchFailed) } },
  });
  // Live moves matter to where trucks are now, not to tomorrow's schedule.
  useLiveArea(truckQueries.list(params ?? {}).queryKey, params && when === 'now' ? place : null, filters.distance, { reloadOnEnter: true });
  // Until a place is known (and as the server renders the page) the best-loved trucks show, so
  // the page is never empty and every truck on it can be reached by a link.
  const popular = useQuery({ ...truckQueries.list(POPULAR_LIST_PARAMS), enabled: !params });
  const trucks = params ? (query.data?.trucks ?? []) : [];
  const total = params ? (query.data?.pagination.total ?? 0) : 0;
  // Beyond the count cap the API stops counting: "1,000+ trucks".
  const capped = params ? (query.data?.pagination.totalCapped ?? false) : false;


  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900"><FormattedMessage id="find.title" defaultMessage="Find Food Trucks" /></h1>
          <p className="mt-1 text-gray-600" aria-live="polite">
            {place ? (
              <FormattedMessage
                id="find.foundNear"
                defaultMessage="Found {capped, select, yes {{count, number}+ trucks} other {{count, plural, one {# truck} other {# trucks}}}} near {place}{tomorrow, select, yes { tomorrow evening} other {}}"
                values={{ count: total, capped: capped ? 'yes' : 'no', place: place.address.split(',')[0], tomorrow: when === 'tomorrow' ? 'yes' : 'no' }}
              />
            ) : (
              <FormattedMessage id="find.intro" defaultMessage="Discover and filter food trucks in your area" />
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <WhenToggle value={when} onChange={setWhen} />
          <Button variant="outline" aria-expanded={filtersOpen ?? wide ?? undefined} aria-controls="filter-panel" onClick={() => setFiltersOpen((o) => !(o ?? wide ?? true))}>
            <SlidersHorizontal className="h-4 w-4" aria-hidden />
            <FormattedMessage id="find.filters" defaultMessage="Filters" />
          </Button>
          {/* On a phone the grid is one column, like the list: the choice shows from the small breakpoint. */}
          <div className="hidden rounded-lg bg-gray-100 p-1 sm:flex" role="group" aria-label={intl.formatMessage(words.view)}>
            {(['list', 'grid'] as const).map((v) => (
              <button key={v} type="button" aria-pressed={view === v} aria-label={intl.formatMessage(v === 'list' ? words.listView : words.gridView)} onClick={() => setView(v)} className={cn('rounded-md px-3 py-1.5 cursor-pointer', view === v ? 'bg-white text-brand-700 shadow-sm' : 'text-gray-600')}>
                {v === 'list' ? <List className="h-4 w-4" aria-hidden /> : <LayoutGrid className="h-4 w-4" aria-hidden />}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
        {filtersOpen !== false ? (
          <FilterPanel
            className={filtersOpen === null ? 'hidden lg:block' : undefined}
            filters={filters}
            onChange={set}
            onClear={() => setFilters(DEFAULT_FILTERS)}
            addressText={addressText}
            onAddressTextChange={setAddressText}
            onPickAddress={(picked) => {
              setPlace({ lat: picked.lat, lng: picked.lng, address: picked.displayName });
              setAddressText(picked.displayName);
              setUseCurrentLocation(false);
            }}
          />
        ) : null}

        {/* Beside the filters on wide screens whenever they show (not yet toggled counts as shown there). */}
        <div className={cn('min-w-0 space-y-6', filtersOpen === false && 'lg:col-span-2')}>
          {place ? (
            <LazyTruckMap trucks={trucks} center={place} userLocation={useCurrentLocation ? place : null} highlightedId={hovered} hoveredOnMapId={hovered} onHoverTruck={setHovered} label={intl.formatMessage(words.mapLabel)} />
          ) : (
            <LocationRequired message={intl.formatMessage(words.enableLocation)} />
          )}

          {place ? (
            <>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <p className="font-semibold text-gray-900">
                  <FormattedMessage
                    id="find.foundCount"
                    defaultMessage="Found {capped, select, yes {{count, number}+ food trucks} other {{count, plural, one {# food truck} other {# food trucks}}}}"
                    values={{ count: total, capped: capped ? 'yes' : 'no' }}
                  />
                </p>
                <Button variant="outline" size="sm" onClick={() => void locate()}>
                  <LocateFixed className="h-4 w-4" aria-hidden />
                  <FormattedMessage id="find.refreshLocation" defaultMessage="Refresh Location" />
                </Button>
              </Card>
              <div className="relative">
                {query.isFetching ? (
                  <div role="status" className="absolute inset-0 z-10 flex items-start justify-center rounded-2xl bg-white/70 pt-10 font-medium text-gray-700">
                    <FormattedMessage id="find.loading" defaultMessage="Loading trucks..." />
                  </div>
                ) : null}
                {params && !query.isLoading && trucks.length === 0 ? (
                  <EmptyState
                    title={intl.formatMessage(words.none)}
                    heading="p"
                    action={<Button onClick={() => set('distance', Math.min(MAX_SEARCH_RADIUS_KM, filters.distance * 2))}><FormattedMessage id="find.expand" defaultMessage="Expand Search Area" /></Button>}
                  >
                    <FormattedMessage id="find.tryAdjusting" defaultMessage="Try adjusting your filters or search in a different area." />
                  </EmptyState>
                ) : (
                  <ul className={cn('grid gap-4', listColumns(view))} aria-label={intl.formatMessage(words.trucks)}>
                    {trucks.map((truck) => (
                      <li key={truck.id}><TruckCard truck={truck} view={view} highlighted={hovered === truck.id} onHover={setHovered} scheduled={when === 'tomorrow'} /></li>
                    ))}
                  </ul>
                )}
              </div>
            </>
          ) : (
            <PopularTrucks trucks={popular.data?.trucks} view={view} />
          )}
          <p className="mt-8 text-sm text-gray-600">
            <FormattedMessage
              id="find.suggest"
              defaultMessage="Know a truck that is not here? <link>Suggest it</link>"
              values={{ link: (text) => <Link key="suggest" to="/listings/suggest" className="font-medium text-brand-700 hover:underline">{text}</Link> }}
            />
          </p>
        </div>
      </div>
    </div>
  );
}

/** A list's columns: one in list view; in grid view two from the small breakpoint, three on wide screens. */
const listColumns = (view: 'list' | 'grid') => (view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1');

/** The best-loved trucks and every city's page, while Find Trucks has no place to search around. */
function PopularTrucks({ trucks, view }: { trucks: Truck[] | undefined; view: 'list' | 'grid' }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="popular-trucks">
      <h2 id="popular-trucks" className="text-xl font-bold text-gray-900"><FormattedMessage {...words.popular} /></h2>
      <p className="mt-1 text-sm text-gray-600">
        <FormattedMessage id="find.popularText" defaultMessage="Featured and best rated across India. Allow your location or search a place to see the trucks nearest you." />
      </p>
      {trucks === undefined ? (
        <p className="mt-4 text-gray-500"><FormattedMessage id="find.loading" defaultMessage="Loading trucks..." /></p>
      ) : (
        <ul className={cn('mt-4 grid gap-4', listColumns(view))} aria-label={intl.formatMessage(words.popular)}>
          {trucks.map((truck) => (
            <li key={truck.id}><TruckCard truck={truck} view={view} /></li>
          ))}
        </ul>
      )}
      <CityLinks />
    </section>
  );
}
