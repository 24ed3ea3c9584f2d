import { ADOPTED_EVENT } from './lib/adopted-event';

/**
 * The script a page drawn by the server starts with. It waits until the browser has painted the
 * page, then asks for the app's code (named by the server in #dishrated-code) and runs it, and the
 * app adopts the page. The page's text and pictures get the network and the processor first; the
 * code for taps and live updates follows. Pages the browser draws itself load main.tsx at once.
 */
function loadApp() {
  const listed = document.getElementById('dishrated-code')?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // React DOM evaluates in a task of its own, then the app: two shorter stretches of work
  // instead of one long one that a tap would have to wait behind.
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./main'));
}

/**
 * Taps before the app has adopted the page. The drawn page is usable at once: a link navigates as
 * any link does. A button (a tab, Share, a filter toggle) has no handler until the app runs, so a
 * tap on one is held and given again once the app has adopted the page (RootLayout announces it
 * with ADOPTED_EVENT): the visitor's tap is late, not lost. It is given as a whole press (pointer
 * and mouse down and up, then click): some controls act on the press (Radix tabs on mouse down).
 */
const ACTIONS = 'button, [role="button"], [role="tab"], summary';
let heldTap: HTMLElement | null = null;
function holdTap(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const action = target && !target.closest('a[href]') ? target.closest<HTMLElement>(ACTIONS) : null;
  if (!action) return;
  event.preventDefault();
  event.stopPropagation();
  heldTap = action;
}
document.addEventListener('click', holdTap, true);
document.addEventListener(
  ADOPTED_EVENT,
  () => {
    document.removeEventListener('click', holdTap, true);
    if (heldTap?.isConnected) {
      const press = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, view: window };
      heldTap.dispatchEvent(new PointerEvent('pointerdown', { ...press, isPrimary: true, pointerType: 'mouse' }));
      heldTap.dispatchEvent(new MouseEvent('mousedown', press));
      heldTap.focus();
      heldTap.dispatchEvent(new PointerEvent('pointerup', { ...press, buttons: 0, isPrimary: true, pointerType: 'mouse' }));
      heldTap.dispatchEvent(new MouseEvent('mouseup', { ...press, buttons: 0 }));
      heldTap.click();
    }
    heldTap = null;
  },
  { once: true },
);

// A frame callback runs just before a paint; a task queued from it runs just after.
requestAnimationFrame(() => {
  setTimeout(loadApp, 0);
});
