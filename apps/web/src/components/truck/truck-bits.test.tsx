import { screen } from '@testing-library/react';
import { renderInLocale } from '../../../test/render';
import { describe, expect, it } from 'vitest';
import { Rating } from './truck-bits';

describe('a truck’s rating', () => {
  it('says "New" for a truck nobody has reviewed yet, not 0.0', () => {
    renderInLocale(<Rating value={0} count={0} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
  });

  it('shows a reviewed truck’s stars and how many reviews', () => {
    renderInLocale(<Rating value={4.25} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 12 reviews' })).toBeInTheDocument();
  });
});
