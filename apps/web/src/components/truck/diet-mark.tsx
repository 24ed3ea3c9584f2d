import type { StoredDietType } from '@dishrated/shared';
import { FormattedMessage } from 'react-intl';
import { defineMessages } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/** A dish's diet in words. */
export const DIET_NAMES = defineMessages<StoredDietType>({
  veg: { id: 'diet.veg', defaultMessage: 'Veg' },
  'non-veg': { id: 'diet.nonVeg', defaultMessage: 'Non-veg' },
  egg: { id: 'diet.egg', defaultMessage: 'Egg' },
  vegan: { id: 'diet.vegan', defaultMessage: 'Vegan' },
  unknown: { id: 'diet.unknown', defaultMessage: 'Diet not stated' },
});

/** How hot a dish is, from 0 (not spicy) to 3. */
const SPICE = defineMessages({
  none: { id: 'spice.0', defaultMessage: 'Not spicy' },
  mild: { id: 'spice.1', defaultMessage: 'Mild' },
  medium: { id: 'spice.2', defaultMessage: 'Medium' },
  hot: { id: 'spice.3', defaultMessage: 'Hot' },
});
export const SPICE_NAMES = [SPICE.none, SPICE.mild, SPICE.medium, SPICE.hot];

const MARK_COLOURS: Record<StoredDietType, string> = {
  veg: 'border-green-700 text-green-700',
  vegan: 'border-green-700 text-green-700',
  egg: 'border-amber-600 text-amber-700',
  'non-veg': 'border-red-800 text-red-800',
  unknown: 'border-gray-400 text-gray-500',
};

/**
 * The familiar square mark of Indian menus (green for veg, red for non-veg, amber for egg) with the
 * diet in words beside it, so colour is never the only sign.
 */
export function DietMark({ diet, className }: { diet: StoredDietType; className?: string }) {
  if (diet === 'unknown') return null;
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-medium', MARK_COLOURS[diet], className)}>
      <span aria-hidden className={cn('inline-flex h-3.5 w-3.5 items-center justify-center border-2', MARK_COLOURS[diet])}>
        <span className={cn('h-1.5 w-1.5 rounded-full', diet === 'non-veg' ? 'bg-red-800' : diet === 'egg' ? 'bg-amber-600' : 'bg-green-700')} />
      </span>
      <FormattedMessage {...DIET_NAMES[diet]} />
    </span>
  );
}

/** "Mild", "Medium" or "Hot" (nothing for a dish that is not spicy or did not say). */
export function SpiceLabel({ level, className }: { level: number | null; className?: string }) {
  if (!level) return null;
  return (
    <span className={cn('text-xs font-medium text-orange-700', className)}>
      <FormattedMessage {...SPICE_NAMES[level]!} />
    </span>
  );
}
