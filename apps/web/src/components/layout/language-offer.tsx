import { LANGUAGE_NAMES, LOCALE_COOKIE, localizedPath, preferredLocale } from '@dishrated/shared';
import { useSyncExternalStore, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { rememberLocale, useLocale } from '../../lib/i18n';

const neverChanges = () => () => {};
/** The offer is read by someone who reads Hindi, on an English page: it is written in Hindi whatever the page's language. */
const OFFER_IN_HINDI = 'यह साइट हिंदी में भी है।';

/** Whether this browser asks for Hindi first and its visitor has not chosen a language here yet. */
function wantsHindiUnasked(): boolean {
  if (new RegExp(`(^|;\\s*)${LOCALE_COOKIE}=`).test(document.cookie)) return false;
  return preferredLocale(navigator.languages.join(',')) === 'hi';
}

/**
 * Offers Hindi to a visitor whose browser asks for it, on an English page: a bar at the foot of the
 * screen (it covers nothing and moves nothing), never a redirect. Either answer is remembered.
 * Read in the browser only, so the server's page is the same for everyone.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const wanted = useSyncExternalStore(neverChanges, wantsHindiUnasked, () => false);
  const [answered, setAnswered] = useState(false);
  if (locale !== 'en' || !wanted || answered) return null;
  return (
    <div role="region" aria-label={LANGUAGE_NAMES.hi} lang="hi" className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-xl bg-gray-900 p-3 text-sm text-white shadow-lg">
      <p>{OFFER_IN_HINDI}</p>
      <span className="flex gap-2">
        <a href={`${localizedPath(pathname, 'hi')}${search}`} hrefLang="hi" onClick={() => rememberLocale('hi')} className="rounded-lg bg-white px-3 py-1.5 font-semibold text-gray-900 hover:bg-gray-100">
          {LANGUAGE_NAMES.hi}
        </a>
        <button
          type="button"
          lang="en"
          onClick={() => {
            rememberLocale('en');
            setAnswered(true);
          }}
          className="cursor-pointer rounded-lg px-3 py-1.5 font-semibold text-gray-200 hover:bg-gray-800"
        >
          <FormattedMessage id="offer.stay" defaultMessage="Stay in {language}" values={{ language: LANGUAGE_NAMES.en }} />
        </button>
      </span>
    </div>
  );
}
