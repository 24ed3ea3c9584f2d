import { RATING_LABELS } from '@dishrated/shared';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/utils';

/** Read-only stars with the rating as accessible text. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`${rating.toFixed(1)} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn('h-4 w-4', n <= Math.round(rating) ? 'fill-warning-400 text-warning-400' : 'text-gray-300')} />
      ))}
    </span>
  );
}

/** The form's star picker: a radio group, so it works with arrow keys and screen readers. */
export function StarPicker({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">Rating</legend>
      <div className="mt-1 flex items-center gap-3">
        <div className="flex" role="radiogroup" aria-label="Rating">
          {([1, 2, 3, 4, 5] as const).map((n) => (
            <label key={n} className="cursor-pointer p-0.5" title={RATING_LABELS[n]}>
              <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} className="peer sr-only" aria-label={`${n} star${n > 1 ? 's' : ''}: ${RATING_LABELS[n]}`} />
              <Star aria-hidden className={cn('h-8 w-8 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500', n <= value ? 'fill-warning-400 text-warning-400' : 'text-gray-300')} />
            </label>
          ))}
        </div>
        <span className="text-sm font-medium text-gray-700" aria-live="polite">{value ? RATING_LABELS[value as 1 | 2 | 3 | 4 | 5] : ''}</span>
      </div>
    </fieldset>
  );
}
