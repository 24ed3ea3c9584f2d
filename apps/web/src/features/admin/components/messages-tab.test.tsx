import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok, refused } from '../../../../test/network';
import { renderScreen } from '../../../../test/render';
import { MessagesTab } from './messages-tab';

const message = (n: number) => ({ id: `m-${n}`, name: 'Ritu Sharma', email: 'ritu@example.test', subject: `Office visit ${n}`, message: 'Could a truck visit our Whitefield office on Fridays?', createdAt: '2026-11-26T10:00:00Z' });
const page = (messages: unknown[], totalPages = 1, current = 1) => ok({ messages, pagination: { page: current, limit: 10, total: messages.length, totalPages } });

describe("the admin's contact messages (the list frame every admin list shares)", () => {
  it('says it is loading until the messages arrive', async () => {
    let answer: () => void = () => {};
    network.use(http.get(api('/admin/contact-messages'), () => new Promise((resolve) => { answer = () => resolve(page([message(1)])); })));
    renderScreen(<MessagesTab />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer();
    expect(await screen.findByRole('heading', { name: 'Office visit 1' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists each message with its date in Indian English and a reply link', async () => {
    network.use(http.get(api('/admin/contact-messages'), () => page([message(1)])));
    renderScreen(<MessagesTab />);
    const item = within(await screen.findByRole('listitem'));
    expect(item.getByText('26 Nov 2026')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'ritu@example.test' })).toHaveAttribute('href', 'mailto:ritu@example.test?subject=Re%3A%20Office%20visit%201');
  });

  it('says so when there are no messages', async () => {
    network.use(http.get(api('/admin/contact-messages'), () => page([])));
    renderScreen(<MessagesTab />);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when the messages cannot be loaded', async () => {
    network.use(http.get(api('/admin/contact-messages'), () => refused(500, 'Database unavailable')));
    renderScreen(<MessagesTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages');
  });

  it('pages through older messages', async () => {
    network.use(http.get(api('/admin/contact-messages'), ({ request }) => (new URL(request.url).searchParams.get('page') === '2' ? page([message(11)], 2, 2) : page([message(1)], 2, 1))));
    const user = userEvent.setup();
    renderScreen(<MessagesTab />);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Office visit 11' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});
