import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

/**
 * "Previous" or "Next" in a list that pages by links (so search engines and visitors without
 * JavaScript can follow them): a link to the page, or a disabled button at either end.
 */
export function PageStepLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) {
    return (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>{children}</Link>
    </Button>
  );
}
