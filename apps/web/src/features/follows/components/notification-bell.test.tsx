import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../../test/fake-event-source';
import { api, http, network, ok } from '../../../../test/network';
import { renderScreen, signedInAs } from '../../../../test/render';
import { NotificationBell } from './notification-bell';

const page = (unread: number) => ({ notifications: [], unread, total: unread, page: 1, pages: 1 });

afterEach(() => {
  FakeEventSource.opened = [];
  vi.unstubAllGlobals();
});

describe('the notification bell', () => {
  it('counts a notification whose news arrives while its first read is still on the way', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    signedInAs('user');
    // The first read started before the notification existed and answers late, with none unread.
    let answerFirstRead = () => {};
    const firstRead = new Promise<void>((resolve) => (answerFirstRead = resolve));
    let reads = 0;
    network.use(
      http.get(api('/me/notifications'), async () => {
        reads += 1;
        if (reads === 1) {
          await firstRead;
          return ok(page(0));
        }
        return ok(page(1));
      }),
    );
    renderScreen(<NotificationBell />);
    await vi.waitFor(() => expect(reads).toBe(1));
    act(() => FakeEventSource.opened[0]!.deliver('notifications', {}));
    answerFirstRead();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
