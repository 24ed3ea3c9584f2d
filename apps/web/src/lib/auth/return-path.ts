import { homePathForRole, type Role } from '@dishrated/shared';

/** Account screens a user is never sent back to after signing in. */
const ACCOUNT_SCREENS = ['/login', '/register', '/forgot-password', '/reset-password'];

/**
 * The page to return to after signing in, from whatever sent the user to /login: a path string
 * (`state.from = '/trucks/1'`), a router location object (`state.from = location`), or a
 * `?redirect=` query parameter. Only paths on this site count: `//evil.example` or
 * `https://…` would send the user elsewhere, so they are ignored.
 */
export function returnPathFrom(state: unknown, search: string): string | null {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  const candidates = [asPath(from), new URLSearchParams(search).get('redirect')];
  for (const path of candidates) {
    if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) continue;
    const pathname = path.split(/[?#]/)[0]!;
    if (ACCOUNT_SCREENS.some((screen) => pathname === screen || pathname.startsWith(`${screen}/`))) continue;
    return path;
  }
  return null;
}

function asPath(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const { pathname, search, hash } = from as { pathname: string; search?: unknown; hash?: unknown };
    return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  return null;
}

/** Where a user lands after signing in: the role's home for owners and admins, else where they came from, else /. */
export function landingPathAfterSignIn(role: Role, state: unknown, search: string): string {
  return homePathForRole(role) ?? returnPathFrom(state, search) ?? '/';
}
