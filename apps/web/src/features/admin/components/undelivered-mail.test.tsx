import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../test/network';
import { renderScreen } from '../../../../test/render';
import { UndeliveredMail } from './undelivered-mail';

const page = (mails: unknown[]) => ok({ mails, pagination: { page: 1, limit: 10, total: mails.length, totalPages: 1 } });

describe('undelivered mail, for admins', () => {
  it('names who did not get which mail, after how many attempts, and why', async () => {
    network.use(
      http.get(api('/admin/undelivered-mail'), () =>
        page([{ id: 'm-1', to: 'pema@example.test', subject: 'Your DishRated application was approved', error: '550 Mailbox unavailable', attempts: 8, createdAt: '2026-11-26T10:00:00Z', failedAt: '2026-11-26T14:00:00Z' }]),
      ),
    );
    renderScreen(<UndeliveredMail />);
    const item = within(await screen.findByRole('listitem'));
    expect(item.getByText('Your DishRated application was approved')).toBeInTheDocument();
    expect(item.getByText(/To pema@example.test · 8 attempts · given up/)).toHaveTextContent('26 Nov 2026, 7:30 pm');
    expect(item.getByText('550 Mailbox unavailable')).toBeInTheDocument();
  });

  it('says so when every mail was delivered', async () => {
    network.use(http.get(api('/admin/undelivered-mail'), () => page([])));
    renderScreen(<UndeliveredMail />);
    expect(await screen.findByText('Every mail was delivered.')).toBeInTheDocument();
  });
});
