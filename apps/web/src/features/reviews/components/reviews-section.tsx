import { REVIEW_SORTS, policies, type MenuItem, type RatingStats, type Review, type ReviewSort } from '@dishrated/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSession } from '../../../lib/auth';
import { defineMessages } from '../../../lib/i18n';
import { reviewQueries, type ReviewListParams } from '../api/reviews-api';
import { RatingStars } from './rating-stars';
import { ReviewCard } from './review-card';

const SORT_LABELS = defineMessages<ReviewSort>({
  newest: { id: 'reviews.sort.newest', defaultMessage: 'Newest first' },
  oldest: { id: 'reviews.sort.oldest', defaultMessage: 'Oldest first' },
  highest: { id: 'reviews.sort.highest', defaultMessage: 'Highest rated' },
  lowest: { id: 'reviews.sort.lowest', defaultMessage: 'Lowest rated' },
  helpful: { id: 'reviews.sort.helpful', defaultMessage: 'Most helpful' },
});

const words = defineMessages({
  summary: { id: 'reviews.summary', defaultMessage: 'Rating summary' },
  distribution: { id: 'reviews.distribution', defaultMessage: 'Rating distribution' },
  starsCount: { id: 'reviews.starsCount', defaultMessage: '{stars} stars: {count}' },
  filter: { id: 'reviews.filter', defaultMessage: 'Filter reviews' },
  none: { id: 'reviews.none', defaultMessage: 'No reviews yet' },
  noneMatch: { id: 'reviews.noneMatch', defaultMessage: 'No reviews match these filters' },
  pages: { id: 'reviews.pages', defaultMessage: 'Review pages' },
  page: { id: 'common.pageNumber', defaultMessage: 'Page {number}' },
});

