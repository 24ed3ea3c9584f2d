import { REVIEW_LIMITS, policies, relativeTime, type Review } from '@dishrated/shared';
import { BadgeCheck, Flag, MessageSquareReply, Pencil, ThumbsUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { defineMessages, useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/auth';
import { useDeleteReview, useReportReview, useRespondToReview, useToggleHelpful } from '../api/review-mutations';
import { RatingStars } from './rating-stars';
import { DeleteReview } from './delete-review';

const words = defineMessages({
  error: { id: 'common.error', defaultMessage: 'Error' },
  voteFailed: { id: 'review.voteFailed', defaultMessage: 'Failed to update helpful vote' },
  deleted: { id: 'review.deleted', defaultMessage: 'Review deleted' },
  deleteFailed: { id: 'review.deleteFailed', defaultMessage: 'Failed to delete review' },
  responsePosted: { id: 'review.responsePosted', defaultMessage: 'Response posted' },
  reported: { id: 'review.reportedToast', defaultMessage: 'Review reported' },
  reportedText: { id: 'review.reportedText', defaultMessage: 'Thank you. Our moderators will take a look.' },
  photos: { id: 'review.photos', defaultMessage: 'Review photos' },
  photoFrom: { id: 'review.photoFrom', defaultMessage: 'Photo {number} from {name}' },
  helpful: { id: 'review.helpful', defaultMessage: 'Helpful ({count})' },
  helpfulSignIn: { id: 'review.helpfulSignIn', defaultMessage: 'Helpful ({count}), sign in to vote' },
});

interface ReviewCardProps {
  review: Review;
  truckId: string;
  truckOwnerId: string | null;
  onEdit(review: Review): void;
}

function Comment({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > REVIEW_LIMITS.commentPreview;
  return (
    <p className="mt-2 whitespace-pre-line text-sm text-gray-700">
      {long && !expanded ? text.slice(0, REVIEW_LIMITS.commentPreview).concat('...') : text}
      {long ? (
        <button type="button" onClick={() => setExpanded(!expanded)} className="ml-1 cursor-pointer font-semibold text-brand-700 hover:underline">
          {expanded ? <FormattedMessage id="review.showLess" defaultMessage="Show less" /> : <FormattedMessage id="review.readMore" defaultMessage="Read more" />}
        </button>
      ) : null}
    </p>
  );
}

// Respond and Report forms (react-hook-form and the schema library) load when opened.
const ResponseForm = lazy(() => import('./short-text-form').then((module) => ({ default: module.ResponseForm })));
const ReportForm = lazy(() => import('./short-text-form').then((module) => ({ default: module.ReportForm })));

export function ReviewCard({ review, truckId, truckOwnerId, onEdit }: ReviewCardProps) {
  const { user } = useSession();
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const actor = user ? { id: user.id, role: user.role } : null;
  const canVote = policies['review:vote'](actor, { userId: review.user._id });
  const [responding, setResponding] = useState(false);
  const [reporting, setReporting] = useState(false);
  // A failed helpful vote or delete is logged and told to the user, never silently dropped.
  const helpful = useToggleHelpful(truckId, {
    onError: (error) => {
      console.error(error);
      toast.error(intl.formatMessage(words.error), errorMessage(error, intl.formatMessage(words.voteFailed)));
    },
  });
  const remove = useDeleteReview(truckId, {
    onSuccess: () => void toast.success(intl.formatMessage(words.deleted)),
    onError: (error) => {
      console.error(error);
      toast.error(intl.formatMessage(words.error), errorMessage(error, intl.formatMessage(words.deleteFailed)));
    },
  });
  const respond = useRespondToReview(truckId, {
    onSuccess: () => {
      toast.success(intl.formatMessage(words.responsePosted));
      setResponding(false);
    },
  });
  const report = useReportReview(truckId, {
    onSuccess: () => {
      toast.success(intl.formatMessage(words.reported), intl.formatMessage(words.reportedText));
      setReporting(false);
    },
  });

  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-5" aria-labelledby={`review-${review.id}-title`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="flex items-center gap-2 font-semibold text-gray-900">
            <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700" aria-hidden>
              {review.user.name.charAt(0).toUpperCase()}
            </span>
            {review.user.name}
            {review.isVerified ? (
              <Badge className="gap-1 bg-live-50 text-live-700"><BadgeCheck className="h-3.5 w-3.5" aria-hidden /><FormattedMessage id="review.verified" defaultMessage="Verified" /></Badge>
            ) : null}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-gray-500">
            <RatingStars rating={review.rating} />
            <time dateTime={review.createdAt}>{relativeTime(review.createdAt, undefined, locale)}</time>
            {review.dish ? (
              <Badge className="bg-brand-50 text-brand-800">
                <FormattedMessage id="review.dish" defaultMessage="Dish: {name}" values={{ name: review.dish.name }} />
              </Badge>
            ) : null}
          </div>
        </div>
      </header>
      <h4 id={`review-${review.id}-title`} className="mt-3 font-bold text-gray-900">{review.title}</h4>
      <Comment text={review.comment} />
      {review.images.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={intl.formatMessage(words.photos)}>
          {review.images.map((url, i) => (
            <li key={i}><img src={url} alt={intl.formatMessage(words.photoFrom, { number: i + 1, name: review.user.name })} className="h-20 w-20 rounded-lg object-cover" loading="lazy" /></li>
          ))}
        </ul>
      ) : null}
      {review.response ? (
        <div className="mt-4 rounded-xl border-l-4 border-brand-400 bg-brand-50 p-3 text-sm">
          <p className="font-semibold text-gray-900">
            <FormattedMessage
              id="review.ownerResponse"
              defaultMessage="Response from the owner <when>· {ago}</when>"
              values={{ ago: relativeTime(review.response.respondedAt, undefined, locale), when: (chunks) => <span className="font-normal text-gray-500">{chunks}</span> }}
            />
          </p>
          <p className="mt-1 text-gray-700">{review.response.message}</p>
        </div>
      ) : null}

      <footer className="mt-4 flex flex-wrap items-center gap-2">
        {actor ? (
          <Button variant="outline" size="sm" disabled={!canVote || helpful.isPending} aria-pressed={review.viewer.votedHelpful} onClick={() => helpful.mutate(review.id)}
            className={review.viewer.votedHelpful ? 'border-brand-400 bg-brand-50 text-brand-800' : undefined}>
            <ThumbsUp className="h-4 w-4" aria-hidden />
            <FormattedMessage {...words.helpful} values={{ count: review.helpfulVotes }} />
          </Button>
        ) : (
          <Button variant="outline" size="sm" asChild>
            <Link to="/login" state={{ from: location }} aria-label={intl.formatMessage(words.helpfulSignIn, { count: review.helpfulVotes })}>
              <ThumbsUp className="h-4 w-4" aria-hidden />
              <FormattedMessage {...words.helpful} values={{ count: review.helpfulVotes }} />
            </Link>
          </Button>
        )}
        {policies['review:edit'](actor, { userId: review.user._id }) ? (
          <Button variant="ghost" size="sm" onClick={() => onEdit(review)}><Pencil className="h-4 w-4" aria-hidden /><FormattedMessage id="common.edit" defaultMessage="Edit" /></Button>
        ) : null}
        {policies['review:respond'](actor, { truckOwnerId, hasResponse: !!review.response }) && !responding ? (
          <Button variant="ghost" size="sm" onClick={() => setResponding(true)}><MessageSquareReply className="h-4 w-4" aria-hidden /><FormattedMessage id="review.respond" defaultMessage="Respond" /></Button>
        ) : null}
        {policies['review:report'](actor, { userId: review.user._id }) && !reporting ? (
          review.viewer.reported ? (
            <span className="px-2 text-xs text-gray-500"><FormattedMessage id="review.reported" defaultMessage="Reported" /></span>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setReporting(true)}><Flag className="h-4 w-4" aria-hidden /><FormattedMessage id="review.report" defaultMessage="Report" /></Button>
          )
        ) : null}
        {policies['review:delete'](actor, { userId: review.user._id }) ? (
          <DeleteReview onConfirm={() => remove.mutate(review.id)} pending={remove.isPending} />
        ) : null}
      </footer>
      {responding || reporting ? (
        <Suspense fallback={<p role="status" className="mt-3 text-sm text-gray-600"><FormattedMessage id="common.loading" defaultMessage="Loading..." /></p>}>
          {responding ? <ResponseForm onCancel={() => setResponding(false)} onSubmit={(message) => respond.mutateAsync({ id: review.id, message })} /> : null}
          {reporting ? <ReportForm onCancel={() => setReporting(false)} onSubmit={(reason) => report.mutateAsync({ id: review.id, reason })} /> : null}
        </Suspense>
      ) : null}
    </article>
  );
}
