import { PRODUCT_NAME, TAGLINE } from '@dishrated/shared';
import { useEffect } from 'react';

export const pageTitle = (title: string | null) => (title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: ${TAGLINE}`);

/** Sets the tab's title while the calling screen shows; the browser tab is outside React. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);
}
