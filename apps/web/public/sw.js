/* global self */
// DishRated's service worker: shows the alerts the server pushes (a followed truck opened, moved,
// came near a saved place) and opens the truck's page when one is tapped. It caches nothing.

self.addEventListener('push', (event) => {
  let alert = { title: 'DishRated', body: '', url: '/', tag: 'dishrated' };
  try {
    alert = { ...alert, ...event.data.json() };
  } catch {
    // A push without a readable payload still says something rather than nothing.
  }
  event.waitUntil(
    self.registration.showNotification(alert.title, { body: alert.body, tag: alert.tag, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url: alert.url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only pages of this site are opened.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === url.origin);
      if (open) return open.focus().then((w) => w.navigate(url.href));
      return self.clients.openWindow(url.href);
    }),
  );
});