function Summary({ stats }: { stats: RatingStats }) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(words.summary)} className="grid gap-6 rounded-2xl bg-gray-50 p-5 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="text-center">
        <p className="text-4xl font-extrabold text-gray-900">{stats.averageRating.toFixed(1)}</p>
        <RatingStars rating={stats.averageRating} className="mt-1" />
        <p className="mt-1 text-sm text-gray-600">
          <FormattedMessage id="reviews.count" defaultMessage="{count, plural, one {# review} other {# reviews}}" values={{ count: stats.totalReviews }} />
        </p>
      </div>
      <ul className="space-y-1.5" aria-label={intl.formatMessage(words.distribution)}>
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const count = stats.ratingDistribution[star];
          const share = stats.totalReviews ? (count / stats.totalReviews) * 100 : 0;
          return (
            <li key={star} className="flex items-center gap-3 text-sm" aria-label={intl.formatMessage(words.starsCount, { stars: star, count })}>
              <span className="w-12 shrink-0 text-gray-700"><FormattedMessage id="reviews.star" defaultMessage="{stars} star" values={{ stars: star }} /></span>
              <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200" aria-hidden>
                <span className="block h-full rounded-full bg-warning-400" style={{ width: `${share}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right tabular-nums text-gray-600">{count}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// The form (with react-hook-form and the schema library) loads when someone starts writing, not
// with the truck's page.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

const select = 'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';

/**
 * The truck's reviews: summary, filter bar, list and pagination; the write (or edit) form replaces
 * the list while open.
 */
export function ReviewsSection({ truckId, truckOwnerId, menu }: { truckId: string; truckOwnerId: string | null; menu: MenuItem[] }) {
  const { user } = useSession();
  const intl = useIntl();
  const location = useLocation();
  // A filter change refetches but keeps the page number.
  const [params, setParams] = useState<ReviewListParams>({ page: 1, sortBy: 'newest', rating: 'all', reviewType: 'all' });
  const [editing, setEditing] = useState<Review | 'new' | null>(null);
  const query = useQuery({ ...reviewQueries.forTruck(truckId, params), placeholderData: keepPreviousData });
  const totalPages = query.data?.pagination.totalPages ?? 0;

  // Past the last page after a filter change (or a delete): show the last page that exists
  // (adjusting state while rendering, as React recommends over an effect).
  if (totalPages > 0 && params.page > totalPages) setParams({ ...params, page: totalPages });

  const canWrite = policies['review:create'](user, { ownerId: truckOwnerId });
  const update = (patch: Partial<ReviewListParams>) => setParams((p) => ({ ...p, ...patch }));

  if (editing) {
    return (
      <Suspense fallback={<p role="status" className="py-10 text-center text-gray-600"><FormattedMessage id="reviews.loadingForm" defaultMessage="Loading the review form..." /></p>}>
        <ReviewForm truckId={truckId} menu={menu} review={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      </Suspense>
    );
  }

  return (
    <div className="space-y-6">
      {query.data ? <Summary stats={query.data.ratingStats} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap gap-2" role="group" aria-label={intl.formatMessage(words.filter)}>
          <label className="sr-only" htmlFor="review-sort"><FormattedMessage id="reviews.sort" defaultMessage="Sort reviews" /></label>
          <select id="review-sort" className={select} value={params.sortBy} onChange={(e) => update({ sortBy: e.target.value as ReviewSort })}>
            {REVIEW_SORTS.map((s) => <option key={s} value={s}>{intl.formatMessage(SORT_LABELS[s])}</option>)}
          </select>
          <label className="sr-only" htmlFor="review-rating"><FormattedMessage id="reviews.byRating" defaultMessage="Filter by rating" /></label>
          <select id="review-rating" className={select} value={String(params.rating)} onChange={(e) => update({ rating: e.target.value === 'all' ? 'all' : (Number(e.target.value) as 1) })}>
            <option value="all">{intl.formatMessage({ id: 'reviews.allRatings', defaultMessage: 'All ratings' })}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>{intl.formatMessage({ id: 'reviews.nStars', defaultMessage: '{count, plural, one {# star} other {# stars}}' }, { count: n })}</option>
            ))}
          </select>
          <label className="sr-only" htmlFor="review-type"><FormattedMessage id="reviews.byType" defaultMessage="Filter by type" /></label>
          <select id="review-type" className={select} value={params.reviewType} onChange={(e) => update({ reviewType: e.target.value as ReviewListParams['reviewType'] })}>
            <option value="all">{intl.formatMessage({ id: 'reviews.all', defaultMessage: 'All reviews' })}</option>
            <option value="truck">{intl.formatMessage({ id: 'reviews.truck', defaultMessage: 'Truck reviews' })}</option>
            <option value="dish">{intl.formatMessage({ id: 'reviews.dish', defaultMessage: 'Dish reviews' })}</option>
          </select>
        </div>
        {canWrite ? (
          <Button onClick={() => setEditing('new')}><FormattedMessage id="reviews.write" defaultMessage="Write a Review" /></Button>
        ) : !user ? (
          <Button variant="outline" asChild><Link to="/login" state={{ from: location }}><FormattedMessage id="reviews.signInToWrite" defaultMessage="Sign in to write a review" /></Link></Button>
        ) : null}
      </div>

      {query.isPending ? (
        <p className="text-gray-600"><FormattedMessage id="reviews.loading" defaultMessage="Loading reviews..." /></p>
      ) : query.isError ? (
        <p className="rounded-xl bg-gray-50 p-6 text-center text-gray-700"><FormattedMessage id="reviews.failed" defaultMessage="Reviews could not be loaded. Please try again later." /></p>
      ) : query.data.reviews.length === 0 ? (
        query.data.ratingStats.totalReviews === 0 ? (
          <EmptyState title={intl.formatMessage(words.none)} heading="p">
            <FormattedMessage id="reviews.beFirst" defaultMessage="Be the first to share your experience!" />
          </EmptyState>
        ) : (
          <EmptyState title={intl.formatMessage(words.noneMatch)} heading="p" />
        )
      ) : (
        <div className="space-y-4">
          {query.data.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} truckId={truckId} truckOwnerId={truckOwnerId} onEdit={setEditing} />
          ))}
        </div>
      )}

      {totalPages > 1 ? (
        <nav aria-label={intl.formatMessage(words.pages)} className="flex items-center justify-center gap-2">
          <Button variant="outline" size="sm" disabled={params.page <= 1} onClick={() => update({ page: params.page - 1 })}><FormattedMessage id="common.previous" defaultMessage="Previous" /></Button>
          {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
            <Button key={n} size="sm" variant={n === params.page ? 'primary' : 'outline'} aria-current={n === params.page ? 'page' : undefined} aria-label={intl.formatMessage(words.page, { number: n })} onClick={() => update({ page: n })}>{n}</Button>
          ))}
          <Button variant="outline" size="sm" disabled={params.page >= totalPages} onClick={() => update({ page: params.page + 1 })}><FormattedMessage id="common.next" defaultMessage="Next" /></Button>
        </nav>
      ) : null}
    </div>
  );
}
