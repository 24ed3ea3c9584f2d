import { cuisineName, DEFAULT_TRUCK_TIME_ZONE, servingText, type Truck } from '@dishrated/shared';
import { Clock, Heart, MapPin, Navigation, Pencil } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ImageCarousel } from '../../../../components/truck/image-carousel';
import { Rating, StatusBadge, truckImages } from '../../../../components/truck/truck-bits';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useLocale } from '../../../../lib/i18n';
import { OpenUntilForm } from './open-until-form';

interface Props {
  truck: Truck;
  /** Customers following the truck. */
  followers: number;
  /** Opens (until a time, when no stop runs) or closes the truck; disabled while a change for this truck is being saved. */
  onSetOpen: (truck: Truck, open: { until?: string } | false) => void;
  toggling: boolean;
}

export function OwnerTruckCard({ truck, followers, onSetOpen, toggling }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const isOpen = truck.openNow;
  const [choosingEnd, setChoosingEnd] = useState(false);
  const [now] = useState(() => Date.now());
  // During a stop, opening needs no end: the stop's end is the end.
  const stopRunning = truck.currentStop !== null;
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative">
        <ImageCarousel images={truckImages(truck)} alt={truck.name} href={`/trucks/${truck.id}`} className="h-44" />
        <StatusBadge status={truck.status} className="absolute left-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <h3 className="text-lg font-semibold text-gray-900">{truck.name}</h3>
          <p className="text-sm text-gray-600">{cuisineName(truck.cuisine, locale)}</p>
          <p className="mt-1 text-sm font-medium text-gray-800">
            {servingText(truck, now, DEFAULT_TRUCK_TIME_ZONE, locale)}
            <span className="ml-1 font-normal text-gray-500">
              {truck.statusBy === 'owner' ? (
                <FormattedMessage id="ownerTruck.bySet" defaultMessage="· as you set it" />
              ) : (
                <FormattedMessage id="ownerTruck.byStops" defaultMessage="· by your stops" />
              )}
            </span>
          </p>
        </div>
        {truck.location.address ? (
          <p className="flex items-start gap-1.5 text-sm text-gray-600">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">{truck.location.address}</span>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <Rating value={truck.rating} count={truck.reviewCount} />
          <span className="inline-flex items-center gap-1 text-gray-600">
            <Heart className="h-4 w-4" aria-hidden /> <FormattedMessage id="ownerTruck.followers" defaultMessage="{count, plural, one {# follower} other {# followers}}" values={{ count: followers }} />
          </span>
          {truck.waitTime ? (
            <span className="inline-flex items-center gap-1 text-gray-600">
              <Clock className="h-4 w-4" aria-hidden /> {truck.waitTime}
            </span>
          ) : null}
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <Button asChild variant="outline" size="sm" className="gap-1.5 px-2">
            <Link to={`/trucks/${truck.id}/edit`} aria-label={intl.formatMessage({ id: 'ownerTruck.editName', defaultMessage: 'Edit {name}' }, { name: truck.name })}>
              <Pencil className="h-4 w-4" aria-hidden /> <FormattedMessage id="common.edit" defaultMessage="Edit" />
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm" className="gap-1.5 px-2">
            <Link to={`/trucks/${truck.id}/location`} aria-label={intl.formatMessage({ id: 'ownerTruck.liveOf', defaultMessage: 'Live location of {name}' }, { name: truck.name })}>
              <Navigation className="h-4 w-4" aria-hidden /> <FormattedMessage id="ownerTruck.live" defaultMessage="Live Location" />
            </Link>
          </Button>
          <Button
            size="sm"
            variant={isOpen ? 'destructive' : 'secondary'}
            className="col-span-2"
            disabled={toggling || choosingEnd}
            onClick={() => (isOpen ? onSetOpen(truck, false) : stopRunning ? onSetOpen(truck, {}) : setChoosingEnd(true))}
            aria-label={
              isOpen
                ? intl.formatMessage({ id: 'ownerTruck.closeNowOf', defaultMessage: 'Close now, {name}' }, { name: truck.name })
                : intl.formatMessage({ id: 'ownerTruck.openNowOf', defaultMessage: 'Open now, {name}' }, { name: truck.name })
            }
          >
            {isOpen ? <FormattedMessage id="ownerTruck.closeNow" defaultMessage="Close now" /> : <FormattedMessage id="ownerTruck.openNow" defaultMessage="Open now" />}
          </Button>
          {choosingEnd ? (
            <OpenUntilForm
              truck={truck}
              busy={toggling}
              onCancel={() => setChoosingEnd(false)}
              onOpen={(until) => {
                setChoosingEnd(false);
                onSetOpen(truck, { until });
              }}
            />
          ) : null}
        </div>
      </div>
    </Card>
  );
}
