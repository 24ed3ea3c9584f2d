import { ANALYTICS_DEFAULT_PERIOD, ANALYTICS_PERIODS, rupees, type Analytics } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card } from '../../../../components/ui/card';
import { StatCards } from '../../../../components/ui/stat-cards';
import { cn } from '../../../../lib/utils';
import { ownerQueries } from '../../api/owner-api';
import { DailyActivityChart, RatingDistributionChart } from './analytics-charts';

/** Shown for a figure not known: a dash reads the same in every language. */
const NO_FIGURE = '–';

function PeriodPicker({ value, onChange }: { value: number; onChange: (period: number) => void }) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'analytics.period', defaultMessage: 'Period' })} className="inline-flex rounded-lg bg-gray-100 p-1">
      {ANALYTICS_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={value === p}
          onClick={() => onChange(p)}
          className={cn('rounded-md px-3 py-1.5 text-sm font-medium cursor-pointer', value === p ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900')}
        >
          <FormattedMessage id="analytics.days" defaultMessage="{count} days" values={{ count: p }} />
        </button>
      ))}
    </div>
  );
}

function Totals({ totals }: { totals: Analytics['totals'] }) {
  const intl = useIntl();
  return (
    <StatCards
      className="grid-cols-2 sm:grid-cols-4"
      cards={[
        { label: intl.formatMessage({ id: 'analytics.orders', defaultMessage: 'Orders ahead' }), value: totals.orders },
        { label: intl.formatMessage({ id: 'analytics.revenue', defaultMessage: 'Order revenue' }), value: rupees(totals.revenue) },
        { label: intl.formatMessage({ id: 'analytics.followers', defaultMessage: 'Followers' }), value: totals.followers },
        { label: intl.formatMessage({ id: 'analytics.views', defaultMessage: 'Page views' }), value: totals.views },
        { label: intl.formatMessage({ id: 'analytics.directions', defaultMessage: 'Directions clicks' }), value: totals.directionsClicks },
        { label: intl.formatMessage({ id: 'analytics.newReviews', defaultMessage: 'New reviews' }), value: totals.reviews },
        { label: intl.formatMessage({ id: 'analytics.averageRating', defaultMessage: 'Average rating' }), value: totals.averageRating === null ? NO_FIGURE : totals.averageRating.toFixed(1) },
        { label: intl.formatMessage({ id: 'analytics.participations', defaultMessage: 'Event participations' }), value: totals.eventParticipations },
      ]}
    />
  );
}

