import type { StopOccurrence, Truck } from '@dishrated/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenState } from './open-state';

// Friday 27 November 2026, 3 pm in India; the stop runs 5 pm to 10 pm.
const now = Date.parse('2026-11-27T09:30:00Z');
const stop: StopOccurrence = { stopId: 's', label: 'Koramangala 5th Block', address: null, latitude: 12.93, longitude: 77.62, start: '2026-11-27T11:30:00.000Z', end: '2026-11-27T16:30:00.000Z' };
const truck = (fields: Partial<Truck>) =>
  ({ status: 'open', isLocationSharingEnabled: false, schedule: [{ day: 'Friday', hours: '5:00 PM - 10:00 PM', location: 'Koramangala 5th Block' }], todayStops: [stop], nextStop: stop, openNow: false, ...fields }) as Truck;

describe('a truck’s open state', () => {
  it('comes from its schedule while it does not share its live place, whatever status was last set', () => {
    render(<OpenState truck={truck({ status: 'open' })} now={now} />);
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Opens at 5:00 pm')).toBeInTheDocument();
  });

  it('says until when it is open during a stop', () => {
    render(<OpenState truck={truck({ openNow: true })} now={Date.parse('2026-11-27T12:00:00Z')} />);
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Open now until 10:00 pm')).toBeInTheDocument();
  });

  it('is the owner’s status while they share the truck’s live place', () => {
    render(<OpenState truck={truck({ isLocationSharingEnabled: true, status: 'busy' })} now={now} />);
    expect(screen.getByText('Busy')).toBeInTheDocument();
    expect(screen.queryByText(/Opens at/)).not.toBeInTheDocument();
  });
});
