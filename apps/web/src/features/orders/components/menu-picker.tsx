import { rupees, type MenuItem } from '@dishrated/shared';
import { Minus, Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DietMark } from '../../../components/truck/diet-mark';
import { Button } from '../../../components/ui/button';

/** A quantity with minus and plus buttons, named after the dish for screen readers. */
export function QuantityStepper({ name, quantity, onChange, disabled }: { name: string; quantity: number; onChange: (quantity: number) => void; disabled?: boolean }) {
  const intl = useIntl();
  return (
    <div className="flex items-center gap-1">
      <Button variant="outline" size="icon" className="h-9 w-9" aria-label={intl.formatMessage({ id: 'order.oneLess', defaultMessage: 'One less {name}' }, { name })} disabled={quantity === 0} onClick={() => onChange(quantity - 1)}>
        <Minus className="h-4 w-4" aria-hidden />
      </Button>
      <span className="w-7 text-center font-semibold tabular-nums" role="status" aria-label={intl.formatMessage({ id: 'order.inCart', defaultMessage: '{quantity} {name} in cart' }, { quantity, name })}>{quantity}</span>
      <Button variant="outline" size="icon" className="h-9 w-9" aria-label={intl.formatMessage({ id: 'order.oneMore', defaultMessage: 'One more {name}' }, { name })} disabled={disabled} onClick={() => onChange(quantity + 1)}>
        <Plus className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}

/** The truck's dishes by category, each with how many are in the cart; sold-out ones cannot be added, nor any while the truck takes no orders (`ordering` false). */
export function MenuPicker({ menu, soldOut, quantities, full, ordering = true, onChange }: { menu: MenuItem[]; soldOut: ReadonlySet<string>; quantities: ReadonlyMap<string, number>; full: boolean; ordering?: boolean; onChange: (menuItemId: string, quantity: number) => void }) {
  const intl = useIntl();
  const uncategorised = intl.formatMessage({ id: 'truck.tab.menu', defaultMessage: 'Menu' });
  const categories = [...new Set(menu.map((d) => d.category || uncategorised))];
  return (
    <div className="space-y-6">
      {categories.map((category) => (
        <section key={category} aria-label={category}>
          <h2 className="text-lg font-bold text-gray-900">{category}</h2>
          <ul className="mt-2 divide-y divide-gray-100">
            {menu.filter((d) => (d.category || uncategorised) === category).map((dish) => {
              const unavailable = !dish.isAvailable || soldOut.has(dish.id);
              const quantity = quantities.get(dish.id) ?? 0;
              return (
                <li key={dish.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-gray-900">{dish.name}</p>
                    <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-600">{rupees(dish.price)}<DietMark diet={dish.dietType} />{unavailable ? <span className="font-semibold text-danger-700"><FormattedMessage id="order.soldOutToday" defaultMessage="Sold out today" /></span> : null}</p>
                  </div>
                  {unavailable || !ordering ? null : <QuantityStepper name={dish.name} quantity={quantity} disabled={full} onChange={(q) => onChange(dish.id, q)} />}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
