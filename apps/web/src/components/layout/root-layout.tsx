import { TOAST_DURATION_MS, TOAST_VISIBLE_LIMIT } from '@dishrated/shared';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { Toaster } from 'sonner';
import { PageSpinner } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';
import { Footer } from './footer';
import { Header } from './header';

/** The current route's `handle.title`; undefined when the screen names its own tab (truck detail). */
function useRouteTitle(): string | null | undefined {
  const handle = useMatches().at(-1)?.handle as { title?: string | null } | undefined;
  return handle && 'title' in handle ? handle.title : undefined;
}

export function RootLayout() {
  const { pathname } = useLocation();
  usePageTitle(useRouteTitle());
  // Block body on purpose: newer browsers return a Promise from scrollTo, which React would
  // take for an effect cleanup and crash on.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1 pt-16">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* Offset below the fixed 64 px header so toasts never cover navigation. */}
      <Toaster
        position="top-right"
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 72, left: 8, right: 8 }}
        richColors
        closeButton
        visibleToasts={TOAST_VISIBLE_LIMIT}
        duration={TOAST_DURATION_MS}
      />
    </div>
  );
}
