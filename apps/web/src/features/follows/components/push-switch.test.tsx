import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, http, network, ok } from '../../../../test/network';
import { renderScreen } from '../../../../test/render';
import { PushSwitch } from './push-switch';

/**
 * A browser with push: a permission the visitor answers with `answer`, and a service worker whose
 * push manager subscribes (or, `noPushService`, refuses as a browser without a push service does).
 */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = permission, { noPushService = false } = {}) {
  let subscription: PushSubscription | null = null;
  const fake = { endpoint: 'https://push.example.com/device-1', toJSON: () => ({ endpoint: 'https://push.example.com/device-1', keys: { p256dh: 'p', auth: 'a' } }), unsubscribe: async () => true } as unknown as PushSubscription;
  const subscribe = async () => {
    if (noPushService) throw new DOMException('Registration failed - push service not available', 'AbortError');
    return (subscription = fake);
  };
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  const notification = { permission, requestPermission: async () => (notification.permission = answer) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration, register: async () => registration, ready: Promise.resolve(registration) } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push on this device', () => {
  it('says push is off in a browser that cannot show notifications', async () => {
    renderScreen(<PushSwitch />);
    expect(await screen.findByText(/Push is off in this browser: it cannot show notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says push is off when the browser blocks notifications for the site', async () => {
    browserWithPush('denied');
    renderScreen(<PushSwitch />);
    expect(await screen.findByText(/blocked in its site settings/)).toBeInTheDocument();
  });

  it('subscribes the browser and tells the server when turned on', async () => {
    browserWithPush('default', 'granted');
    const saved = vi.fn();
    network.use(
      http.get(api('/push/public-key'), () => ok({ publicKey: 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })),
      http.post(api('/me/push-subscriptions'), async ({ request }) => {
        saved(await request.json());
        return ok({ endpoint: 'https://push.example.com/device-1' }, 'Push is on for this browser', 201);
      }),
    );
    renderScreen(<PushSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push' }));
    expect(await screen.findByText(/Push is on for this browser/)).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ endpoint: 'https://push.example.com/device-1', keys: { p256dh: 'p', auth: 'a' } });
  });

  it('says why when the browser allows notifications but has no push service', async () => {
    browserWithPush('granted', 'granted', { noPushService: true });
    network.use(http.get(api('/push/public-key'), () => ok({ publicKey: 'BAAA' })));
    renderScreen(<PushSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/has no push service for websites/);
    expect(screen.getByRole('button', { name: 'Turn on push' })).toBeEnabled();
  });

  it('stays off, asking nothing of the server, when the visitor says no', async () => {
    browserWithPush('default', 'denied');
    network.use(http.get(api('/push/public-key'), () => ok({ publicKey: 'BAAA' })));
    renderScreen(<PushSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push' }));
    expect(await screen.findByText(/blocked in its site settings/)).toBeInTheDocument();
  });
});
