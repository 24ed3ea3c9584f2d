import { FOLLOW_ALERTS, INDIA_TIME_ZONE, addDays, distanceText, formatDistance, haversineKm, indiaDate, localDateIn, type FollowAlert, type FollowAlerts, type FollowedTruck, type Locale, type StopOccurrence } from '@dishrated/shared';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { defineMessages, useLocale } from '../../../lib/i18n';
import { freshCachedLocation, readPreferences } from '../../../lib/location-preferences';
import { PositionAge, useNow } from '../../../components/truck/position-age';
import { Button } from '../../../components/ui/button';
import { useFollow, useUnfollow } from '../api/follows-api';

/** What each alert of a follow tells, and when. */
const ALERTS = defineMessages<FollowAlert | `${FollowAlert}Hint`>({
  opens: { id: 'alert.opens', defaultMessage: 'Opens' },
  opensHint: { id: 'alert.opensHint', defaultMessage: 'When the truck opens' },
  moves: { id: 'alert.moves', defaultMessage: 'Moves' },
  movesHint: { id: 'alert.movesHint', defaultMessage: 'When the truck shares a new location' },
  nearMe: { id: 'alert.nearMe', defaultMessage: 'Near my places' },
  nearMeHint: { id: 'alert.nearMeHint', defaultMessage: 'When it opens or moves within reach of one of my places, and the evening before it comes near one' },
  menu: { id: 'alert.menu', defaultMessage: 'New dishes' },
  menuHint: { id: 'alert.menuHint', defaultMessage: 'When the truck adds a dish to its menu' },
  events: { id: 'alert.events', defaultMessage: 'Events' },
  eventsHint: { id: 'alert.eventsHint', defaultMessage: 'When the truck signs up for a food event' },
});

/** "Today 5:00 pm", "Tomorrow 5:00 pm" or "Sat, 6 Dec 5:00 pm", with the stop's place. */
function nextAt(stop: StopOccurrence, now: number, intl: IntlShape, locale: Locale): string {
  const day = localDateIn(Date.parse(stop.start), INDIA_TIME_ZONE);
  const today = localDateIn(now, INDIA_TIME_ZONE);
  const when =
    day === today
      ? intl.formatMessage({ id: 'day.today', defaultMessage: 'Today' })
      : day === addDays(today, 1)
        ? intl.formatMessage({ id: 'day.tomorrow', defaultMessage: 'Tomorrow' })
        : indiaDate(stop.start, 'weekday-short-date', locale);
  return `${when} ${indiaDate(stop.start, 'time', locale)} · ${stop.label}`;
}

/** How far the truck is from where this browser last was (when it shared that lately). */
function distanceFromHere(truck: FollowedTruck, now: number): string | null {
  const here = freshCachedLocation(readPreferences(), now);
  if (!here || truck.latitude === null || truck.longitude === null) return null;
  return formatDistance(haversineKm(here, { lat: truck.latitude, lng: truck.longitude }));
}

/** A followed truck: whether it is serving, where it is and how far, when it is next out, what its follow tells, and Unfollow. */
export function FollowedTruckRow({ truck }: { truck: FollowedTruck }) {
  const follow = useFollow();
  const unfollow = useUnfollow();
  const intl = useIntl();
  const locale = useLocale();
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
            <span className={serving ? 'font-medium text-live-800' : 'text-gray-600'}>
              {serving ? <FormattedMessage id="find.openNow" defaultMessage="Open now" /> : <FormattedMessage id="truck.status.closed" defaultMessage="Closed" />}
            </span>
            {truck.address ? <span className="ml-1 before:mr-1 before:content-['·']">{truck.address}</span> : null}
            {distance ? (
              <span className="ml-1 before:mr-1 before:content-['·']">
                <FormattedMessage id="map.away" defaultMessage="{distance} away" values={{ distance: distanceText(distance, locale) }} />
              </span>
            ) : null}
          </p>
          {!serving && truck.nextStop ? (
            <p className="text-sm text-gray-700">
              <FormattedMessage id="following.nextOut" defaultMessage="Next out: {when}" values={{ when: nextAt(truck.nextStop, now, intl, locale) }} />
            </p>
          ) : null}
          <p className="text-xs">
            <FormattedMessage id="truck.locationAge" defaultMessage="Location <age></age>" values={{ age: () => <PositionAge key="age" lastLocationUpdate={truck.lastLocationUpdate} /> }} />
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => unfollow.mutate(truck.truckId)} disabled={unfollow.isPending}>
          <FormattedMessage id="following.unfollow" defaultMessage="Unfollow" />
        </Button>
      </div>
      <fieldset className="mt-3">
        <legend className="sr-only"><FormattedMessage id="following.alertsFor" defaultMessage="Alerts for {name}" values={{ name: truck.name }} /></legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {FOLLOW_ALERTS.map((alert) => (
            <label key={alert} className="inline-flex items-center gap-2 text-sm text-gray-700" title={intl.formatMessage(ALERTS[`${alert}Hint`])}>
              <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={truck.alerts[alert]} disabled={follow.isPending} onChange={(e) => change(alert, e.target.checked)} />
              <FormattedMessage {...ALERTS[alert]} />
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}
