import { cuisineName, distanceText, safeHttpUrl, type Truck } from '@dishrated/shared';
import { Clock, Globe, MapPin, Navigation, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { InstagramIcon, TwitterIcon } from '../../../components/ui/brand-icons';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { openDirections } from '../../../lib/directions';
import { ImageCarousel } from '../../../components/truck/image-carousel';
import { PositionAge } from '../../../components/truck/position-age';
import { TruckFollowSlot } from '../../../components/truck/truck-follow-slot';
import { Rating, ScheduledBadge, StatusBadge, UnclaimedBadge, priceSymbol, truckImages } from '../../../components/truck/truck-bits';

/** A truck in Find Trucks' results; `scheduled`: at its stop at another time (no live status or position age then). */
export function TruckCard({ truck, view, highlighted, onHover, scheduled = false }: { truck: Truck; view: 'list' | 'grid'; highlighted?: boolean; onHover?: (id: string | null) => void; scheduled?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const list = view === 'list';
  const phone = truck.aboutInfo.phone || (truck.owner && typeof truck.owner === 'object' ? truck.owner.phone : null);
  const tagLimit = list ? 4 : 2;
  const extra = truck.tags.length - tagLimit;
  return (
    <article
      aria-label={truck.name}
      onMouseEnter={() => onHover?.(truck.id)}
      onMouseLeave={() => onHover?.(null)}
      className={cn('overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow hover:shadow-md', highlighted ? 'border-warning-300 ring-2 ring-warning-200' : 'border-gray-100', list ? 'flex flex-col sm:flex-row' : 'flex h-full flex-col')}
    >
      <div className={cn('relative shrink-0', list ? 'h-48 sm:h-auto sm:w-64' : 'h-44')}>
        <ImageCarousel images={truckImages(truck)} alt={truck.name} intervalMs={list ? 6000 : 5000} className="h-full w-full" />
        {scheduled ? <ScheduledBadge className="absolute left-2 top-2" /> : <StatusBadge status={truck.status} className="absolute left-2 top-2" />}
        {truck.distance ? <span className="absolute left-2 top-9 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-gray-800">{distanceText(truck.distance, locale)}</span> : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-semibold text-gray-900">{truck.name}</h3>
          <span className="shrink-0 whitespace-nowrap text-sm font-semibold text-gray-700"><span aria-hidden>{priceSymbol(truck.priceRange)}</span><span className="sr-only"><FormattedMessage id="truck.priceRange" defaultMessage="Price {range, select, budget {budget} mid {mid-range} other {premium}}" values={{ range: truck.priceRange }} /></span></span>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-gray-600">
          <Rating value={truck.rating} count={list ? truck.reviewCount : undefined} />
          <span>{cuisineName(truck.cuisine, locale)}</span>
          {truck.claimed ? null : <UnclaimedBadge />}
          {list && truck.waitTime && !scheduled ? <span className="inline-flex items-center gap-1"><Clock className="h-3.5 w-3.5" aria-hidden />{truck.waitTime}</span> : null}
          {scheduled ? null : <PositionAge lastLocationUpdate={truck.lastLocationUpdate} className="whitespace-nowrap text-xs" />}
        </div>
        <p className={cn('mt-2 text-sm text-gray-600', list ? 'line-clamp-2' : 'line-clamp-2')}>{truck.description}</p>
        {list && truck.location.address ? <p className="mt-1 flex items-center gap-1 text-xs text-gray-500"><MapPin className="h-3.5 w-3.5" aria-hidden />{truck.location.address}</p> : null}
        {truck.tags.length ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={intl.formatMessage({ id: 'truck.tags', defaultMessage: 'Tags' })}>
            {truck.tags.slice(0, tagLimit).map((tag) => <li key={tag} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">{tag}</li>)}
            {extra > 0 ? <li className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-500">{list ? <FormattedMessage id="truck.moreTags" defaultMessage="+{count} more" values={{ count: extra }} /> : <FormattedMessage id="truck.moreTagsShort" defaultMessage="+{count}" values={{ count: extra }} />}</li> : null}
          </ul>
        ) : null}
        {/* A grid card keeps to one row of actions (details, directions, follow); calls and links are on the truck's page. */}
        <div className={cn('mt-auto items-center gap-2 pt-4', list ? 'flex flex-wrap' : 'grid grid-cols-[minmax(0,1fr)_auto_auto]')}>
          <Button asChild size="sm"><Link to={`/trucks/${truck.id}`} aria-label={intl.formatMessage({ id: 'truck.seeDetailsOf', defaultMessage: 'See Details: {name}' }, { name: truck.name })}>
              <FormattedMessage id="truck.seeDetails" defaultMessage="See Details" />
            </Link></Button>
          <Button size="sm" variant="outline" onClick={() => void openDirections(truck)} aria-label={intl.formatMessage({ id: 'truck.directionsTo', defaultMessage: 'Directions to {name}' }, { name: truck.name })}>
            <Navigation className="h-4 w-4" aria-hidden />
            <FormattedMessage id="truck.directions" defaultMessage="Directions" />
          </Button>
          <TruckFollowSlot truck={truck} />
          {list && phone ? (
            <Button asChild size="sm" variant="ghost"><a href={`tel:${phone}`} aria-label={intl.formatMessage({ id: 'truck.callName', defaultMessage: 'Call {name}' }, { name: truck.name })}>
                <Phone className="h-4 w-4" aria-hidden />
                <FormattedMessage id="truck.call" defaultMessage="Call" />
              </a></Button>
          ) : null}
          {list ? <ExternalIconLink href={truck.aboutInfo.website} label={intl.formatMessage({ id: 'truck.website', defaultMessage: '{name} website' }, { name: truck.name })}><Globe className="h-4 w-4" aria-hidden /></ExternalIconLink> : null}
          {list ? <ExternalIconLink href={truck.aboutInfo.instagram} label={intl.formatMessage({ id: 'truck.instagram', defaultMessage: '{name} on Instagram' }, { name: truck.name })}><InstagramIcon className="h-4 w-4" /></ExternalIconLink> : null}
          {list ? <ExternalIconLink href={truck.aboutInfo.twitter} label={intl.formatMessage({ id: 'truck.twitter', defaultMessage: '{name} on Twitter' }, { name: truck.name })}><TwitterIcon className="h-4 w-4" /></ExternalIconLink> : null}
        </div>
      </div>
    </article>
  );
}

/** An owner-entered link, shown only when it is http(s): a stored javascript: URL never becomes a link. */
function ExternalIconLink({ href, label, children }: { href: string | undefined; label: string; children: ReactNode }) {
  const safe = safeHttpUrl(href);
  if (!safe) return null;
  return (
    <Button asChild size="sm" variant="ghost">
      <a href={safe} target="_blank" rel="noopener noreferrer" aria-label={label}>{children}</a>
    </Button>
  );
}
