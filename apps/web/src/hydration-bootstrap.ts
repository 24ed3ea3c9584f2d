/**
 * The script a page rendered by the server starts with. It asks for the app's code (named by the
 * server in #dishrated-code) and runs it, and the app hydrates the page. Most pages load it as soon
 * as the browser has painted them: the text and pictures get the network and the processor first,
 * the code for taps and live updates follows. Pages the browser renders itself load main.tsx at once.
 *
 * A page marked data-hydrate="on-interaction" (home) hydrates on interaction on a first visit: the
 * code loads at the visitor's first touch, key, pointer movement or wheel, so a phone opening it
 * runs only this script. Until then it works as HTML: links navigate, forms with an action submit,
 * and the first-visit question (a native dialog the server rendered closed) is opened here, as the
 * app would open it. A press on a button, or Escape in that dialog, before the app is there is
 * held and replayed once it has hydrated (event replay). A browser that holds anything this site
 * stored (a session, a remembered place or answer, a cart) or that may want the Hindi offer gets a
 * page that differs from the server's, so it loads the code at once.
 */
const root = document.getElementById('root');

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
  import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./main'))
    .catch(offerReload);
}

/**
 * The app's code did not arrive (a deploy replaced it, the connection dropped). The page still
 * works as HTML (its links navigate), but its buttons wait for code that will not come: say so,
 * with a way to try again. Plain DOM: nothing else of the app is here.
 */
function offerReload() {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.className = 'fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-gray-900 p-3 text-sm text-white shadow-lg';
  notice.textContent = 'Part of this page did not load. Links still work.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'shrink-0 rounded-lg bg-white px-3 py-1.5 font-semibold text-gray-900 cursor-pointer';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(reload);
  document.body.append(notice);
}

/** Whether the hydrated page may differ from the server's for this browser (see the top of this file). */
function browserHoldsSomething(): boolean {
  try {
    if (localStorage.length > 0) return true;
  } catch {
    // Storage refused (a privacy setting): nothing is remembered.
  }
  return navigator.languages.some((language) => /^hi\b/i.test(language));
}

const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
/** Buttons and the like whose press only the app can answer: held until it has hydrated. */
const APP_CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"], summary';

/** Loads the app at the first interaction, holding a press (or a submit) that lands before it has hydrated. */
function hydrateOnInteraction(page: HTMLElement) {
  let held: (() => void) | null = null;
  // Opened before listening: opening moves focus into the dialog, which is not the visitor's doing.
  const question = page.querySelector<HTMLDialogElement>('dialog[data-opens-on-first-visit]');
  if (question && 'geolocation' in navigator) question.showModal();

  const start = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    loadApp();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });

  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    held = replay;
  };
  const holdPress = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    // A tap on a dialog's backdrop lands on the dialog itself.
    if (target instanceof HTMLDialogElement) return hold(event, () => target.click());
    const control = target?.closest<HTMLElement>(APP_CONTROLS);
    // A link navigates as HTML; a submit button of a form with an action submits as HTML.
    if (!control || target?.closest('a[href]') || (control as HTMLButtonElement).form?.hasAttribute('action')) return;
    hold(event, () => control.click());
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!form.hasAttribute('action')) hold(event, () => form.requestSubmit());
  };
  // Escape would close the dialog natively, and the app, hydrating, would open it again.
  const holdCancel = (event: Event) => hold(event, () => question?.dispatchEvent(new Event('cancel', { cancelable: true })));
  document.addEventListener('click', holdPress, true);
  document.addEventListener('submit', holdSubmit, true);
  question?.addEventListener('cancel', holdCancel);
  // The app removes data-server-rendered once the page is hydrated: replay the press then.
  new MutationObserver((_records, observer) => {
    if (page.hasAttribute('data-server-rendered')) return;
    observer.disconnect();
    document.removeEventListener('click', holdPress, true);
    document.removeEventListener('submit', holdSubmit, true);
    question?.removeEventListener('cancel', holdCancel);
    held?.();
  }).observe(page, { attributes: true, attributeFilter: ['data-server-rendered'] });
}

if (root?.dataset.hydrate === 'on-interaction' && !browserHoldsSomething()) {
  hydrateOnInteraction(root);
} else {
  // A frame callback runs just before a paint; a task queued from it runs just after.
  requestAnimationFrame(() => {
    setTimeout(loadApp, 0);
  });
}
