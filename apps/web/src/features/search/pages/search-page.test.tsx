import type { SearchHit, SearchResult } from '@dishrated/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../test/network';
import { renderScreen } from '../../../../test/render';
import SearchPage from './search-page';

const hit = (name: string, match: SearchHit['match']): SearchHit => ({
  menuItem: { id: `dish-${name}`, name, description: `${name}, made fresh`, price: 120, category: 'Mains', image: null, dietType: 'veg', spiceLevel: 1, popular: false },
  truck: { id: `truck-${name}`, name: `${name} Stall`, distance: 1.2, status: 'open', rating: 4.5, reviewCount: 12, address: 'Koramangala, Bengaluru' },
  score: match === 'similar' ? 0.7 : 1,
  match,
});

const result = (answer: Partial<SearchResult>): SearchResult => ({
  items: [],
  total: answer.items?.length ?? 0,
  page: 1,
  pages: 1,
  place: { name: 'Koramangala', lat: 12.93, lng: 77.62 },
  showingFor: null,
  didYouMean: null,
  trucksElsewhere: 0,
  ...answer,
});

const answering = (answer: Partial<SearchResult>) => network.use(http.get(api('/search'), () => ok(result(answer))));

describe('the dish search page', () => {
  it('says which similar dish it shows when nothing holds what was searched', async () => {
    answering({ items: [hit('Chole Bhature', 'similar')], showingFor: 'Chole Bhature' });
    renderScreen(<SearchPage />, { path: '/search', route: '/search?q=chola+bhatura&lat=12.93&lng=77.62' });
    expect(await screen.findByText(/Showing results for/)).toHaveTextContent('Showing results for “Chole Bhature”. No dish called “chola bhatura” was found here.');
  });

  it('marks similar names shown below the dishes that hold the searched words', async () => {
    answering({ items: [hit('Vada Pav', 'words'), hit('Pavlova', 'similar')] });
    renderScreen(<SearchPage />, { path: '/search', route: '/search?q=pav&lat=12.93&lng=77.62' });
    expect(await screen.findByRole('region', { name: 'Pavlova' })).toHaveTextContent('Similar name');
    expect(screen.getByRole('region', { name: 'Vada Pav' })).not.toHaveTextContent('Similar name');
  });

  it('offers the closest dish name when nothing matches, and searches it on a tap', async () => {
    answering({ didYouMean: 'Kozhikodan Halwa' });
    const user = userEvent.setup();
    const { router } = renderScreen(<SearchPage />, { path: '/search', route: '/search?q=kozhikode+halwa&lat=12.93&lng=77.62' });
    expect(await screen.findByText('Nothing within 10 km serves “kozhikode halwa”.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Kozhikodan Halwa' }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Kozhikodan Halwa');
  });

  it('says how many trucks farther away serve the dish, with a wider search one tap away', async () => {
    answering({ trucksElsewhere: 3 });
    const user = userEvent.setup();
    const { router } = renderScreen(<SearchPage />, { path: '/search', route: '/search?q=momos&lat=12.93&lng=77.62' });
    expect(await screen.findByText(/3 trucks farther away serve it/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search within 25 km' }));
    expect(new URLSearchParams(router.state.location.search).get('radius')).toBe('25');
  });
});
