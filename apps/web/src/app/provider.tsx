import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '@dishrated/shared';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/auth';
import { LocaleProvider, type Messages } from '../lib/i18n';

/**
 * The app's providers; the query client comes from the caller (the browser's, or one per server
 * render), and so do the page's language and its messages.
 */
export function AppProvider({ queryClient, locale = 'en', messages = {}, children }: { queryClient: QueryClient; locale?: Locale; messages?: Messages; children: ReactNode }) {
  return (
    <LocaleProvider locale={locale} messages={messages}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </LocaleProvider>
  );
}
