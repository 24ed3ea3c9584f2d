import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, http, network, ok } from '../../../../test/network';
import { renderScreen } from '../../../../test/render';
import { EventsSection } from './events-section';

const event = (id: string) => ({ id, _id: id, title: `Market ${id}`, eventType: 'city_event', date: '2026-12-12T13:30:00.000Z', image: null, participantCount: 3, location: { address: 'Indiranagar', coordinates: null } });

/** The row's size as a browser would lay it out (jsdom lays nothing out). */
function rowOfWidth(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
}

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

describe("home's upcoming events", () => {
  it('hides the scroll arrows when every card fits', async () => {
    rowOfWidth(900, 1200);
    network.use(http.get(api('/events/upcoming'), () => ok({ events: [event('e-1'), event('e-2')] })));
    renderScreen(<EventsSection />);
    await screen.findByRole('list', { name: 'Upcoming events' });
    expect(screen.queryByRole('button', { name: 'Scroll events right' })).not.toBeInTheDocument();
  });

  it('offers the right arrow, not the left, at the start of a row that overflows', async () => {
    rowOfWidth(2000, 1200);
    network.use(http.get(api('/events/upcoming'), () => ok({ events: [event('e-1'), event('e-2'), event('e-3')] })));
    renderScreen(<EventsSection />);
    await screen.findByRole('list', { name: 'Upcoming events' });
    expect(await screen.findByRole('button', { name: 'Scroll events right' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Scroll events left' })).toBeDisabled();
  });
});
