/**
 * The languages the app speaks and where each lives: English at the plain paths, Hindi under
 * `/hi` (`/hi/`, `/hi/find-trucks`, `/hi/trucks/{id}`). The web app, the server's page renderer,
 * the sitemap and the API's messages all read the language from here.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The locale `Intl` formats numbers and dates with: India's conventions in both languages. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

/** The cookie that remembers a visitor's choice of language. */
export const LOCALE_COOKIE = 'lang';
/** How long the choice is remembered: a year. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The path prefix of a language's pages: none for English. */
export const LOCALE_BASE: Record<Locale, string> = { en: '', hi: '/hi' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a page's path and the path without its language prefix: `/hi/events` is Hindi's `/events`. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  if (path === '/hi' || path.startsWith('/hi/')) return { locale: 'hi', path: path.slice(3) || '/' };
  return { locale: 'en', path };
}

/**
 * A page's path in a language: `/events` in Hindi is `/hi/events`, and its home is `/hi` (as the
 * router writes links to it; `/hi/` answers too).
 */
export function localizedPath(path: string, locale: Locale): string {
  const plain = splitLocalePath(path).path;
  if (locale === 'en') return plain;
  return plain === '/' ? LOCALE_BASE[locale] : `${LOCALE_BASE[locale]}${plain}`;
}

/**
 * The language an `Accept-Language` header asks for first among ours, or null when it names
 * neither (the caller then keeps English). Quality values are honoured: `en;q=0.5, hi` is Hindi.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  let best: { locale: Locale; quality: number } | null = null;
  for (const part of acceptLanguage.slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { locale: language, quality };
  }
  return best?.locale ?? null;
}
