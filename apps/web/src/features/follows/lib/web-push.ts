/**
 * This browser and web push: whether it can, whether the visitor let it, and subscribing through
 * our service worker. The server keeps the subscription per account (see push-api.ts).
 */

/** unsupported: no service workers or push here; blocked: notifications denied for this site; off / on: for this account on this browser. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const WORKER_URL = '/sw.js';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

/**
 * Asks for permission (only ever from a tap) and subscribes this browser with our public key;
 * answers the subscription, or null when the visitor said no.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const worker = (await registration()) ?? (await navigator.serviceWorker.register(WORKER_URL, { scope: '/' }));
  await navigator.serviceWorker.ready;
  const existing = await worker.pushManager.getSubscription();
  return existing ?? worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}
