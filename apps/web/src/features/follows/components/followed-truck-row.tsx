import { FOLLOW_ALERTS, FOLLOW_ALERT_LABELS, INDIA_TIME_ZONE, addDays, formatDistance, haversineKm, indiaDate, localDateIn, type FollowAlerts, type FollowedTruck, type StopOccurrence } from '@dishrated/shared';
import { Link } from 'react-router';
import { freshCachedLocation, readPreferences } from '../../../lib/location-preferences';
import { PositionAge, useNow } from '../../../components/truck/position-age';
import { Button } from '../../../components/ui/button';
import { useFollow, useUnfollow } from '../api/follows-api';

/** "Today 5:00 pm", "Tomorrow 5:00 pm" or "Sat, 6 Dec 5:00 pm", with the stop's place. */
function nextAt(stop: StopOccurrence, now: number): string {
  const day = localDateIn(Date.parse(stop.start), INDIA_TIME_ZONE);
  const today = localDateIn(now, INDIA_TIME_ZONE);
  const when = day === today ? 'Today' : day === addDays(today, 1) ? 'Tomorrow' : indiaDate(stop.start, 'weekday-short-date');
  return `${when} ${indiaDate(stop.start, 'time')} · ${stop.label}`;
}

/** How far the truck is from where this browser last was (when it shared that lately). */
function distanceFromHere(truck: FollowedTruck, now: number): string | null {
  const here = freshCachedLocation(readPreferences(), now);
  if (!here || truck.latitude === null || truck.longitude === null) return null;
  return `${formatDistance(haversineKm(here, { lat: truck.latitude, lng: truck.longitude }))} away`;
}

/** A followed truck: whether it is serving, where it is and how far, when it is next out, what its follow tells, and Unfollow. */
export function FollowedTruckRow({ truck }: { truck: FollowedTruck }) {
  const follow = useFollow();
  const unfollow = useUnfollow();
  const now = useNow(60_000);
  const serving = truck.openNow;
  const distance = distanceFromHere(truck, now);
  const change = (alert: keyof FollowAlerts, on: boolean) => follow.mutate({ truckId: truck.truckId, alerts: { ...truck.alerts, [alert]: on } });
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={`/trucks/${truck.truckId}`} className="font-semibold text-gray-900 hover:underline">{truck.name}</Link>
          <p className="text-sm text-gray-600">
            <span className={serving ? 'font-medium text-live-800' : 'text-gray-600'}>{serving ? 'Open now' : 'Closed'}</span>
            {truck.address ? <> · {truck.address}</> : null}
            {distance ? <> · {distance}</> : null}
          </p>
          {!serving && truck.nextStop ? <p className="text-sm text-gray-700">Next out: {nextAt(truck.nextStop, now)}</p> : null}
          <p className="text-xs">Location <PositionAge lastLocationUpdate={truck.lastLocationUpdate} /></p>
        </div>
        <Button variant="outline" size="sm" onClick={() => unfollow.mutate(truck.truckId)} disabled={unfollow.isPending}>Unfollow</Button>
      </div>
      <fieldset className="mt-3">
        <legend className="sr-only">Alerts for {truck.name}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {FOLLOW_ALERTS.map((alert) => (
            <label key={alert} className="inline-flex items-center gap-2 text-sm text-gray-700" title={FOLLOW_ALERT_LABELS[alert].hint}>
              <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={truck.alerts[alert]} disabled={follow.isPending} onChange={(e) => change(alert, e.target.checked)} />
              {FOLLOW_ALERT_LABELS[alert].label}
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}
