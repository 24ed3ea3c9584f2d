import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/**
 * What a list shows when it has nothing: a short title, why or what to do next, and at most one
 * action. `heading` keeps the page's outline in order (an h2 on a page, an h3 inside a tab).
 */
export function EmptyState({
  title,
  children,
  action,
  icon: Icon,
  heading = 'h2',
  className,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: LucideIcon;
  heading?: 'h2' | 'h3' | 'p';
  className?: string;
}) {
  const Title = heading;
  return (
    <div className={cn('flex flex-col items-center rounded-2xl bg-gray-50 px-4 py-10 text-center', className)}>
      {Icon ? <Icon className="mb-3 h-12 w-12 text-gray-400" aria-hidden /> : null}
      <Title className="text-lg font-semibold text-gray-900">{title}</Title>
      {children ? <p className="mt-1 max-w-md text-sm text-gray-600">{children}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
