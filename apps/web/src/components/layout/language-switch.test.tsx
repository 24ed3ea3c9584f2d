import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { StatusBadge } from '../truck/truck-bits';
import { LanguageSwitch } from './language-switch';

describe('the language switch', () => {
  it('links to the same page in Hindi, named in Hindi', () => {
    renderScreen(<LanguageSwitch />, { path: '/events', route: '/events?page=2' });
    const link = screen.getByRole('link', { name: 'हिंदी' });
    expect(link).toHaveAttribute('href', '/hi/events?page=2');
    expect(link).toHaveAttribute('lang', 'hi');
  });

  it('links a Hindi page back to English', () => {
    renderScreen(<LanguageSwitch />, { path: '/trucks/:id', route: '/trucks/t-1', locale: 'hi' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/trucks/t-1');
  });
});

describe('a screen in Hindi', () => {
  it('shows its words from the Hindi messages', () => {
    renderScreen(<StatusBadge status="opening-soon" />, { locale: 'hi' });
    expect(screen.getByText('जल्द खुलेगा')).toBeInTheDocument();
  });
});
