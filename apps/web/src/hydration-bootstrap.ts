/**
 * The script a page rendered by the server starts with. It waits until the browser has painted the
 * page, then asks for the app's code (named by the server in #dishrated-code) and runs it, and the
 * app hydrates the page. The page's text and pictures get the network and the processor first; the
 * code for taps and live updates follows. Pages the browser renders itself load main.tsx at once.
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

// A frame callback runs just before a paint; a task queued from it runs just after.
requestAnimationFrame(() => {
  setTimeout(loadApp, 0);
});
