import type { Role } from './constants.js';

/** The three demo accounts the login page offers; the seed creates them. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; label: string; name: string; email: string; password: string }> = [
  { role: 'user', label: 'Customer', name: 'Priya Sharma', email: 'customer@dishrated.app', password: 'customer123' },
  { role: 'owner', label: 'Owner', name: 'Arjun Mehta', email: 'owner@dishrated.app', password: 'owner123' },
  { role: 'admin', label: 'Admin', name: 'Kavya Iyer', email: 'admin@dishrated.app', password: 'admin123' },
];
