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

// A frame callback runs just before a paint; a task queued from it runs just after.
requestAnimationFrame(() => {
  setTimeout(loadApp, 0);
});
