/** The admin dashboard's sections, in the order its tabs show them. */
export const ADMIN_SECTIONS = ['applications', 'users', 'blogs', 'events', 'catering', 'claims', 'listings', 'reports', 'messages', 'overview'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The dashboard open at one section: where an editor opened from it goes back to. */
export const adminSectionPath = (section: AdminSection) => `/admin/dashboard?tab=${section}`;
