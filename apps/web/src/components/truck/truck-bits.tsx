import { PRICE_RANGE_LABELS, type Truck, type TruckStatus } from '@dishrated/shared';
import { Star } from 'lucide-react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../lib/i18n';
import { cn } from '../../lib/utils';

export const FALLBACK_TRUCK_IMAGE = '/images/placeholder-truck.svg';
/** A truck with no images shows three default pictures, so no card is blank. */
export const DEFAULT_TRUCK_IMAGES = ['/images/placeholder-truck.svg', '/images/truck-side.svg', '/images/truck-night.svg'];

/** A truck's status in words, wherever it is shown. */
export const STATUS_LABELS = defineMessages({
  open: { id: 'truck.status.open', defaultMessage: 'Open' },
  closed: { id: 'truck.status.closed', defaultMessage: 'Closed' },
  'opening-soon': { id: 'truck.status.openingSoon', defaultMessage: 'Opening Soon' },
  busy: { id: 'truck.status.busy', defaultMessage: 'Busy' },
  unknown: { id: 'truck.status.unknown', defaultMessage: 'Hours unknown' },
});

const STATUS_STYLES: Record<TruckStatus, { label: MessageDescriptor; className: string }> = {
  open: { label: STATUS_LABELS.open, className: 'bg-success-100 text-success-800' },
  closed: { label: STATUS_LABELS.closed, className: 'bg-danger-100 text-danger-800' },
  'opening-soon': { label: STATUS_LABELS['opening-soon'], className: 'bg-warning-100 text-warning-800' },
  busy: { label: STATUS_LABELS.busy, className: 'bg-gray-200 text-gray-700' },
  unknown: { label: STATUS_LABELS.unknown, className: 'bg-gray-100 text-gray-700' },
};

/** Status badge colours: green open, red closed, amber (warning) opening soon, grey otherwise. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const style = STATUS_STYLES[status as TruckStatus] as (typeof STATUS_STYLES)[TruckStatus] | undefined;
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', style?.className ?? 'bg-gray-200 text-gray-700', className)}>
      {style ? <FormattedMessage {...style.label} /> : status}
    </span>
  );
}

/** A listing nobody runs on DishRated yet (imported or suggested): its owner can claim it. */
export function UnclaimedBadge({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700 ring-1 ring-gray-300', className)}>
      <FormattedMessage id="truck.unclaimed" defaultMessage="Unclaimed" />
    </span>
  );
}

/** In place of the live status where a truck is shown at a scheduled stop (tomorrow's view). */
export function ScheduledBadge({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full bg-live-100 px-2.5 py-0.5 text-xs font-semibold text-live-800', className)}>
      <FormattedMessage id="truck.scheduled" defaultMessage="Scheduled" />
    </span>
  );
}

export function Rating({ value, count }: { value: number; count?: number }) {
  const intl = useIntl();
  // Ratings run from 1 to 5: a 0 means nobody has reviewed the truck yet, and '0.0' would read as a bad one.
  if (count === 0 || value === 0) {
    return (
      <span className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200" title={intl.formatMessage({ id: 'rating.noReviews', defaultMessage: 'No reviews yet' })}>
        <FormattedMessage id="rating.new" defaultMessage="New" />
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm text-gray-700" role="img" aria-label={
        count === undefined
          ? intl.formatMessage({ id: 'rating.label', defaultMessage: 'Rated {rating} out of 5' }, { rating: value.toFixed(1) })
          : intl.formatMessage({ id: 'rating.labelWithCount', defaultMessage: 'Rated {rating} out of 5 from {count, plural, one {# review} other {# reviews}}' }, { rating: value.toFixed(1), count })
      }>
      <Star className="h-4 w-4 fill-warning-400 text-warning-400" aria-hidden />
      <span className="font-semibold">{value.toFixed(1)}</span>
      {count !== undefined ? <span className="text-gray-500">
          <FormattedMessage id="rating.count" defaultMessage="({count})" values={{ count }} />
        </span> : null}
    </span>
  );
}

export const priceSymbol = (range: Truck['priceRange']) => PRICE_RANGE_LABELS[range]?.symbol ?? '₹₹';

export function truckImages(truck: Pick<Truck, 'images' | 'image'>): string[] {
  const urls = [...truck.images].sort((a, b) => a.order - b.order).map((i) => i.url);
  if (urls.length) return urls;
  return truck.image ? [truck.image] : DEFAULT_TRUCK_IMAGES;
}

/**
 * An <img> that swaps to the stock picture when its source fails. Pictures load as they scroll
 * into view, except the one a screen leads with (`priority`): that one is fetched first.
 */
export function TruckImage({ src, alt, className, priority = false }: { src: string | null | undefined; alt: string; className?: string; priority?: boolean }) {
  return (
    <img
      src={src || FALLBACK_TRUCK_IMAGE}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(FALLBACK_TRUCK_IMAGE)) e.currentTarget.src = FALLBACK_TRUCK_IMAGE;
      }}
    />
  );
}
