import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './helpers';

export interface Session {
  token: string;
  user: { id: string; name: string; email: string; role: string };
  email: string;
  password: string;
}

/** Registers a new customer through the API: a user no earlier test has touched. */
export async function registerCustomer(request: APIRequestContext, name = 'Test Diner'): Promise<Session> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const res = await request.post('/api/auth/register', { data: { name, email, password: 'secret123' } });
  const { token, user } = (await res.json()).data;
  return { token, user, email, password: 'secret123' };
}

/** Starts the page signed in as `session`, as the app stores a session in the browser. */
export async function useSession(page: Page, session: Session) {
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

/**
 * Fixtures that make their own data: `customer` is a fresh account signed in on `page`;
 * `diner` is a fresh account that is not signed in anywhere (for reviews made through the API).
 */
export const test = base.extend<{ customer: Session; diner: Session }>({
  customer: async ({ page, request }, use) => {
    const session = await registerCustomer(request, 'Asha Menon');
    await useSession(page, session);
    await use(session);
  },
  diner: async ({ request }, use) => {
    await use(await registerCustomer(request, 'Rohan Das'));
  },
});

export { expect } from '@playwright/test';
