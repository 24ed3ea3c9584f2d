import type { LucideIcon } from 'lucide-react';
import { Card } from './ui/card';

export interface StatCard {
  label: string;
  icon: LucideIcon;
  /** Shown as is; a dash while the figures load. */
  value: string | undefined;
}

/** A dashboard's figures: two a row on phones, four on large screens. */
export function StatCards({ cards }: { cards: StatCard[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, icon: Icon, value }) => (
        <Card key={label} className="flex items-center gap-3 p-4">
          <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-orange-50 text-orange-700 sm:flex">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-gray-600 sm:text-sm">{label}</dt>
            <dd className="text-xl font-bold text-gray-900 sm:text-2xl">{value ?? '–'}</dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}
