import { pageMetaFor, pageTitle } from '@dishrated/shared';
import { useEffect } from 'react';
import { useLocale } from './i18n';

/** Sets the tab's title while the calling screen shows; the browser tab is outside React. */
export function usePageTitle(title: string | null | undefined) {
  const locale = useLocale();
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title, locale);
  }, [title, locale]);
}

/** Sets the page's meta description while the calling screen shows (the server sent the first one). */
export function usePageDescription(description: string | undefined) {
  const locale = useLocale();
  useEffect(() => {
    const tag = document.querySelector('meta[name="description"]');
    if (tag && description !== undefined) tag.setAttribute('content', description || pageMetaFor('/', locale)!.description);
  }, [description, locale]);
}
