/**
 * The browser entry: adopts a page the server drew (hydration, with the data it was drawn with) or
 * draws the screen itself (signed-in screens, forms).
 */
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
// The DOM build of RouterProvider, as React Router recommends for browsers.
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { startAdopting } from './lib/hydration';
import { trackInputModality } from './lib/input-modality';
import { createQueryClient } from './lib/react-query';

trackInputModality();

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
/** The data a server-drawn page was drawn with; absent on pages the browser draws. */
const serverQueries = document.getElementById('dishrated-queries')?.textContent;

/**
 * The current screen's code, loaded before the router starts: a drawn page must be adopted with the
 * code it was drawn with, and any other starts on its screen instead of a loading spinner.
 */
async function loadCurrentScreen() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

await loadCurrentScreen();
if (serverQueries && container.firstChild) {
  hydrate(queryClient, JSON.parse(serverQueries));
  const router = createBrowserRouter(routes);
  startAdopting();
  // A transition lets React adopt the page in short slices, so a tap during start-up is not kept waiting.
  startTransition(() => {
    hydrateRoot(container, app(router));
  });
} else {
  createRoot(container).render(app(createBrowserRouter(routes)));
}
