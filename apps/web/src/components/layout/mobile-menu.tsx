import type { User } from '@dishrated/shared';
import { useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { useSignOut } from '../../lib/auth';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { LanguageSwitch } from './language-switch';
import { MAIN_LINKS, MORE_LINKS, navLinkClass } from './nav-links';
import { accountLinksFor, GreetingBadge } from './user-menu';

interface MobileMenuProps {
  user: User | null;
  onClose: () => void;
  /** The button that opened the menu: a tap on it is not "outside", and focus returns to it. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** The collapsible menu of small screens. Escape, a tap outside or choosing a link closes it. */
export function MobileMenu({ user, onClose, toggleRef }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const signOut = useSignOut();

  // Listening to the document is what this effect is for: it closes the menu on events outside it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, toggleRef]);

  const itemClass = ({ isActive }: { isActive: boolean }) => cn(navLinkClass({ isActive }), 'block');
  return (
    <div ref={panelRef} id="mobile-menu" className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-gray-100 bg-white px-4 pb-4 shadow-lg lg:hidden">
      {user ? (
        <div className="py-3 md:hidden">
          <GreetingBadge user={user} />
        </div>
      ) : null}
      <ul className="flex flex-col gap-1 pt-2">
        {[...MAIN_LINKS, ...MORE_LINKS].map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'} className={itemClass} onClick={onClose}>
              <FormattedMessage {...link.label} />
            </NavLink>
          </li>
        ))}
        {user ? (
          <>
            {accountLinksFor(user.role).map(({ to, label }, i) => (
              <li key={to} className={i === 0 ? 'mt-2 border-t border-gray-100 pt-2' : undefined}>
                <NavLink to={to} className={itemClass} onClick={onClose}>
                  <FormattedMessage {...label} />
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  onClose();
                  void signOut();
                }}
                className="block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm font-medium text-danger-600 hover:bg-danger-50"
              >
                <FormattedMessage id="account.signOut" defaultMessage="Sign out" />
              </button>
            </li>
          </>
        ) : (
          <li className="mt-2 flex gap-2 border-t border-gray-100 pt-3 sm:hidden">
            <Button asChild variant="outline" className="flex-1">
              <Link to="/register" state={{ from: location }} onClick={onClose}>
                <FormattedMessage id="account.signUp" defaultMessage="Sign Up" />
              </Link>
            </Button>
            <Button asChild className="flex-1">
              <Link to="/login" state={{ from: location }} onClick={onClose}>
                <FormattedMessage id="account.signIn" defaultMessage="Sign In" />
              </Link>
            </Button>
          </li>
        )}
        <li className="mt-2 border-t border-gray-100 pt-2">
          <LanguageSwitch className="block px-3 py-2" />
        </li>
      </ul>
    </div>
  );
}
