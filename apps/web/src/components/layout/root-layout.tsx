import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { pageMetaFor } from '@dishrated/shared';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useLocale } from '../../lib/i18n';
import { PageSpinner } from '../../lib/auth';
import { finishHydrating } from '../../lib/hydration';
import { HydrationPiece } from './hydration-piece';
import { usePageDescription, usePageTitle } from '../../lib/page-title';
import { Footer } from './footer';
import { cn } from '../../lib/utils';
import { Header } from './header';
import { LanguageOffer } from './language-offer';
import { ToastList } from './toast-list';

/** What a route's `handle` says about its tab: a fixed page's path (`metaPath`), or a title of its own. */
interface RouteHandle {
  title?: string | null | MessageDescriptor;
  description?: string;
  metaPath?: string;
}

/**
 * The current route's title and description in the page's language: `title` is undefined when the
 * screen names its own tab (truck detail); `description` is empty when the route has none (the
 * site's default is shown).
 */
function useRouteMeta(): { title: string | null | undefined; description: string | undefined } {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const intl = useIntl();
  const locale = useLocale();
  const fixed = handle?.metaPath ? pageMetaFor(handle.metaPath, locale) : undefined;
  // A screen that names its own tab keeps its title out of the handle (`title: undefined`).
  const title = handle && 'title' in handle ? handle.title : undefined;
  const ownTitle = title && typeof title === 'object' ? intl.formatMessage(title) : title;
  // A screen without a description of its own gets the site's, never the previous screen's.
  return { title: title === undefined ? undefined : fixed ? fixed.title : ownTitle, description: fixed?.description ?? handle?.description ?? '' };
}

/**
 * Marks the hydration of a server-rendered page finished once its screen is hydrated. The screen sits
 * in this Suspense boundary, which React may hydrate in a pass of its own after the rest of the page
 * has been committed: components mounting in that pass are still being matched against the
 * server's HTML, so they must not read what only this browser knows (a remembered location) yet.
 */
function ScreenHydrated() {
  useEffect(() => {
    finishHydrating();
  }, []);
  return null;
}

/** `accountSlot`: what the app adds beside a signed-in user's menu (the notification bell); `searchSlot`: the header's search. */
export function RootLayout({ accountSlot, searchSlot }: { accountSlot?: ReactNode; searchSlot?: ReactNode } = {}) {
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  usePageTitle(meta.title);
  usePageDescription(meta.description);
  // A new screen starts at the top. Not the first one: the browser placed it, and a visitor may
  // have scrolled a server-rendered page before the app hydrated it. Block body on purpose: newer
  // browsers return a Promise from scrollTo, which React would take for an effect cleanup.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        <FormattedMessage id="layout.skipToContent" defaultMessage="Skip to content" />
      </a>
      <Header accountSlot={accountSlot} searchSlot={searchSlot} />
      <main id="main" className={cn('min-h-screen flex-1', searchSlot && pathname === '/' ? 'pt-28 xl:pt-16' : 'pt-16')}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <ScreenHydrated />
        </Suspense>
      </main>
      <HydrationPiece>
        <Footer />
      </HydrationPiece>
      <ToastList />
      <LanguageOffer />
    </div>
  );
}
