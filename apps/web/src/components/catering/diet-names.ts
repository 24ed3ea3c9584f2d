import type { DietNeed } from '@dishrated/shared';
import { defineMessages } from '../../lib/i18n';

/** The diet needs a request asks for, in the page's language. */
export const DIET_NAMES = defineMessages<DietNeed>({
  'veg-only': { id: 'catering.diet.veg', defaultMessage: 'Vegetarian only' },
  jain: { id: 'catering.diet.jain', defaultMessage: 'Jain' },
  'no-onion-garlic': { id: 'catering.diet.noOnionGarlic', defaultMessage: 'No onion or garlic' },
  halal: { id: 'catering.diet.halal', defaultMessage: 'Halal' },
  vegan: { id: 'catering.diet.vegan', defaultMessage: 'Vegan' },
});
