import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../test/network';
import { renderScreen } from '../../../../test/render';
import { TrendingSection } from './trending-section';

// Freshness of a truck's position reads the app's settings.
const config = http.get(api('/config'), () => ok({ tileUrl: 'http://127.0.0.1/{z}/{x}/{y}.png', staleAfterMinutes: 120, demo: false }));
const truck = (id: string, name: string, cuisine: string) => ({ id, _id: id, name, cuisine, image: null, status: 'open', lastLocationUpdate: null, rating: 4.5, reviewCount: 20, tags: [] });

describe("home's trending trucks", () => {
  it('shows the trucks a chip names, asking the server for that list', async () => {
    const asked: string[] = [];
    network.use(
      config,
      http.get(api('/trucks/trending'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        return ok({ trucks: query.get('cuisine') === 'Vegan' ? [truck('t-2', 'Green Bowl', 'Vegan')] : [truck('t-1', 'Dosa Junction', 'South Indian')] });
      }),
    );
    renderScreen(<TrendingSection />);
    expect(await screen.findByRole('link', { name: 'Dosa Junction' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vegan' }));
    expect(await screen.findByRole('link', { name: 'Green Bowl' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dosa Junction' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked.at(-1)).toBe('limit=6&cuisine=Vegan');
  });

  it('asks for the newest trucks under New Arrivals', async () => {
    const asked: string[] = [];
    network.use(config, http.get(api('/trucks/trending'), ({ request }) => (asked.push(new URL(request.url).searchParams.get('order') ?? 'none'), ok({ trucks: [] }))));
    renderScreen(<TrendingSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Arrivals' }));
    await screen.findByText('No trending trucks found.');
    expect(asked).toContain('newest');
  });
});
