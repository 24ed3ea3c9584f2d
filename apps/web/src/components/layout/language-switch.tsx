import { LANGUAGE_NAMES, localizedPath, type Locale } from '@dishrated/shared';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { rememberLocale, useLocale } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/**
 * The link to this page in the other language, named in that language. It loads the page anew (the
 * server renders it in its language), remembers the choice in a cookie, and on the account of a
 * signed-in user, whose mail and notifications then follow it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { user } = useSession();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  const href = `${localizedPath(pathname, other)}${search}${hash}`;

  async function switchLanguage(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    rememberLocale(other);
    // The page changes language whether or not the account could be told (it is told next time).
    if (user) await api.put('/auth/me', { body: { language: other } }).catch(() => undefined);
    window.location.assign(href);
  }

  return (
    <a href={href} hrefLang={other} lang={other} onClick={switchLanguage} className={cn('rounded-md px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-brand-700', className)}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
