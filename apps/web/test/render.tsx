import type { Locale, Role, User } from '@dishrated/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../src/lib/auth';
import { LocaleProvider } from '../src/lib/i18n';
import hindi from '../src/lib/i18n/hi.json';
import { createQueryClient } from '../src/lib/react-query';
import { api, http, network, ok } from './network';

/** A signed-in user of `role`, remembered as a sign-in leaves it, whose session the API accepts. */
export function signedInAs(role: Role): User {
  const user = { _id: `${role}-1`, id: `${role}-1`, name: 'Kavya Rao', email: `${role}@example.test`, phone: null, role, isActive: true, language: 'en', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' } as unknown as User;
  localStorage.setItem('user', JSON.stringify(user));
  network.use(http.get(api('/auth/me'), () => ok({ user })));
  return user;
}

/**
 * Renders a screen at `route` in `locale` (matched by `path`) as the app does: the query cache, the session
 * and the router, with a page at every other path that says where the screen sent the user.
 */
export function renderScreen(element: ReactNode, { path = '/', route = path, locale = 'en' }: { path?: string; route?: string; locale?: Locale } = {}) {
  const queryClient = createQueryClient();
  // A failed request shows its error at once rather than after the app's one retry.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Now at another page</p> },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <LocaleProvider locale={locale} messages={locale === 'hi' ? hindi : {}}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return { ...view, router };
}

/** Renders a component on its own, with the page's language around it (English unless asked). */
export function renderInLocale(element: ReactNode, locale: Locale = 'en') {
  return render(
    <LocaleProvider locale={locale} messages={locale === 'hi' ? hindi : {}}>
      {element}
    </LocaleProvider>,
  );
}
