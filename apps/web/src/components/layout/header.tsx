import { NAV_SCROLL_THRESHOLD_PX, greetingFor, type User } from '@dishrated/shared';
import { ChevronDown, LayoutDashboard, LogOut, Menu, Settings, Truck, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession, useSignOut } from '../../features/auth';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

const MAIN_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/find-trucks', label: 'Find Trucks' },
  { to: '/events', label: 'Events' },
];
const MORE_LINKS = [
  { to: '/owner-signup', label: 'Join as Food Truck Owner' },
  { to: '/about', label: 'About Us' },
  { to: '/sustainability', label: 'Sustainability' },
  { to: '/blog', label: 'Blog' },
];

export function dashboardLinkFor(role: User['role']) {
  if (role === 'owner') return { to: '/owner/dashboard', label: 'Owner Dashboard' };
  if (role === 'admin') return { to: '/admin/dashboard', label: 'Admin Dashboard' };
  return null;
}

const ROLE_BADGE: Record<User['role'], { label: string | null; className: string }> = {
  admin: { label: 'Admin', className: 'bg-purple-100 text-purple-800 ring-purple-200' },
  owner: { label: 'Owner', className: 'bg-orange-100 text-orange-800 ring-orange-200' },
  user: { label: null, className: 'bg-teal-50 text-teal-800 ring-teal-200' },
};

function useScrolled(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

/** Re-renders on the hour so the greeting follows the local clock. */
function useGreeting() {
  const [greeting, setGreeting] = useState(() => greetingFor());
  useEffect(() => {
    const id = setInterval(() => setGreeting(greetingFor()), 60_000);
    return () => clearInterval(id);
  }, []);
  return greeting;
}

export function GreetingBadge({ user }: { user: User }) {
  const greeting = useGreeting();
  const badge = ROLE_BADGE[user.role] ?? ROLE_BADGE.user;
  return (
    <span
      data-testid="greeting-badge"
      className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium ring-1', badge.className)}
    >
      <span>
        {greeting}, {user.name.split(' ')[0]}
      </span>
      {badge.label ? <span className="font-bold">· {badge.label}</span> : null}
    </span>
  );
}


function UserMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  const dashboard = dashboardLinkFor(user.role);
  const itemClass = 'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-800';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={`Account menu for ${user.name}`}
          className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-orange-500 to-orange-700 text-base font-bold text-white shadow ring-2 ring-white hover:brightness-110 cursor-pointer"
        >
          {user.name.charAt(0).toUpperCase()}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-64 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg">
          <div className="px-2 py-2">
            <p className="truncate text-sm font-semibold text-gray-900">{user.name}</p>
            <p className="truncate text-xs text-gray-500">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <Settings className="h-4 w-4" aria-hidden /> Profile Settings
            </Link>
          </DropdownMenu.Item>
          {dashboard ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={dashboard.to}>
                <LayoutDashboard className="h-4 w-4" aria-hidden /> {dashboard.label}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item className={cn(itemClass, 'text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700')} onSelect={signOut}>
            <LogOut className="h-4 w-4" aria-hidden /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MoreMenu() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-orange-50 hover:text-orange-700 cursor-pointer">
          More <ChevronDown className="h-4 w-4" aria-hidden />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className="z-50 w-60 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg">
          {MORE_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className="block cursor-pointer rounded-md px-2 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-800">
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-lg px-3 py-2 text-sm font-medium transition-colors', isActive ? 'text-orange-700 bg-orange-50' : 'text-gray-700 hover:bg-orange-50 hover:text-orange-700');

export function Header() {
  const { user } = useSession();
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX);
  const location = useLocation();
  // The mobile menu belongs to the page it was opened on: choosing a link (any route change) closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const mobileOpen = menuOpenedOn === location.pathname;
  const setMobileOpen = (open: boolean | ((current: boolean) => boolean)) => {
    const next = typeof open === 'function' ? open(mobileOpen) : open;
    setMenuOpenedOn(next ? location.pathname : null);
  };
  const signOut = useSignOut();
  const dashboard = user ? dashboardLinkFor(user.role) : null;

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-all duration-200',
        scrolled ? 'bg-white/80 shadow-md backdrop-blur-md' : 'bg-white',
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label="DishRated home">
          <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-orange-600 text-white">
            <Truck className="h-5 w-5" aria-hidden />
          </span>
          <span className="text-xl font-extrabold tracking-tight text-gray-900">
            Dish<span className="text-orange-600">Rated</span>
          </span>
        </Link>

        <div className="hidden items-center gap-1 lg:flex">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <MoreMenu />
        </div>

        <div className="flex items-center gap-2">
          {user ? (
            <>
              <span className="hidden md:inline-flex">
                <GreetingBadge user={user} />
              </span>
              <UserMenu user={user} />
            </>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost" size="sm">
                <Link to="/register">Sign Up</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/login">Sign In</Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </Button>
        </div>
      </nav>

      {mobileOpen ? (
        <div id="mobile-menu" className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-gray-100 bg-white px-4 pb-4 shadow-lg lg:hidden">
          {user ? (
            <div className="py-3 md:hidden">
              <GreetingBadge user={user} />
            </div>
          ) : null}
          <ul className="flex flex-col gap-1 pt-2">
            {[...MAIN_LINKS, ...MORE_LINKS].map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={({ isActive }) => cn(navLinkClass({ isActive }), 'block')} onClick={() => setMobileOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user ? (
              <>
                <li className="mt-2 border-t border-gray-100 pt-2">
                  <NavLink to="/profile" className={({ isActive }) => cn(navLinkClass({ isActive }), 'block')} onClick={() => setMobileOpen(false)}>
                    Profile Settings
                  </NavLink>
                </li>
                {dashboard ? (
                  <li>
                    <NavLink to={dashboard.to} className={({ isActive }) => cn(navLinkClass({ isActive }), 'block')} onClick={() => setMobileOpen(false)}>
                      {dashboard.label}
                    </NavLink>
                  </li>
                ) : null}
                <li>
                  <button type="button" onClick={() => { setMobileOpen(false); signOut(); }} className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-600 hover:bg-red-50 cursor-pointer">
                    Sign out
                  </button>
                </li>
              </>
            ) : (
              <li className="mt-2 flex gap-2 border-t border-gray-100 pt-3 sm:hidden">
                <Button asChild variant="outline" className="flex-1">
                  <Link to="/register" onClick={() => setMobileOpen(false)}>Sign Up</Link>
                </Button>
                <Button asChild className="flex-1">
                  <Link to="/login" onClick={() => setMobileOpen(false)}>Sign In</Link>
                </Button>
              </li>
            )}
          </ul>
        </div>
      ) : null}
    </header>
  );
}
