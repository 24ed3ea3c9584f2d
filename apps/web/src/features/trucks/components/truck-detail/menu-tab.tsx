import { rupees, type MenuItem, type Truck } from '@dishrated/shared';
import { Star } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { DietMark, SpiceLabel } from '../../../../components/truck/diet-mark';
import { cn } from '../../../../lib/utils';
import { Button } from '../../../../components/ui/button';
import { Badge } from '../../../../components/ui/card';

const OTHER = '\u0000other';

/** The dish a search result opened the page at (`?dish=`): scrolled to and highlighted. */
function useDishInView(): string | null {
  const [params] = useSearchParams();
  const dish = params.get('dish');
  useEffect(() => {
    if (dish) document.getElementById(`dish-${dish}`)?.scrollIntoView({ block: 'center' });
  }, [dish]);
  return dish;
}

export function MenuTab({ truck, canManage }: { truck: Truck; canManage: boolean }) {
  const menu = truck.menu ?? [];
  const highlighted = useDishInView();
  if (menu.length === 0) {
    return (
      <div className="rounded-xl bg-gray-50 p-8 text-center">
        <p className="text-gray-700"><FormattedMessage id="menu.empty" defaultMessage="No menu items available yet." /></p>
        {canManage ? (
          <Button asChild className="mt-3">
            <Link to={`/trucks/${truck.id}/edit`}><FormattedMessage id="menu.addItems" defaultMessage="Add Menu Items" /></Link>
          </Button>
        ) : null}
      </div>
    );
  }
  const groups = new Map<string, MenuItem[]>();
  for (const item of menu) {
    // Dishes without a category are gathered last, under "Other" (the key is not shown as it is).
    const category = item.category.trim() || OTHER;
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return (
    <div className="space-y-8">
      {[...groups].map(([category, items]) => (
        <section key={category} aria-labelledby={`menu-${category}`}>
          <h3 id={`menu-${category}`} className="text-lg font-bold text-gray-900">{category === OTHER ? <FormattedMessage id="menu.other" defaultMessage="Other" /> : category}</h3>
          <ul className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-100">
            {items.map((item) => (
              <li key={item.id} id={`dish-${item.id}`} aria-current={highlighted === item.id ? 'true' : undefined} className={cn('flex items-start justify-between gap-4 p-4', highlighted === item.id && 'bg-amber-50 ring-2 ring-amber-300')}>
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                    {item.name}
                    <DietMark diet={item.dietType ?? (item.isVegan ? 'vegan' : item.isVegetarian ? 'veg' : 'unknown')} />
                    <SpiceLabel level={item.spiceLevel ?? null} />
                    {item.popular ? <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-700"><Star className="h-3.5 w-3.5 fill-current" aria-hidden /><FormattedMessage id="menu.popular" defaultMessage="Popular" /></span> : null}
                    {!item.isAvailable ? <Badge className="bg-gray-200 text-gray-700"><FormattedMessage id="menu.unavailable" defaultMessage="Unavailable" /></Badge> : null}
                  </p>
                  {item.description ? <p className="mt-1 text-sm text-gray-600">{item.description}</p> : null}
                  {item.allergens.length ? <p className="mt-1 text-xs text-warning-700"><FormattedMessage id="menu.contains" defaultMessage="Contains: {allergens}" values={{ allergens: item.allergens.join(', ') }} /></p> : null}
                </div>
                <p className="shrink-0 font-bold text-brand-700">{rupees(item.price)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
