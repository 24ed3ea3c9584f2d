/**
 * Marks <html data-input="pointer|keyboard"> with the kind of the user's last input, so focus
 * rings show for keyboard users and not after a click (see index.css). Listens for the whole
 * page's life: there is nothing to clean up.
 */
export function trackInputModality(root: HTMLElement = document.documentElement) {
  const mark = (kind: 'pointer' | 'keyboard') => () => {
    if (root.dataset.input !== kind) root.dataset.input = kind;
  };
  document.addEventListener('pointerdown', mark('pointer'), { capture: true, passive: true });
  document.addEventListener('keydown', mark('keyboard'), { capture: true, passive: true });
}
