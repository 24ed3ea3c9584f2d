/**
 * The server's renderer for public pages: the same routes and screens as the browser, rendered to HTML
 * with their data, so a visitor sees the page before any script runs. The browser then hydrates this
 * HTML (main.tsx) and takes over. Built by `vite build --ssr` into dist-server/ and loaded by the API.
 */
import { dehydrate, QueryClient, skipToken, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { queriesBeforeRendering } from './app/server-prefetch';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { routerBasename, splitLocalePath } from './lib/i18n';
import hindiMessages from './lib/i18n/hi.json';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The data the page was rendered with, for the browser's query cache. */
  queries: DehydratedState;
}

/** One router per language: Hindi pages are the same routes under /hi. */
const handlers = { en: createStaticHandler(routes), hi: createStaticHandler(routes, { basename: routerBasename('hi') }) };
const MESSAGES = { en: {}, hi: hindiMessages as Record<string, string> };
/** Screens whose queries depend on other queries' answers need more than two. */
const MAX_PASSES = 3;
/** How renderToString marks a Suspense boundary it could not finish (the browser renders it). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * A query client for rendering on the server: an enabled query without its answer suspends its part
 * of the page (so the pass starts its fetch), and nothing is retried.
 */
function renderingQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const resolved = defaults(options);
    const enabled = resolved.enabled !== false && resolved.queryFn !== skipToken;
    return { ...resolved, suspense: enabled };
  }) as typeof client.defaultQueryOptions;
  return client;
}

/**
 * The page at `url` as HTML with its data, or null when it should be left to the browser: a
 * redirect, or a screen whose data did not load (the browser shows its own error or retries).
 * `transport` answers the screens' API requests (the server routes them to itself).
 */
export async function renderPage(url: URL, transport: ApiTransport): Promise<RenderedPage | null> {
  const { locale } = splitLocalePath(url.pathname);
  // The page's requests ask for answers in its language (the words some answers carry, such as why a truck takes no orders).
  setApiTransport((path, init) => transport(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'accept-language': locale } }));
  const handler = handlers[locale];
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const queryClient = renderingQueryClient();
  const page = () => (
    <StrictMode>
      <AppProvider queryClient={queryClient} locale={locale} messages={MESSAGES[locale]}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>
  );
  // Each pass renders what it can and starts the queries the screen asks for; the next pass renders
  // with their answers. Most screens need two passes, a screen without data one. (React's
  // streaming renderer would wait by itself, but it reveals late parts with inline scripts,
  // which the site's script policy rightly refuses.)
  // The queries the page is known to need, fetched first: most pages are then rendered in one pass.
  await Promise.allSettled(queriesBeforeRendering(url).map((query) => queryClient.prefetchQuery(query)));
  let html = '';
  let unfinished = false;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = renderToString(page());
    const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
    // A part still waiting for its code (a lazy component whose module was not loaded yet, as on
    // the first page after a start) is written as "render in the browser": its module loads in
    // the meantime, and the next pass renders it.
    unfinished = html.includes(CLIENT_RENDERED_BOUNDARY);
    if (fetching.length === 0 && !unfinished) break;
    await Promise.allSettled(fetching.map((query) => query.fetch()));
    if (unfinished) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const cache = queryClient.getQueryCache();
  // Anything missing is left to the browser as a whole page: hydrating a page with holes in it
  // makes React redraw those parts and report it as an error.
  if (unfinished || cache.getAll().some((query) => query.state.fetchStatus === 'fetching' || query.state.status === 'error')) return null;
  return { html, queries: dehydrate(queryClient) };
}
