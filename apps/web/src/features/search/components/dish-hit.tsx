import { distanceText, formatDistance, isServingStatus, rupees, type SearchHit } from '@dishrated/shared';
import { Star } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DietMark, SpiceLabel } from '../../../components/truck/diet-mark';
import { useLocale } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

/** One truck's serving of a dish: its price, the truck, how far, whether it is open; opens the truck at the dish. */
export function DishHit({ hit }: { hit: SearchHit }) {
  const { menuItem: dish, truck } = hit;
  const open = isServingStatus(truck.status);
  const intl = useIntl();
  const locale = useLocale();
  return (
    <li className="flex gap-3 p-3">
      {dish.image ? <img src={dish.image} alt="" className="h-16 w-16 shrink-0 rounded-lg object-cover" loading="lazy" /> : null}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={`/trucks/${truck.id}?dish=${dish.id}`} className="min-w-0 font-semibold text-gray-900 hover:text-brand-700 hover:underline" aria-label={intl.formatMessage({ id: 'hit.dishAt', defaultMessage: '{dish} at {truck}' }, { dish: dish.name, truck: truck.name })}>
            {truck.name}
          </Link>
          <span className="shrink-0 font-bold text-brand-700">{rupees(dish.price)}</span>
        </div>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
          <span className={cn('font-medium', open ? 'text-live-800' : 'text-gray-600')}>{open ? <FormattedMessage id="find.openNow" defaultMessage="Open now" /> : <FormattedMessage id="truck.status.closed" defaultMessage="Closed" />}</span>
          {truck.distance !== null ? (
            <span><FormattedMessage id="map.away" defaultMessage="{distance} away" values={{ distance: distanceText(formatDistance(truck.distance), locale) }} /></span>
          ) : null}
          {truck.reviewCount > 0 ? (
            <span className="inline-flex items-center gap-1"><Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden />{truck.rating.toFixed(1)}<span className="sr-only"><FormattedMessage id="hit.outOf5" defaultMessage="out of 5" /></span></span>
          ) : null}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <DietMark diet={dish.dietType} />
          <SpiceLabel level={dish.spiceLevel} />
          {dish.popular ? <span className="text-xs font-medium text-amber-700"><FormattedMessage id="hit.popular" defaultMessage="Popular here" /></span> : null}
        </p>
      </div>
    </li>
  );
}
