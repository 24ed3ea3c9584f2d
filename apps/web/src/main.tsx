/**
 * The browser entry: hydrates a page the server rendered (hydration, with the data it was rendered with) or
 * renders the screen itself (signed-in screens, forms).
 */
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
// The DOM build of RouterProvider, as React Router recommends for browsers.
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { setApiLanguage } from './lib/api-client';
import { startHydrating } from './lib/hydration';
import { loadMessages, routerBasename, splitLocalePath } from './lib/i18n';
import { trackInputModality } from './lib/input-modality';
import { createQueryClient } from './lib/react-query';

trackInputModality();

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
/** The data a server-rendered page was rendered with; absent on pages the browser renders. */
const serverQueries = document.getElementById('dishrated-queries')?.textContent;
/** The page's language, from its path: Hindi pages live under /hi, with the router's base there. */
const { locale } = splitLocalePath(window.location.pathname);
const basename = routerBasename(locale);
setApiLanguage(locale);

/**
 * The current screen's code, loaded before the router starts: a server-rendered page must be hydrated with the
 * code it was rendered with, and any other starts on its screen instead of a loading spinner.
 */
async function loadCurrentScreen() {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

function app(router: ReturnType<typeof createBrowserRouter>, messages: Awaited<ReturnType<typeof loadMessages>>) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient} locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

const [messages] = await Promise.all([loadMessages(locale), loadCurrentScreen()]);
if (serverQueries && container.firstChild) {
  hydrate(queryClient, JSON.parse(serverQueries));
  const router = createBrowserRouter(routes, { basename });
  startHydrating();
  // A transition lets React hydrate the page in short slices, so a tap during start-up is not kept waiting.
  startTransition(() => {
    hydrateRoot(container, app(router, messages));
  });
} else {
  createRoot(container).render(app(createBrowserRouter(routes, { basename }), messages));
}
