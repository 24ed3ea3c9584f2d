import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signedInAs } from '../../../test/render';
import { UserMenu } from './dropdown-menus';

describe('the account menu', () => {
  it('leads a customer to the trucks they follow', async () => {
    const user = signedInAs('user');
    renderScreen(<UserMenu user={user} defaultOpen />);
    expect(await screen.findByRole('menuitem', { name: 'Following' })).toHaveAttribute('href', '/following');
  });

  it("lists an owner's pages: profile, orders, following and the dashboard", async () => {
    const user = signedInAs('owner');
    renderScreen(<UserMenu user={user} defaultOpen />);
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(['Profile Settings', 'Orders', 'Following', 'Owner Dashboard', 'Sign out']);
  });
});
