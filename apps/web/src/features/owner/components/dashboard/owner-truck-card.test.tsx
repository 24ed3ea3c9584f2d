import type { Truck } from '@dishrated/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../../test/render';
import { OwnerTruckCard } from './owner-truck-card';

const truck = {
  id: 't-1',
  _id: 't-1',
  name: 'Dosa Depot',
  cuisine: 'South Indian',
  image: null,
  images: [
    { url: '/images/food/south-indian.svg', order: 0 },
    { url: '/images/food/street-food.svg', order: 1 },
  ],
  status: 'closed',
  openNow: false,
  openUntil: null,
  opensAt: null,
  statusBy: 'owner',
  currentStop: null,
  rating: 0,
  reviewCount: 0,
  waitTime: null,
  location: { address: 'Jayanagar 4th Block, Bengaluru', coordinates: null },
} as unknown as Truck;

describe("an owner's truck card", () => {
  it('gives every control a name of its own', () => {
    renderScreen(<OwnerTruckCard truck={truck} followers={3} onSetOpen={() => undefined} toggling={false} />);
    const names = [...screen.getAllByRole('link'), ...screen.getAllByRole('button')].map((control) => control.getAttribute('aria-label') ?? control.textContent);
    expect(names).toContain('View Dosa Depot’s page');
    expect(names).toContain('Open now, Dosa Depot');
    expect(new Set(names).size).toBe(names.length);
  });
});
