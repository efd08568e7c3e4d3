/* global self */
/* Web Push in the service worker (imported by the Workbox worker, see vite.config.ts): shows each push
   the server sends (JSON {title, body, url}) and, on a tap, focuses an open window of the app on the
   push's page or opens one. */
self.addEventListener("push", (event) => {
  let push = { title: "", body: "", url: "/" };
  try {
    push = { ...push, ...(event.data ? event.data.json() : {}) };
  } catch {
    push.body = event.data ? event.data.text() : "";
  }
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: push.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || "/", self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === url.origin);
      if (open) return open.navigate(url.href).then((w) => (w || open).focus());
      return self.clients.openWindow(url.href);
    }),
  );
});
