import { DEFAULT_MAP_CENTER, type Place } from '@dishrated/shared';
import { Crosshair, Map as MapIcon, MapPin } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AddressSearch } from '../../../../components/address-search';
import { LazyLocationPicker } from '../../../../components/map/lazy-location-picker';
import { Button } from '../../../../components/ui/button';
import { geocodeApi } from '../../../../lib/geocode-api';
import { getPosition } from '../../../../lib/location-preferences';
import { deviceLocationProblem, unknownLocation, updatingAddress } from '../../location-messages';
import { coordinatesText } from '../../../../lib/text';

export interface PickedLocation {
  address: string;
  coordinates: { latitude: number; longitude: number };
}

/** A fresh fix is not needed to place a truck: a position up to 5 minutes old will do. */
const CREATE_TRUCK_MAX_AGE_MS = 5 * 60 * 1000;
/**
 * Where the truck stands: detect the device's position, search an address (with suggestions), or
 * pick on the map (click or drag the pin); a picked point is named by reverse lookup.
 */
export function LocationSetup({ value, onChange, invalid }: { value: PickedLocation | undefined; onChange: (location: PickedLocation) => void; invalid?: boolean }) {
  const intl = useIntl();
  const [query, setQuery] = useState(value?.address ?? '');
  const [showMap, setShowMap] = useState(false);
  const [detecting, setDetecting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function pickPoint(lat: number, lng: number) {
    const coordinates = { latitude: lat, longitude: lng };
    onChange({ address: updatingAddress(), coordinates });
    const name = await geocodeApi.reverse(lat, lng).catch(() => null);
    onChange({ address: name ?? unknownLocation(), coordinates });
    setQuery(name ?? '');
  }

  async function detect() {
    setProblem(null);
    setDetecting(true);
    try {
      const position = await getPosition(CREATE_TRUCK_MAX_AGE_MS);
      await pickPoint(position.lat, position.lng);
    } catch (error) {
      setProblem(deviceLocationProblem(error));
    } finally {
      setDetecting(false);
    }
  }

  const pickPlace = (place: Place) => {
    setQuery(place.displayName);
    onChange({ address: place.displayName, coordinates: { latitude: place.lat, longitude: place.lng } });
  };

  return (
    <fieldset className={`rounded-xl border p-4 ${invalid ? 'border-danger-400' : 'border-gray-200'}`}>
      <legend className="px-1 text-sm font-medium text-gray-700"><FormattedMessage id="eventForm.location" defaultMessage="Location *" /></legend>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void detect()} disabled={detecting}>
          <Crosshair className="h-4 w-4" aria-hidden /> {detecting ? <FormattedMessage id="locationSetup.detecting" defaultMessage="Detecting..." /> : <FormattedMessage id="locationSetup.useMine" defaultMessage="Use my current location" />}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setShowMap((s) => !s)} aria-expanded={showMap}>
          <MapIcon className="h-4 w-4" aria-hidden /> {showMap ? <FormattedMessage id="alerts.hideMap" defaultMessage="Hide map" /> : <FormattedMessage id="locationSetup.pickOnMap" defaultMessage="Pick on map" />}
        </Button>
      </div>
      {problem ? <p role="alert" className="mt-2 text-sm text-danger-600">{problem}</p> : null}
      <div className="mt-3">
        <AddressSearch value={query} onChange={setQuery} onPick={pickPlace} label={intl.formatMessage({ id: 'locationSetup.search', defaultMessage: 'Search an address' })} embedded />
      </div>
      {showMap ? (
        <div className="mt-3">
          <LazyLocationPicker
            position={value ? { lat: value.coordinates.latitude, lng: value.coordinates.longitude } : null}
            fallbackCenter={DEFAULT_MAP_CENTER}
            onPick={(p) => void pickPoint(p.lat, p.lng)}
          />
        </div>
      ) : null}
      {value ? (
        <p className="mt-3 flex items-start gap-1.5 text-sm text-gray-700" aria-live="polite">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
          <span className="min-w-0 break-words">
            {value.address} <span className="text-gray-500"><FormattedMessage id="ownerLocation.coordinates" defaultMessage="({coordinates})" values={{ coordinates: coordinatesText(value.coordinates.latitude, value.coordinates.longitude) }} /></span>
          </span>
        </p>
      ) : null}
    </fieldset>
  );
}
