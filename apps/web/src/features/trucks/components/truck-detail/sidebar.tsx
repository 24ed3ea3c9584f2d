import { DEFAULT_TRUCK_TIME_ZONE, indiaDate, servingMoment, type Truck } from '@dishrated/shared';
import { CalendarHeart, Clock, MapPin, Navigation, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { LazyTruckMap } from '../../../../components/map/lazy-truck-map';
import { PositionAge } from '../../../../components/truck/position-age';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useLocale } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSession } from '../../../../lib/auth';
import { openDirections } from '../../../../lib/directions';
import { ListingBox } from './listing-box';
import { OpenState } from './open-state';

export function Sidebar({ truck, canManage, follow }: { truck: Truck; canManage: boolean; follow?: ReactNode }) {
  const { user } = useSession();
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const owner = truck.owner && typeof truck.owner === 'object' ? truck.owner : null;
  const whyNoOrders = preOrderOff(truck, intl, locale);

  // Ordering needs an account: a visitor signs in first and comes back to the order screen.
  function preOrder() {
    if (!user) {
      toast.error(intl.formatMessage({ id: 'truck.loginRequired', defaultMessage: 'Login Required' }), intl.formatMessage({ id: 'truck.loginToOrder', defaultMessage: 'Please log in to place a pre-order' }));
      void navigate('/login', { state: { from: `/trucks/${truck.id}/order` } });
      return;
    }
    void navigate(`/trucks/${truck.id}/order`);
  }

  // First on a phone (above the menu), so where the truck is, whether it serves and the actions
  // are on the first screen; beside the tabs on wide screens, with the map below it.
  return (
    <aside className="order-first space-y-4 lg:order-none lg:col-start-2 lg:row-start-1">
      <Card className="p-5">
        <h2 className="font-bold text-gray-900"><FormattedMessage id="truck.currentLocation" defaultMessage="Current Location" /></h2>
        <p className="mt-2 flex items-start gap-2 text-sm text-gray-700"><MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />{truck.location.address || <FormattedMessage id="truck.noAddress" defaultMessage="Location not specified" />}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <OpenState truck={truck} />
          {truck.waitTime ? <span className="inline-flex items-center gap-1 text-gray-600"><Clock className="h-3.5 w-3.5" aria-hidden />{truck.waitTime}</span> : null}
        </div>
        <p className="mt-2 text-xs">
          <FormattedMessage id="truck.locationAge" defaultMessage="Location <age></age>" values={{ age: () => <PositionAge key="age" lastLocationUpdate={truck.lastLocationUpdate} /> }} />
        </p>
        <div className="mt-4 flex flex-col gap-2">
          {whyNoOrders ? (
            <p className="flex items-center justify-center gap-2 rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 text-sm font-medium text-gray-700">
              <ShoppingBag className="h-4 w-4" aria-hidden />
              {whyNoOrders}
            </p>
          ) : (
            <Button onClick={preOrder}><ShoppingBag className="h-4 w-4" aria-hidden /><FormattedMessage id="truck.preOrder" defaultMessage="Pre-Order for Pickup" /></Button>
          )}
          {follow}
          <Button variant="outline" onClick={() => void openDirections(truck)}><Navigation className="h-4 w-4" aria-hidden /><FormattedMessage id="truck.getDirections" defaultMessage="Get Directions" /></Button>
          {canManage || !truck.claimed ? null : (
            <Button asChild variant="outline">
              <Link to={`/catering/new?truck=${truck.id}`}><CalendarHeart className="h-4 w-4" aria-hidden /><FormattedMessage id="truck.book" defaultMessage="Book this truck" /></Link>
            </Button>
          )}
          {canManage ? <Button asChild variant="secondary"><Link to={`/trucks/${truck.id}/edit`}><FormattedMessage id="truck.edit" defaultMessage="Edit Truck" /></Link></Button> : null}
        </div>
      </Card>
      {canManage ? null : <ListingBox truck={truck} />}
      {owner ? (
        <Card className="p-5">
          <h2 className="font-bold text-gray-900"><FormattedMessage id="truck.owner" defaultMessage="Owner" /></h2>
          <p className="mt-2 font-medium text-gray-800">{owner.name}</p>
          {owner.phone ? <p className="text-sm text-gray-600">{owner.phone}</p> : null}
        </Card>
      ) : null}
    </aside>
  );
}

/**
 * Where the truck stands, on a map: after the menu on a phone (its code loads when scrolled to),
 * under the truck's card on wide screens.
 */
export function TruckPlace({ truck }: { truck: Truck }) {
  const intl = useIntl();
  const coords = truck.location.coordinates;
  return (
    <Card className="p-5 lg:col-start-2 lg:row-start-2 lg:self-start">
      <h2 className="font-bold text-gray-900"><FormattedMessage id="truck.onTheMap" defaultMessage="On the map" /></h2>
      <div className="mt-3">
        {coords ? (
          <>
            <LazyTruckMap trucks={[truck]} center={{ lat: coords.latitude, lng: coords.longitude }} zoom={15} height={220} label={intl.formatMessage({ id: 'truck.mapOf', defaultMessage: 'Map of {name}' }, { name: truck.name })} />
            <p className="mt-1 text-xs text-gray-500">{[coords.latitude.toFixed(4), coords.longitude.toFixed(4)].join(', ')}</p>
          </>
        ) : (
          <p className="rounded-lg bg-gray-50 p-4 text-center text-sm text-gray-500"><FormattedMessage id="truck.noCoordinates" defaultMessage="Coordinates not available" /></p>
        )}
      </div>
    </Card>
  );
}

/**
 * Why Pre-Order is off, or null when the truck takes an order now: it takes orders while it is
 * serving (the serving rule) and its owner takes orders ahead.
 */
export function preOrderOff(
  truck: Pick<Truck, 'takingOrders' | 'status' | 'openNow' | 'openUntil' | 'opensAt'> & Partial<Pick<Truck, 'claimed'>>,
  intl: IntlShape,
  locale: 'en' | 'hi',
  now = Date.now(),
): string | null {
  if (truck.claimed === false) return intl.formatMessage({ id: 'truck.unclaimedNoOrders', defaultMessage: 'No orders until its owner joins' });
  if (!truck.takingOrders) return intl.formatMessage({ id: 'truck.notTakingOrders', defaultMessage: 'Not taking orders ahead today' });
  if (truck.openNow) return null;
  const moment = servingMoment(truck, now, DEFAULT_TRUCK_TIME_ZONE);
  if (moment.kind !== 'opens') return intl.formatMessage({ id: 'truck.closedNoOrders', defaultMessage: 'Closed: no orders this week' });
  return intl.formatMessage(
    { id: 'truck.opensForOrders', defaultMessage: 'Opens for orders {day, select, today {} tomorrow {tomorrow } other {{weekday} }}at {time}' },
    { day: moment.day, weekday: indiaDate(moment.at, 'weekday-date', locale).split(',')[0], time: indiaDate(moment.at, 'time', locale) },
  );
}
