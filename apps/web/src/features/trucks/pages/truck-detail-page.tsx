import { cuisineName, policies, type Truck } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../lib/page-title';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { defineMessages, useLocale } from '../../../lib/i18n';
import { useLiveTruck } from '../api/live-hooks';
import { truckQueries } from '../api/trucks-api';
import { TruckImage, UnclaimedBadge } from '../../../components/truck/truck-bits';
import { AboutTab } from '../components/truck-detail/about-tab';
import { MenuTab } from '../components/truck-detail/menu-tab';
import { ScheduleTab } from '../components/truck-detail/schedule-tab';
import { ShareButton } from '../components/truck-detail/share-button';
import { Sidebar, TruckPlace } from '../components/truck-detail/sidebar';

const words = defineMessages({
  failed: { id: 'truck.loadFailed', defaultMessage: 'Failed to load food truck data' },
  notFound: { id: 'truck.notFound', defaultMessage: 'Food Truck Not Found' },
  foodTruck: { id: 'truck.foodTruck', defaultMessage: 'Food Truck' },
  couldNotLoad: { id: 'truck.couldNotLoad', defaultMessage: 'Could Not Load This Food Truck' },
  notFoundText: { id: 'truck.notFoundText', defaultMessage: 'The requested food truck could not be found.' },
  details: { id: 'truck.detailsTabs', defaultMessage: 'Truck details' },
  menu: { id: 'truck.tab.menu', defaultMessage: 'Menu' },
  schedule: { id: 'truck.tab.schedule', defaultMessage: 'Schedule' },
  reviews: { id: 'truck.tab.reviews', defaultMessage: 'Reviews' },
  about: { id: 'truck.tab.about', defaultMessage: 'About' },
});

/**
 * A truck's page. Its Reviews tab belongs to another feature, so the app layer passes it in
 * (`reviews`), rendered for the loaded truck and its owner's id; so does its Follow button (`follow`).
 */
export function TruckDetailPage({ reviews, follow }: { reviews: (truck: Truck, ownerId: string | null) => ReactNode; follow?: (truck: Truck) => ReactNode }) {
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const intl = useIntl();
  const locale = useLocale();
  const query = useQuery({ ...truckQueries.detail(id), meta: { errorToast: { message: intl.formatMessage(words.failed) } } });
  usePageTitle(query.data?.name ?? intl.formatMessage(query.isError ? words.notFound : words.foodTruck));
  useLiveTruck(query.data ? id : null);


  if (query.isLoading) {
    return (
      <p role="status" className="py-24 text-center text-gray-600">
        <FormattedMessage id="truck.loading" defaultMessage="Loading food truck details..." />
      </p>
    );
  }
  if (query.isError || !query.data) {
    // Not found (or an id that cannot exist) is final; anything else may pass, so offer a retry.
    const missing = query.error instanceof ApiError && (query.error.code === 'TRUCK_NOT_FOUND' || query.error.code === 'VALIDATION_FAILED');
    return (
      <div className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-gray-900"><FormattedMessage {...(missing ? words.notFound : words.couldNotLoad)} /></h1>
        <p className="mt-2 text-gray-600">{errorMessage(query.error, intl.formatMessage(words.notFoundText))}</p>
        <div className="mt-6 flex justify-center gap-3">
          {missing ? null : (
            <Button variant="outline" onClick={() => void query.refetch()}>
              <FormattedMessage id="common.tryAgain" defaultMessage="Try Again" />
            </Button>
          )}
          <Button onClick={() => navigate('/')}><FormattedMessage id="common.backHome" defaultMessage="Back to Home" /></Button>
        </div>
      </div>
    );
  }

  const truck = query.data;
  const ownerId = truck.owner && typeof truck.owner === 'object' ? truck.owner._id : truck.owner;
  // The same rule the server enforces: the truck's owner, or an admin.
  const canManage = policies['truck:manage'](user, { ownerId });
  return (
    <div>
      <div className="relative h-48 sm:h-80">
        <TruckImage src={truck.image ?? truck.images[0]?.url} alt={truck.name} className="h-full w-full object-cover" priority />
        <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-4 pb-6 text-white sm:px-6">
          <p className="text-sm font-medium text-brand-200">{cuisineName(truck.cuisine, locale)}</p>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{truck.name}</h1>
          {truck.claimed ? null : <UnclaimedBadge className="mt-1 bg-white/90" />}
          <p className="mt-1 text-sm">
            {truck.reviewCount > 0 ? (
              <FormattedMessage id="truck.ratingLine" defaultMessage="★ {rating} ({count, plural, one {# review} other {# reviews}})" values={{ rating: truck.rating.toFixed(1), count: truck.reviewCount }} />
            ) : (
              <FormattedMessage id="truck.noReviewsYet" defaultMessage="New: no reviews yet" />
            )}
          </p>
        </div>
        {/* Following a truck (the heart) comes with follows and alerts; until then no dead button. */}
        <div className="absolute right-4 top-4 flex gap-2">
          <ShareButton title={truck.name} />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:grid-rows-[auto_1fr]">
        <Tabs defaultValue="menu" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <TabList look="underline" aria-label={intl.formatMessage(words.details)}>
            <Tab look="underline" value="menu"><FormattedMessage {...words.menu} /></Tab>
            <Tab look="underline" value="schedule"><FormattedMessage {...words.schedule} /></Tab>
            <Tab look="underline" value="reviews"><FormattedMessage {...words.reviews} /></Tab>
            <Tab look="underline" value="about"><FormattedMessage {...words.about} /></Tab>
          </TabList>
          <div className="pt-6">
            {/* Each panel opens with its (visually hidden) h2, so the sections' h3s sit under it. */}
            <TabPanel value="menu"><h2 className="sr-only"><FormattedMessage {...words.menu} /></h2><MenuTab truck={truck} canManage={canManage} /></TabPanel>
            <TabPanel value="schedule"><h2 className="sr-only"><FormattedMessage {...words.schedule} /></h2><ScheduleTab truck={truck} /></TabPanel>
            <TabPanel value="reviews">
              <h2 className="sr-only"><FormattedMessage {...words.reviews} /></h2>
              {reviews(truck, ownerId)}
            </TabPanel>
            <TabPanel value="about"><h2 className="sr-only"><FormattedMessage {...words.about} /></h2><AboutTab truck={truck} /></TabPanel>
          </div>
        </Tabs>
        <Sidebar truck={truck} canManage={canManage} follow={follow?.(truck)} />
        <TruckPlace truck={truck} />
      </div>
    </div>
  );
}
