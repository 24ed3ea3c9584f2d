import { DEFAULT_DESCRIPTION, PRODUCT_NAME, TAGLINE } from '@dishrated/shared';
import { useEffect } from 'react';

export const pageTitle = (title: string | null) => (title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: ${TAGLINE}`);

/** Sets the tab's title while the calling screen shows; the browser tab is outside React. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);
}

/** Sets the page's meta description while the calling screen shows (the server sent the first one). */
export function usePageDescription(description: string | undefined) {
  useEffect(() => {
    const tag = document.querySelector('meta[name="description"]');
    if (tag && description !== undefined) tag.setAttribute('content', description || DEFAULT_DESCRIPTION);
  }, [description]);
}
