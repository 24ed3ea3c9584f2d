import { cuisineName, distanceText, isServingStatus, type TruckSummary } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { isStalePosition } from '@dishrated/shared';
import { appConfigQuery } from '../../lib/app-config';
import { useLocale } from '../../lib/i18n';
import { STATUS_LABELS } from '../truck/truck-bits';
import { PositionAge, useNow, useStaleAfterMinutes } from '../truck/position-age';
import { TruckFollowSlot } from '../truck/truck-follow-slot';

export interface TruckMapProps {
  /** Whole trucks or nearby summaries: a marker reads only what a summary holds. */
  trucks: TruckSummary[];
  center: { lat: number; lng: number };
  /** The user's own position, rendered as a blue marker. */
  userLocation?: { lat: number; lng: number } | null;
  zoom?: number;
  height?: number;
  /** Truck hovered in the list: rendered gold and on top. */
  highlightedId?: string | null;
  /** Reports the truck hovered on the map (rendered light yellow). */
  onHoverTruck?: (id: string | null) => void;
  hoveredOnMapId?: string | null;
  label?: string;
}

/** Teal for a live position; grey for one older than the stale limit (the truck may have moved on). */
const MARKER_COLOURS = { normal: '#0d9488', listHover: '#eab308', mapHover: '#fde68a', stale: '#9ca3af' };

// A divIcon avoids Leaflet's default marker images, which break when bundled.
function truckIcon(colour: string) {
  return L.divIcon({
    className: '',
    iconSize: [40, 40],
    iconAnchor: [20, 40],
    popupAnchor: [0, -36],
    html: `<div style="width:40px;height:40px;display:flex;align-items:center;justify-content:center;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${colour};border:3px solid #fff;box-shadow:0 2px 6px rgba(0,0,0,.35)"><svg style="transform:rotate(45deg)" width="20" height="20" viewBox="0 0 24 24" fill="#fff" aria-hidden="true"><path d="M2 6h11v9H2zM13 9h4l3 3v3h-7z"/><circle cx="6" cy="17" r="2"/><circle cx="16" cy="17" r="2"/></svg></div>`,
  });
}

const userIcon = L.divIcon({
  className: '',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
  html: '<div style="width:22px;height:22px;border-radius:50%;background:#2563eb;border:4px solid #fff;box-shadow:0 0 0 3px rgba(37,99,235,.35)"></div>',
});

/**
 * Frames the centre and every truck, with room for a whole pin (40 px tall, drawn above its point)
 * at each edge, no closer in than `zoom`. It frames again for a new place or a new set of trucks
 * (a search or a filter), not when a truck already shown moves, so a map being looked at keeps still.
 */
function FitView({ center, trucks, zoom }: { center: { lat: number; lng: number }; trucks: TruckSummary[]; zoom: number }) {
  const map = useMap();
  const points = trucks.map((t) => [t.location.coordinates!.latitude, t.location.coordinates!.longitude] as [number, number]);
  const framing = `${center.lat},${center.lng},${zoom}|${trucks.map((t) => t.id).sort().join(',')}`;
  const frame = useEffectEvent(() => {
    if (points.length === 0) {
      map.setView([center.lat, center.lng], zoom);
      return;
    }
    map.fitBounds(L.latLngBounds([[center.lat, center.lng], ...points]), { paddingTopLeft: [24, 48], paddingBottomRight: [24, 16], maxZoom: zoom });
  });
  useEffect(() => {
    frame();
  }, [framing]);
  return null;
}

/**
 * A truck's pin. Its colour changes on the pin's element in place: a new icon redraws the pin as
 * new elements (Leaflet's setIcon), and a hover is what changes the colour, so a click or tap whose
 * press and release came either side of that redraw opened no popup.
 */
