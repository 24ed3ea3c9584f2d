import { defineMessages } from '../../lib/i18n';
import { cn } from '../../lib/utils';

const labels = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  findTrucks: { id: 'nav.findTrucks', defaultMessage: 'Find Trucks' },
  events: { id: 'nav.events', defaultMessage: 'Events' },
  joinAsOwner: { id: 'nav.joinAsOwner', defaultMessage: 'Join as Food Truck Owner' },
  about: { id: 'nav.about', defaultMessage: 'About Us' },
  sustainability: { id: 'nav.sustainability', defaultMessage: 'Sustainability' },
  blog: { id: 'nav.blog', defaultMessage: 'Blog' },
});

export const MAIN_LINKS = [
  { to: '/', label: labels.home },
  { to: '/find-trucks', label: labels.findTrucks },
  { to: '/events', label: labels.events },
];
export const MORE_LINKS = [
  { to: '/owner-signup', label: labels.joinAsOwner },
  { to: '/about', label: labels.about },
  { to: '/sustainability', label: labels.sustainability },
  { to: '/blog', label: labels.blog },
];

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-lg px-3 py-2 text-sm font-medium transition-colors', isActive ? 'text-brand-700 bg-brand-50' : 'text-gray-700 hover:bg-brand-50 hover:text-brand-700');
