import type { Role } from '../constants.js';

// No zod here: the app shell (header, sign-in redirects) reads these on every page, and zod stays
// out of the first page load.

/** The dashboards of the roles that have one: where they land after sign-in, and the menu's link. */
export const ROLE_DASHBOARDS: Partial<Record<Role, { path: string; label: string }>> = {
  owner: { path: '/owner/dashboard', label: 'Owner Dashboard' },
  admin: { path: '/admin/dashboard', label: 'Admin Dashboard' },
};

/** Home path for a role after sign-in or a password reset: the dashboard of owners and admins. */
export function homePathForRole(role: string | undefined): string | null {
  return ROLE_DASHBOARDS[role as Role]?.path ?? null;
}