function TruckMarker({ truck, colour, raised, onHoverTruck, children }: { truck: TruckSummary; colour: string; raised: boolean; onHoverTruck?: (id: string | null) => void; children: ReactNode }) {
  const marker = useRef<L.Marker>(null);
  // The icon the pin starts with, kept for its life.
  const [icon] = useState(() => truckIcon(colour));
  useEffect(() => {
    const pin = marker.current?.getElement()?.firstElementChild;
    if (pin instanceof HTMLElement) pin.style.background = colour;
  }, [colour]);
  return (
    <Marker
      ref={marker}
      position={[truck.location.coordinates!.latitude, truck.location.coordinates!.longitude]}
      icon={icon}
      zIndexOffset={raised ? 1000 : 0}
      title={truck.name}
      alt={truck.name}
      eventHandlers={{ mouseover: () => onHoverTruck?.(truck.id), mouseout: () => onHoverTruck?.(null) }}
    >
      {children}
    </Marker>
  );
}

export default function TruckMap({ trucks, center, userLocation, zoom = 13, height = 400, highlightedId, onHoverTruck, hoveredOnMapId, label }: TruckMapProps) {
  const navigate = useNavigate();
  const intl = useIntl();
  const locale = useLocale();
  const centreName = userLocation ? intl.formatMessage({ id: 'map.yourLocation', defaultMessage: 'Your Location' }) : intl.formatMessage({ id: 'map.searchCentre', defaultMessage: 'Search area center' });
  const { data: config } = useQuery(appConfigQuery);
  const now = useNow(60_000);
  const staleAfter = useStaleAfterMinutes();
  const located = trucks.filter((t) => t.location.coordinates);

  return (
    <div role="region" aria-label={label ?? intl.formatMessage({ id: 'map.label', defaultMessage: 'Map of food trucks' })} style={{ height }} className="relative z-0 overflow-hidden rounded-2xl border border-gray-200">
      <MapContainer center={[center.lat, center.lng]} zoom={zoom} maxZoom={19} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
        <FitView center={center} trucks={located} zoom={zoom} />
        {config ? <TileLayer url={config.tileUrl} maxZoom={19} attribution={`&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${intl.formatMessage({ id: 'map.contributors', defaultMessage: 'contributors' })}`} /> : null}
        {userLocation || located.length === 0 ? (
          <Marker position={[(userLocation ?? center).lat, (userLocation ?? center).lng]} icon={userIcon} title={centreName} alt={centreName}>
            <Popup>{centreName}</Popup>
          </Marker>
        ) : null}
        {located.map((truck) => {
          const listHovered = truck.id === highlightedId;
          const colour = listHovered ? MARKER_COLOURS.listHover : truck.id === hoveredOnMapId ? MARKER_COLOURS.mapHover : isStalePosition(truck.lastLocationUpdate, staleAfter, now) ? MARKER_COLOURS.stale : MARKER_COLOURS.normal;
          return (
            <TruckMarker key={truck.id} truck={truck} colour={colour} raised={listHovered} onHoverTruck={onHoverTruck}>
              <Tooltip direction="top" offset={[0, -36]}>{truck.name}</Tooltip>
              <Popup maxWidth={250}>
                <div className="space-y-1">
                  <p className="font-semibold text-gray-900">{truck.name}</p>
                  <p className="text-xs text-gray-600">
                    {[
                      cuisineName(truck.cuisine, locale),
                      `★ ${truck.rating.toFixed(1)}`,
                      intl.formatMessage(isServingStatus(truck.status) ? (truck.status === 'busy' ? STATUS_LABELS.busy : STATUS_LABELS.open) : STATUS_LABELS.closed),
                    ].join(' · ')}
                  </p>
                  {truck.distance ? (
                    <p className="text-xs text-gray-600">
                      <FormattedMessage id="map.away" defaultMessage="{distance} away" values={{ distance: distanceText(truck.distance, locale) }} />
                    </p>
                  ) : null}
                  <p className="text-xs"><PositionAge lastLocationUpdate={truck.lastLocationUpdate} /></p>
                  <div className="mt-1 flex items-center gap-1">
                    <button type="button" onClick={() => navigate(`/trucks/${truck.id}`)} className="rounded-md bg-brand-700 px-3 py-1 text-xs font-semibold text-white cursor-pointer">
                      <FormattedMessage id="truck.viewDetails" defaultMessage="View Details" />
                    </button>
                    <TruckFollowSlot truck={truck} />
                  </div>
                </div>
              </Popup>
            </TruckMarker>
          );
        })}
      </MapContainer>
    </div>
  );
}
