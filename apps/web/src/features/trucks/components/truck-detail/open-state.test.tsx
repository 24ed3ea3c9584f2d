import type { Truck } from '@dishrated/shared';
import { screen } from '@testing-library/react';
import { renderInLocale } from '../../../../../test/render';
import { describe, expect, it } from 'vitest';
import { OpenState } from './open-state';

// Friday 27 November 2026, 3 pm in India.
const now = Date.parse('2026-11-27T09:30:00Z');
const serving = (fields: Partial<Truck>) => ({ status: 'closed', openNow: false, openUntil: null, opensAt: null, ...fields }) as Truck;

describe('a truck’s open state', () => {
  it('says when a closed truck opens today', () => {
    renderInLocale(<OpenState truck={serving({ opensAt: '2026-11-27T11:30:00.000Z' })} now={now} />);
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Opens at 5:00 pm')).toBeInTheDocument();
  });

  it('says until when it is open', () => {
    renderInLocale(<OpenState truck={serving({ status: 'open', openNow: true, openUntil: '2026-11-27T16:30:00.000Z' })} now={now} />);
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Open until 10:00 pm')).toBeInTheDocument();
  });

  it('shows busy as the owner set it, with its end', () => {
    renderInLocale(<OpenState truck={serving({ status: 'busy', openNow: true, openUntil: '2026-11-27T11:30:00.000Z' })} now={now} />);
    expect(screen.getByText('Busy')).toBeInTheDocument();
    expect(screen.getByText('Busy until 5:00 pm')).toBeInTheDocument();
  });

  it('says Closed alone when nothing is scheduled this week', () => {
    renderInLocale(<OpenState truck={serving({})} now={now} />);
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByText(/Opens/)).not.toBeInTheDocument();
  });
});
