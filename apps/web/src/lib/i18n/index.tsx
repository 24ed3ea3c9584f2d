/**
 * The app's languages in the browser and the server's renderer: the page's language comes from its
 * path (`/hi/...` is Hindi, see @dishrated/shared's locales), the screens' words from react-intl.
 * English is written in the code beside each message (`defaultMessage`); Hindi is in hi.json,
 * loaded only for Hindi pages, with a key for every message id (`npm run lint` checks both ways).
 */
import { INTL_LOCALE, LOCALE_BASE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, localizedPath, splitLocalePath, type Locale } from '@dishrated/shared';
import { useEffect, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

export type Messages = Record<string, string>;

/**
 * A file's messages, each with its id and English (`defaultMessage`), as FormatJS's extractor and
 * lint rules read them. Plain descriptors: any message takes the values its words name.
 */
export function defineMessages<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}

/** The messages of a language: none for English (each message carries its English). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'hi' ? ((await import('./hi.json')).default as Messages) : {};
}

/** The router's base for a language's pages: `/hi`, or none for English. */
export const routerBasename = (locale: Locale) => LOCALE_BASE[locale] || undefined;

export { splitLocalePath };

const cache = createIntlCache();
/**
 * The page's messages for code outside components (a query's failure toast, directions): one
 * language per page load in the browser, so the last provider's is the page's.
 */
let pageIntl: IntlShape | null = null;

export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  // A message missing from hi.json shows its English, never an error on screen; lint catches it.
  const intl = useMemo(() => createIntl({ locale: INTL_LOCALE[locale], defaultLocale: INTL_LOCALE.en, messages, onError: reportMissing }, cache), [locale, messages]);
  useEffect(() => {
    pageIntl = intl;
  }, [intl]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/** A message in the page's language, for code that runs outside components. */
export function pageMessage(descriptor: MessageDescriptor, values?: Record<string, string | number>): string {
  return (pageIntl ?? createIntl({ locale: INTL_LOCALE.en, defaultLocale: INTL_LOCALE.en, onError: reportMissing }, cache)).formatMessage(descriptor, values);
}

function reportMissing(error: { code?: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error.message);
}

/** The page's language. */
export function useLocale(): Locale {
  return useIntl().locale.startsWith('hi') ? 'hi' : 'en';
}

/** Remembers a visitor's choice of language for a year (the server sends them to it on their next visit). */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** The address of the current page in another language. */
export function pageInLocale(pathname: string, search: string, locale: Locale): string {
  return `${localizedPath(pathname, locale)}${search}`;
}
