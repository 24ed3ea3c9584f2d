import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Card } from './card';

/** Shown for a figure not known yet: a dash reads the same in every language. */
const NO_VALUE = '–';

export interface StatCard {
  label: string;
  icon?: LucideIcon;
  /** Shown as is; a dash while the figures load. */
  value: string | number | undefined;
}

/**
 * A row of figures as a definition list: each card is one label (dt) and its value (dd), so a
 * screen reader reads "Pending Applications, 3". The icon sits inside the label, placed beside
 * the card's text, because a list of definitions may hold nothing but dt and dd groups.
 */
export function StatCards({ cards, className = 'grid-cols-2 lg:grid-cols-4' }: { cards: StatCard[]; className?: string }) {
  return (
    <dl className={cn('grid gap-3', className)}>
      {cards.map(({ label, icon: Icon, value }) => (
        <Card key={label} className={cn('relative flex flex-col justify-center', Icon ? 'p-4 sm:pl-[4.5rem]' : 'p-3')}>
          <dt className="text-xs font-medium text-gray-600 sm:text-sm">
            {Icon && (
              <span className="absolute left-4 top-1/2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
            )}
            {label}
          </dt>
          <dd className={cn('font-bold text-gray-900', Icon ? 'text-xl sm:text-2xl' : 'text-xl')}>{value ?? NO_VALUE}</dd>
        </Card>
      ))}
    </dl>
  );
}
