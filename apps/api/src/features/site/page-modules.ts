/**
 * The web app's module behind each public screen (its lazy route in apps/web/src/app/router.tsx),
 * by path. The page's HTML asks for that screen's code next to the main script, instead of the
 * browser finding it only after the main script has run. A test checks that each file exists.
 */
const PAGE_MODULES: Array<[RegExp, string]> = [
  [/^\/$/, 'src/app/routes/home/home-page.tsx'],
  [/^\/find-trucks$/, 'src/features/trucks/pages/find-trucks-page.tsx'],
  [/^\/(search|dishes\/[^/]+)$/, 'src/features/search/pages/search-page.tsx'],
  [/^\/trucks\/in\/[^/]+$/, 'src/features/trucks/pages/city-page.tsx'],
  [/^\/trucks\/[^/]+$/, 'src/app/routes/truck-detail.tsx'],
  [/^\/trucks\/[^/]+\/order$/, 'src/features/orders/pages/order-ahead-page.tsx'],
  [/^\/events$/, 'src/features/events/pages/events-page.tsx'],
  [/^\/events\/[^/]+$/, 'src/features/events/pages/event-detail-page.tsx'],
  [/^\/blog$/, 'src/features/blog/pages/blog-page.tsx'],
  [/^\/blog\/[^/]+$/, 'src/features/blog/pages/blog-post-page.tsx'],
];

/**
 * Screens that hydrate on interaction (hydration-bootstrap.ts): nothing on them changes by itself, so
 * a first visit runs no app code until the visitor touches, types or moves the pointer.
 */
const HYDRATES_ON_INTERACTION: ReadonlySet<string> = new Set(['src/app/routes/home/home-page.tsx']);

export const hydratesOnInteraction = (module: string | null | undefined) => module != null && HYDRATES_ON_INTERACTION.has(module);

/** Every listed module, for the test that keeps this table in step with the web app. */
export const pageModuleFiles = () => PAGE_MODULES.map(([, module]) => module);

export function pageModuleFor(path: string): string | null {
  // /trucks/create and the other fixed screens under /trucks and /events are not detail pages.
  if (/^\/(trucks|events)\/create$/.test(path)) return null;
  return PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}
