import type { TruckSummary } from '@dishrated/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { NearbyRow } from './nearby-section';

const truck = {
  id: 't-1',
  name: 'Kathi Corner of the Long Market Road',
  cuisine: 'Street Food',
  image: null,
  status: 'closed',
  openUntil: null,
  waitTime: null,
  rating: 4.4,
  reviewCount: 9,
  lastLocationUpdate: null,
  location: { coordinates: { latitude: 12.97, longitude: 77.6 } },
  stop: { label: 'Church Street', address: null, start: '2026-11-30T12:30:00.000Z', end: '2026-11-30T16:30:00.000Z' },
  distance: '1.2 km',
} as TruckSummary;

describe("a row of home's Tomorrow list", () => {
  it('says when and where the truck will stand', () => {
    renderScreen(<ul><NearbyRow truck={truck} highlighted={false} onHover={() => undefined} scheduled /></ul>);
    expect(screen.getByText('6:00 pm–10:00 pm · Church Street')).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
  });
});
