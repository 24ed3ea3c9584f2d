import { cuisineName, distanceText, MAIN_CITY_PAGES, NEARBY_RADIUS_KM, NEARBY_WIDENED_RADIUS_KM, type TruckSummary, indiaDate, isServingStatus, placeName } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, List, LocateFixed, Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { LazyTruckMap } from '../../../components/map/lazy-truck-map';
import { LocationRequired } from '../../../components/map/location-required';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { defineMessages, useLocale } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Rating, ScheduledBadge, StatusBadge, TruckImage } from '../../../components/truck/truck-bits';
import { PositionAge } from '../../../components/truck/position-age';
import { WhenToggle, truckQueries, useLiveArea, type SearchTime } from '../../../features/trucks';
import { LocationDialog } from './location-dialog';
import { useHomeLocation } from './use-home-location';

const RADII = [NEARBY_RADIUS_KM, NEARBY_WIDENED_RADIUS_KM] as const;

const words = defineMessages({
  byCity: { id: 'home.nearby.byCity', defaultMessage: 'Food trucks by city' },
  failed: { id: 'home.nearby.failed', defaultMessage: 'Failed to load nearby food trucks. Please try again.' },
  showAs: { id: 'home.nearby.showAs', defaultMessage: 'Show nearby trucks as' },
  mapLabel: { id: 'home.nearby.mapLabel', defaultMessage: 'Map of nearby food trucks' },
  enableLocation: { id: 'home.nearby.enableLocation', defaultMessage: 'Please enable location access to view nearby food trucks' },
  noneNearby: { id: 'home.nearby.none', defaultMessage: 'No food trucks found nearby.' },
  list: { id: 'home.nearby.list', defaultMessage: 'Nearby food trucks' },
});

export function NearbyRow({ truck, highlighted, onHover, scheduled }: { truck: TruckSummary; highlighted: boolean; onHover: (id: string | null) => void; scheduled: boolean }) {
  const navigate = useNavigate();
  const locale = useLocale();
  const cuisine = cuisineName(truck.cuisine, locale);
  return (
    <li>
      <button
        type="button"
        onClick={() => navigate(`/trucks/${truck.id}`)}
        onMouseEnter={() => onHover(truck.id)}
        onMouseLeave={() => onHover(null)}
        onFocus={() => onHover(truck.id)}
        onBlur={() => onHover(null)}
        className={cn('flex w-full items-center gap-3 rounded-xl border p-3 text-left transition-colors cursor-pointer', highlighted ? 'border-warning-300 bg-warning-50' : 'border-gray-100 bg-white hover:bg-gray-50')}
        aria-label={[truck.name, cuisine, truck.distance && distanceText(truck.distance, locale)].filter(Boolean).join(', ')}
      >
        <TruckImage src={truck.image} alt="" className="h-16 w-16 shrink-0 rounded-lg object-cover" />
        <span className="min-w-0 flex-1">
          {/* Names wrap onto a second line rather than lose their end on a phone. */}
          <span className="block break-words font-semibold text-gray-900 line-clamp-2">{truck.name}</span>
          <span className="block text-sm text-gray-600">{cuisine}</span>
          {scheduled && truck.stop ? (
            <span className="block text-sm text-live-800">
              {[`${indiaDate(truck.stop.start, 'time', locale)}–${indiaDate(truck.stop.end, 'time', locale)}`, truck.stop.address ?? truck.stop.label].join(' · ')}
            </span>
          ) : null}
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs">
            <Rating value={truck.rating} count={truck.reviewCount} />
            {truck.distance ? <span className="text-gray-600">{distanceText(truck.distance, locale)}</span> : null}
            {scheduled ? null : <PositionAge lastLocationUpdate={truck.lastLocationUpdate} />}
          </span>
        </span>
        <span className="flex flex-col items-end gap-1">
          {/* Tomorrow, the truck is shown at its stop: its live status and wait say nothing of then. */}
          {scheduled ? <ScheduledBadge /> : <StatusBadge status={truck.status} />}
          {!scheduled && isServingStatus(truck.status) && truck.waitTime ? <span className="text-xs text-gray-500">{truck.waitTime}</span> : null}
        </span>
      </button>
    </li>
  );
}

/**
 * Without the visitor's location there is nothing to count ("0 trucks nearby" would be wrong): say
 * why, and offer the other ways in: a city's trucks, a search by place, or the location after all.
 */
