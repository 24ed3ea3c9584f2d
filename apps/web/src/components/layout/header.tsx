import { NAV_SCROLL_THRESHOLD_PX } from '@dishrated/shared';
import { Menu, Search, Truck, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../lib/auth';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS, navLinkClass } from './nav-links';
import { MoreMenu, UserMenu } from './lazy-menus';
import { GreetingBadge } from './user-menu';

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

/** `searchSlot`: the dish search the app adds (beside the links on wide screens, its own row below them on narrower ones). */
export function Header({ accountSlot, searchSlot }: { accountSlot?: ReactNode; searchSlot?: ReactNode }) {
  const { user } = useSession();
  const intl = useIntl();
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The mobile menu belongs to the page it was opened on: choosing a link (any route change) closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const mobileOpen = menuOpenedOn === location.pathname;
  const closeMenu = useCallback(() => setMenuOpenedOn(null), []);
  // Below extra-wide screens the search has a row of its own: always on the home page (above the
  // fold on phones), elsewhere opened by its button, for the page it was opened on.
  const onHome = location.pathname === '/';
  const [searchOpenedOn, setSearchOpenedOn] = useState<string | null>(null);
  const searchRowShown = onHome || searchOpenedOn === location.pathname;
  function toggleSearch() {
    const opening = !searchRowShown;
    setSearchOpenedOn(opening ? location.pathname : null);
    if (opening) requestAnimationFrame(() => document.querySelector<HTMLInputElement>('#header-search input')?.focus());
  }

  return (
    <header
      data-scrolled={scrolled}
      className={cn('fixed inset-x-0 top-0 z-40 transition-all duration-200', scrolled ? 'bg-white/80 shadow-md backdrop-blur-md' : 'bg-white')}
    >
      <nav aria-label={intl.formatMessage({ id: 'nav.main', defaultMessage: 'Main' })} className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 px-4 sm:px-6">
        <Link to="/" className="flex h-16 shrink-0 items-center gap-2" aria-label={intl.formatMessage({ id: 'nav.homeLink', defaultMessage: 'DishRated home' })}>
          <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600 text-white">
            <Truck className="h-5 w-5" aria-hidden />
          </span>
          {/* Signed in, a phone's row also holds the bell and the account menu: the mark alone stands for the name there. */}
          <span className={cn('text-xl font-extrabold tracking-tight text-gray-900', user && 'hidden sm:inline')}>
            <FormattedMessage id="brand.wordmark" defaultMessage="Dish<accent>Rated</accent>" values={{ accent: (chunks) => <span className="text-brand-600">{chunks}</span> }} />
          </span>
        </Link>

        <div className="hidden items-center gap-1 lg:flex">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClass}>
              <FormattedMessage {...link.label} />
            </NavLink>
          ))}
          <MoreMenu />
          <LanguageSwitch />
        </div>

        {searchSlot ? (
          <div id="header-search" className={cn(searchRowShown ? 'order-last w-full pb-2' : 'hidden', 'xl:order-none xl:block xl:w-64 xl:pb-0')}>
            {searchSlot}
          </div>
        ) : null}

        <div className="flex h-16 items-center gap-2">
          {searchSlot && !onHome ? (
            <Button variant="ghost" size="icon" className="xl:hidden" aria-label={intl.formatMessage({ id: 'nav.openSearch', defaultMessage: 'Open dish search' })} aria-expanded={searchRowShown} aria-controls="header-search" onClick={toggleSearch}>
              <Search className="h-5 w-5" aria-hidden />
            </Button>
          ) : null}
          {user ? (
            <>
              {accountSlot}
              <span className="hidden md:inline-flex">
                <GreetingBadge user={user} />
              </span>
              <UserMenu user={user} />
            </>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost" size="sm">
                <Link to="/register" state={{ from: location }}>
                  <FormattedMessage id="account.signUp" defaultMessage="Sign Up" />
                </Link>
              </Button>
              <Button asChild size="sm">
                {/* Signing in returns to this page. */}
                <Link to="/login" state={{ from: location }}>
                  <FormattedMessage id="account.signIn" defaultMessage="Sign In" />
                </Link>
              </Button>
            </div>
          )}
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={mobileOpen ? intl.formatMessage({ id: 'nav.closeMenu', defaultMessage: 'Close menu' }) : intl.formatMessage({ id: 'nav.openMenu', defaultMessage: 'Open menu' })}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenedOn(mobileOpen ? null : location.pathname)}
          >
            {mobileOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </Button>
        </div>
      </nav>

      {mobileOpen ? <MobileMenu user={user} onClose={closeMenu} toggleRef={toggleRef} /> : null}
    </header>
  );
}
