import { WEEKDAYS, indiaDay, type Stop } from '@dishrated/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '../../../../../test/render';
import { WeekPreview } from './week-preview';

const DAY = 86_400_000;
const tomorrow = indiaDay(Date.now() + DAY);
const weekdayOf = (day: string) => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
const stop: Stop = { id: 's-1', label: 'HSR Layout', address: null, latitude: 12.91, longitude: 77.64, startTime: '18:00', endTime: '22:00', weekdays: [weekdayOf(tomorrow)], everyWeeks: 1, fromDate: '2026-01-01', untilDate: null, date: null };

describe('the owner’s coming week', () => {
  it('shows a weekly stop on its day, with its times', () => {
    renderInLocale(<WeekPreview stops={[stop]} exceptions={[]} />);
    const row = within(screen.getByRole('list', { name: 'Your coming week' })).getByText('Tomorrow').parentElement!;
    expect(row).toHaveTextContent(/^Tomorrow\s*HSR Layout, 6:00 pm – 10:00 pm$/);
  });

  it('shows a closed date as not out', () => {
    renderInLocale(<WeekPreview stops={[stop]} exceptions={[{ id: 'e-1', date: tomorrow, stopId: null, note: null }]} />);
    expect(within(screen.getByRole('list', { name: 'Your coming week' })).getByText('Tomorrow').parentElement).toHaveTextContent(/^Tomorrow\s*Not out$/);
  });
});