function WithoutLocation({ onUseLocation }: { onUseLocation: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className="mt-4 rounded-xl border border-gray-100 bg-gray-50 p-4 text-sm text-gray-700">
      <p><FormattedMessage id="home.nearby.withoutLocation" defaultMessage="Trucks near you are listed once you share your location. Or pick a city:" /></p>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1" aria-label={intl.formatMessage(words.byCity)}>
        {MAIN_CITY_PAGES.map((city) => (
          <li key={city.slug}>
            <Link to={`/trucks/in/${city.slug}`} className="font-medium text-brand-700 hover:underline">{placeName(city.name, locale)}</Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        <Link to="/find-trucks" className="font-semibold text-brand-700 hover:underline">
          <FormattedMessage id="home.nearby.searchByPlace" defaultMessage="Search by place, or every city" />
        </Link>
        <button type="button" onClick={onUseLocation} className="font-semibold text-brand-700 underline cursor-pointer">
          <FormattedMessage id="home.nearby.useMyLocation" defaultMessage="Use my location" />
        </button>
      </p>
    </div>
  );
}

export function NearbySection() {
  const intl = useIntl();
  const location = useHomeLocation();
  const [pane, setPane] = useState<'map' | 'list'>('map');
  const [listHover, setListHover] = useState<string | null>(null);
  const [mapHover, setMapHover] = useState<string | null>(null);
  // Now: where trucks are (live); tomorrow: where they are scheduled tomorrow evening.
  const [when, setWhen] = useState<SearchTime>('now');
  const coords = location.location;
  const query = truckQueries.nearby(coords?.lat ?? 0, coords?.lng ?? 0, RADII, when);
  const nearby = useQuery({
    ...query,
    enabled: Boolean(coords),
    meta: { errorToast: { message: intl.formatMessage(words.failed), serverMessageFirst: false } },
  });
  // Markers and rows follow the trucks' moves as their owners share them (now only).
  useLiveArea(query.queryKey, nearby.data && when === 'now' ? coords : null, nearby.data?.radius ?? NEARBY_RADIUS_KM);
  const trucks = nearby.data?.trucks ?? [];
  const loading = location.state === 'requesting' || (Boolean(coords) && nearby.isLoading);


  return (
    <section aria-labelledby="nearby-heading" className="render-near-screen [contain-intrinsic-size:auto_760px] mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <LocationDialog open={location.dialogOpen} onAllow={location.allow} onSkip={location.skip} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="nearby-heading" className="text-3xl font-bold text-gray-900"><FormattedMessage id="home.nearby.title" defaultMessage="Nearby Food Trucks" /></h2>
          <p className="mt-1 text-sm" aria-live="polite">
            {location.state === 'requesting' ? (
              <span className="text-gray-600"><FormattedMessage id="home.nearby.requesting" defaultMessage="Requesting your location..." /></span>
            ) : location.state === 'granted' ? (
              <span className="inline-flex items-center gap-1 text-live-700"><LocateFixed className="h-4 w-4" aria-hidden /> <FormattedMessage id="home.nearby.usingLocation" defaultMessage="Using your current location" /></span>
            ) : location.error ? (
              <span className="inline-flex flex-wrap items-center gap-2 rounded-lg bg-warning-50 px-3 py-1.5 text-warning-800">
                <AlertTriangle className="h-4 w-4" aria-hidden /> {location.error}
                <button type="button" onClick={() => void location.retry()} className="font-semibold underline cursor-pointer"><FormattedMessage id="common.tryAgain" defaultMessage="Try Again" /></button>
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <WhenToggle value={when} onChange={setWhen} />
          <div className="flex rounded-lg bg-gray-100 p-1 lg:hidden" role="group" aria-label={intl.formatMessage(words.showAs)}>
            {(['map', 'list'] as const).map((value) => (
              <button key={value} type="button" aria-pressed={pane === value} onClick={() => setPane(value)} className={cn('flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium cursor-pointer', pane === value ? 'bg-white text-brand-700 shadow-sm' : 'text-gray-600')}>
                {value === 'map' ? <MapIcon className="h-4 w-4" aria-hidden /> : <List className="h-4 w-4" aria-hidden />}
                {value === 'map' ? <FormattedMessage id="view.map" defaultMessage="Map" /> : <FormattedMessage id="view.list" defaultMessage="List" />}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className={cn(pane === 'map' ? 'block' : 'hidden', 'lg:block')}>
          {coords ? (
            <LazyTruckMap trucks={trucks} center={coords} userLocation={coords} highlightedId={listHover} hoveredOnMapId={mapHover} onHoverTruck={setMapHover} label={intl.formatMessage(words.mapLabel)} />
          ) : (
            <LocationRequired message={intl.formatMessage(words.enableLocation)} />
          )}
        </div>
        <div className={cn(pane === 'list' ? 'block' : 'hidden', 'lg:block')}>
          <h3 className="font-semibold text-gray-900">
            {loading ? (
              <FormattedMessage id="common.loading" defaultMessage="Loading..." />
            ) : coords ? (
              <FormattedMessage
                id="home.nearby.count"
                defaultMessage="{count, plural, one {# Food Truck} other {# Food Trucks}} Nearby{tomorrow, select, yes { Tomorrow} other {}}"
                values={{ count: trucks.length, tomorrow: when === 'tomorrow' ? 'yes' : 'no' }}
              />
            ) : (
              <FormattedMessage id="home.nearby.nearYou" defaultMessage="Trucks near you" />
            )}
          </h3>
          {location.state === 'granted' ? <p className="text-sm text-gray-500"><FormattedMessage id="home.nearby.basedOn" defaultMessage="Based on your current location" /></p> : null}
          {!loading && !coords ? (
            <WithoutLocation onUseLocation={location.openDialog} />
          ) : !loading && trucks.length === 0 ? (
            <EmptyState
              title={intl.formatMessage(words.noneNearby)}
              heading="p"
              className="mt-4 py-6"
              action={location.state !== 'granted' ? (
                <button type="button" onClick={location.openDialog} className="text-sm font-semibold text-brand-700 underline cursor-pointer">
                  <FormattedMessage id="home.nearby.allowForPersonal" defaultMessage="Or allow location access for personalized results" />
                </button>
              ) : null}
            >
              <FormattedMessage id="home.nearby.tryExpanding" defaultMessage="Try expanding your search radius or check back later." />
            </EmptyState>
          ) : (
            <ul className="mt-4 max-h-[340px] space-y-2 overflow-y-auto pr-1" aria-label={intl.formatMessage(words.list)}>
              {trucks.map((truck) => (
                <NearbyRow key={truck.id} truck={truck} highlighted={truck.id === listHover || truck.id === mapHover} onHover={setListHover} scheduled={when === 'tomorrow'} />
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild><Link to="/find-trucks"><FormattedMessage id="home.nearby.viewAll" defaultMessage="View All Nearby Trucks" /></Link></Button>
      </div>
    </section>
  );
}
