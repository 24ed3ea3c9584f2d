import { Star } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

/** What each number of stars means. */
const RATING_WORDS = defineMessages<'1' | '2' | '3' | '4' | '5'>({
  '1': { id: 'rating.word.1', defaultMessage: 'Poor' },
  '2': { id: 'rating.word.2', defaultMessage: 'Fair' },
  '3': { id: 'rating.word.3', defaultMessage: 'Good' },
  '4': { id: 'rating.word.4', defaultMessage: 'Very Good' },
  '5': { id: 'rating.word.5', defaultMessage: 'Excellent' },
});

/** Read-only stars with the rating as accessible text. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const intl = useIntl();
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={intl.formatMessage({ id: 'rating.stars', defaultMessage: '{rating} out of 5 stars' }, { rating: rating.toFixed(1) })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn('h-4 w-4', n <= Math.round(rating) ? 'fill-warning-400 text-warning-400' : 'text-gray-300')} />
      ))}
    </span>
  );
}

/** The form's star picker: a radio group, so it works with arrow keys and screen readers. */
export function StarPicker({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const intl = useIntl();
  const word = (n: number) => intl.formatMessage(RATING_WORDS[String(n) as '1'] ?? RATING_WORDS['3']);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800"><FormattedMessage id="rating.legend" defaultMessage="Rating" /></legend>
      <div className="mt-1 flex items-center gap-3">
        <div className="flex" role="radiogroup" aria-label={intl.formatMessage({ id: 'rating.legend', defaultMessage: 'Rating' })}>
          {([1, 2, 3, 4, 5] as const).map((n) => (
            <label key={n} className="cursor-pointer p-0.5" title={word(n)}>
              <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} className="peer sr-only" aria-label={intl.formatMessage({ id: 'rating.option', defaultMessage: '{count, plural, one {# star} other {# stars}}: {word}' }, { count: n, word: word(n) })} />
              <Star aria-hidden className={cn('h-8 w-8 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500', n <= value ? 'fill-warning-400 text-warning-400' : 'text-gray-300')} />
            </label>
          ))}
        </div>
        <span className="text-sm font-medium text-gray-700" aria-live="polite">{value ? word(value) : null}</span>
      </div>
    </fieldset>
  );
}
