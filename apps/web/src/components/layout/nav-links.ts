import { cn } from '../../lib/utils';

export const MAIN_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/find-trucks', label: 'Find Trucks' },
  { to: '/events', label: 'Events' },
];
export const MORE_LINKS = [
  { to: '/owner-signup', label: 'Join as Food Truck Owner' },
  { to: '/about', label: 'About Us' },
  { to: '/sustainability', label: 'Sustainability' },
  { to: '/blog', label: 'Blog' },
];

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-lg px-3 py-2 text-sm font-medium transition-colors', isActive ? 'text-brand-700 bg-brand-50' : 'text-gray-700 hover:bg-brand-50 hover:text-brand-700');
