import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../test/network';
import { renderScreen, signedInAs } from '../../test/render';
import { useSession } from './auth';

// A dashboard's figures, cached on the device as the owner and admin dashboards' are.
function Figures() {
  const { signOut } = useSession();
  const { data } = useQuery({
    queryKey: ['owner', 'figures'],
    queryFn: () => fetch(api('/figures')).then((response) => response.json() as Promise<{ data: { orders: number } }>),
    meta: { keepOnDevice: true },
  });
  return (
    <>
      <p>{data ? `${data.data.orders} orders today` : 'Loading figures'}</p>
      <button type="button" onClick={signOut}>
        Sign out
      </button>
    </>
  );
}

const CACHE_KEY_PREFIX = 'dishrated:cached-queries:';
const cachedUsers = () => Object.keys(localStorage).filter((key) => key.startsWith(CACHE_KEY_PREFIX));

/** Opens the screen once with the server answering `orders`, and waits until the device has cached it. */
async function visitOnce(orders: number) {
  network.use(http.get(api('/figures'), () => ok({ orders })));
  const view = renderScreen(<Figures />);
  await screen.findByText(`${orders} orders today`);
  await waitFor(() => expect(cachedUsers()).toHaveLength(1), { timeout: 3_000 });
  view.unmount();
}

describe('dashboards cached on the device', () => {
  it("opens with last visit's figures while the server has not answered yet", async () => {
    signedInAs('owner');
    await visitOnce(7);
    network.use(http.get(api('/figures'), () => delay('infinite')));
    renderScreen(<Figures />);
    expect(await screen.findByText('7 orders today')).toBeInTheDocument();
  });

  it('shows the new figures once the server answers', async () => {
    signedInAs('owner');
    await visitOnce(7);
    network.use(http.get(api('/figures'), () => ok({ orders: 9 })));
    renderScreen(<Figures />);
    expect(await screen.findByText('9 orders today')).toBeInTheDocument();
  });

  it('forgets them when the user signs out', async () => {
    signedInAs('owner');
    await visitOnce(7);
    network.use(http.get(api('/figures'), () => ok({ orders: 7 })), http.post(api('/auth/logout'), () => ok(null)));
    renderScreen(<Figures />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(cachedUsers()).toEqual([]);
  });

  it("never shows one user's figures to another user of the same device", async () => {
    signedInAs('owner');
    await visitOnce(7);
    signedInAs('admin');
    network.use(http.get(api('/figures'), () => delay('infinite')));
    renderScreen(<Figures />);
    expect(await screen.findByText('Loading figures')).toBeInTheDocument();
    expect(screen.queryByText('7 orders today')).not.toBeInTheDocument();
    expect(cachedUsers()).toEqual([]);
  });
});