function PerTruckTable({ trucks }: { trucks: Analytics['trucks'] }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'analytics.perTruckLabel', defaultMessage: 'Figures per truck' });
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div className="overflow-x-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full min-w-[600px] text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-gray-200 text-gray-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium"><FormattedMessage id="analytics.col.truck" defaultMessage="Truck" /></th>
            <th scope="col" className="py-2 pr-3 text-right font-medium"><FormattedMessage id="analytics.followers" defaultMessage="Followers" /></th>
            <th scope="col" className="py-2 pr-3 text-right font-medium"><FormattedMessage id="analytics.col.views" defaultMessage="Views" /></th>
            <th scope="col" className="py-2 pr-3 text-right font-medium"><FormattedMessage id="analytics.col.directions" defaultMessage="Directions" /></th>
            <th scope="col" className="py-2 pr-3 text-right font-medium"><FormattedMessage id="analytics.reviews" defaultMessage="Reviews" /></th>
            <th scope="col" className="py-2 pr-3 text-right font-medium"><FormattedMessage id="analytics.col.rating" defaultMessage="Avg rating" /></th>
            <th scope="col" className="py-2 pr-3 text-right font-medium"><FormattedMessage id="admin.events.label" defaultMessage="Events" /></th>
            <th scope="col" className="py-2 pr-3 text-right font-medium"><FormattedMessage id="analytics.col.orders" defaultMessage="Orders" /></th>
            <th scope="col" className="py-2 text-right font-medium"><FormattedMessage id="analytics.col.revenue" defaultMessage="Revenue" /></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {trucks.map((t) => (
            <tr key={t.truckId}>
              <th scope="row" className="py-2 pr-3 font-medium text-gray-900">{t.name}</th>
              <td className="py-2 pr-3 text-right">{t.followers}</td>
              <td className="py-2 pr-3 text-right">{t.views}</td>
              <td className="py-2 pr-3 text-right">{t.directionsClicks}</td>
              <td className="py-2 pr-3 text-right">{t.reviews}</td>
              <td className="py-2 pr-3 text-right">{t.averageRating?.toFixed(1) ?? NO_FIGURE}</td>
              <td className="py-2 pr-3 text-right">{t.eventParticipations}</td>
              <td className="py-2 pr-3 text-right">{t.orders}</td>
              <td className="py-2 text-right">{rupees(t.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TopReviews({ reviews }: { reviews: Analytics['topReviews'] }) {
  if (reviews.length === 0) return <p className="text-sm text-gray-600"><FormattedMessage id="analytics.noHelpful" defaultMessage="No reviews were voted helpful in this period." /></p>;
  return (
    <ol className="divide-y divide-gray-100">
      {reviews.map((r) => (
        <li key={r.id} className="flex items-start justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="font-medium text-gray-900">{r.title}</p>
            <p className="text-sm text-gray-600"><FormattedMessage id="analytics.reviewLine" defaultMessage="{truck} · {rating} of 5 stars" values={{ truck: r.truckName, rating: r.rating }} /></p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1 text-sm text-gray-700">
            <ThumbsUp className="h-4 w-4" aria-hidden /> {r.helpfulVotes}
            <span className="sr-only"><FormattedMessage id="analytics.foundHelpful" defaultMessage="found it helpful" /></span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Orders ahead in the period: how long they took to be ready, and the dishes ordered most. */
function OrderFigures({ analytics }: { analytics: Analytics }) {
  return (
    <>
      <p className="text-sm text-gray-700">
        {analytics.averageMinutesToReady === null ? (
          <FormattedMessage id="analytics.noReady" defaultMessage="No order was readied in this period." />
        ) : (
          <FormattedMessage id="analytics.readyIn" defaultMessage="Orders were ready {minutes} minutes after they were placed, on average." values={{ minutes: analytics.averageMinutesToReady }} />
        )}
      </p>
      {analytics.topDishes.length > 0 ? (
        <ol className="mt-2 divide-y divide-gray-100">
          {analytics.topDishes.map((d) => (
            <li key={d.name} className="flex justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 truncate font-medium text-gray-900">{d.name}</span>
              <span className="shrink-0 text-gray-700"><FormattedMessage id="analytics.dishLine" defaultMessage="{count} ordered · {revenue}" values={{ count: d.quantity, revenue: rupees(d.revenue) }} /></span>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

/** The Analytics tab: loaded with its charts only when opened. */
export default function AnalyticsTab() {
  const [period, setPeriod] = useState<number>(ANALYTICS_DEFAULT_PERIOD);
  const { data, isPending, isError } = useQuery(ownerQueries.analytics(period));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900"><FormattedMessage id="analytics.lastDays" defaultMessage="Last {count} days" values={{ count: period }} /></h2>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      {isPending ? (
        <p role="status" className="py-8 text-center text-gray-500"><FormattedMessage id="analytics.loading" defaultMessage="Loading analytics..." /></p>
      ) : isError ? (
        <p role="alert" className="py-8 text-center text-danger-700"><FormattedMessage id="analytics.failed" defaultMessage="Failed to load analytics. Please try again." /></p>
      ) : (
        <>
          <Totals totals={data.totals} />
          <Card className="p-4">
            <h3 className="mb-2 font-semibold text-gray-900"><FormattedMessage id="analytics.perDay" defaultMessage="Views, directions and orders per day" /></h3>
            <DailyActivityChart daily={data.daily} />
          </Card>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card className="p-4">
              <h3 className="mb-2 font-semibold text-gray-900"><FormattedMessage id="analytics.ratings" defaultMessage="Ratings in this period" /></h3>
              <RatingDistributionChart distribution={data.ratingDistribution} />
            </Card>
            <Card className="p-4">
              <h3 className="mb-2 font-semibold text-gray-900"><FormattedMessage id="analytics.helpful" defaultMessage="Most helpful reviews" /></h3>
              <TopReviews reviews={data.topReviews} />
            </Card>
          </div>
          <Card className="p-4">
            <h3 className="mb-2 font-semibold text-gray-900"><FormattedMessage id="analytics.topDishes" defaultMessage="Orders ahead: top dishes" /></h3>
            <OrderFigures analytics={data} />
          </Card>
          <Card className="p-4">
            <h3 className="mb-2 font-semibold text-gray-900"><FormattedMessage id="analytics.perTruck" defaultMessage="Per truck" /></h3>
            <PerTruckTable trucks={data.trucks} />
          </Card>
        </>
      )}
    </div>
  );
}
