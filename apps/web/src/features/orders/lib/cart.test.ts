import { describe, expect, it } from 'vitest';
import { cartCount, cartTotal, emptyCart, withNote, withQuantity } from './cart';

describe('the cart', () => {
  it('adds, changes and removes a dish by its quantity', () => {
    let cart = withQuantity(emptyCart(), 'dosa', 2);
    cart = withQuantity(cart, 'chai', 1);
    expect(cart.lines.map((l) => [l.menuItemId, l.quantity])).toEqual([['dosa', 2], ['chai', 1]]);
    cart = withQuantity(cart, 'dosa', 0);
    expect(cart.lines.map((l) => l.menuItemId)).toEqual(['chai']);
  });

  it('never holds more than 20 dishes', () => {
    const cart = withQuantity(withQuantity(emptyCart(), 'dosa', 15), 'chai', 9);
    expect(cartCount(cart)).toBe(20);
    expect(cart.lines.find((l) => l.menuItemId === 'chai')?.quantity).toBe(5);
  });

  it('totals at the menu’s prices in rupees', () => {
    const cart = withNote(withQuantity(withQuantity(emptyCart(), 'dosa', 2), 'chai', 3), 'dosa', 'No onion');
    expect(cartTotal(cart, new Map([['dosa', 90], ['chai', 20]]))).toBe(240);
    expect(cart.lines[0]?.note).toBe('No onion');
  });
});
