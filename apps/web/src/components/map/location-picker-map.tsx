import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { appConfigQuery } from '../../lib/app-config';

export interface LocationPickerMapProps {
  position: { lat: number; lng: number } | null;
  /** Where the map opens when nothing is picked yet. */
  fallbackCenter: { lat: number; lng: number };
  onPick: (position: { lat: number; lng: number }) => void;
  height?: number;
  label?: string;
}

/** Owner maps open close in (a street, not a city), as picking a parking spot needs. */
const OWNER_MAP_ZOOM = 15;

const pinIcon = L.divIcon({
  className: '',
  iconSize: [40, 40],
  iconAnchor: [20, 40],
  html: '<div style="width:40px;height:40px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#ea580c;border:3px solid #fff;box-shadow:0 2px 6px rgba(0,0,0,.35)"></div>',
});

function ClickToPick({ onPick }: { onPick: LocationPickerMapProps['onPick'] }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

function FollowPosition({ position }: { position: LocationPickerMapProps['position'] }) {
  const map = useMap();
  useEffect(() => {
    if (position) map.panTo([position.lat, position.lng]);
  }, [map, position]);
  return null;
}

/** A map to pick a spot: click anywhere or drag the pin. */
export default function LocationPickerMap({ position, fallbackCenter, onPick, height = 300, label }: LocationPickerMapProps) {
  const intl = useIntl();
  const { data: config } = useQuery(appConfigQuery);
  const center = position ?? fallbackCenter;
  return (
    <div role="region" aria-label={label ?? intl.formatMessage({ id: 'map.pickLabel', defaultMessage: 'Map: click or drag the pin to set the location' })} style={{ height }} className="relative z-0 overflow-hidden rounded-xl border border-gray-200">
      <MapContainer center={[center.lat, center.lng]} zoom={OWNER_MAP_ZOOM} maxZoom={19} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
        {config ? <TileLayer url={config.tileUrl} maxZoom={19} attribution={`&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${intl.formatMessage({ id: 'map.contributors', defaultMessage: 'contributors' })}`} /> : null}
        <ClickToPick onPick={onPick} />
        <FollowPosition position={position} />
        {position ? (
          <Marker
            position={[position.lat, position.lng]}
            icon={pinIcon}
            draggable
            title={intl.formatMessage({ id: 'map.pinTitle', defaultMessage: 'Truck location (drag to move)' })}
            alt={intl.formatMessage({ id: 'map.pinAlt', defaultMessage: 'Truck location' })}
            eventHandlers={{ dragend: (e) => { const p = (e.target as L.Marker).getLatLng(); onPick({ lat: p.lat, lng: p.lng }); } }}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
