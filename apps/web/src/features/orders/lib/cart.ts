import { ORDER_LIMITS } from '@dishrated/shared';
import { useCallback, useState } from 'react';
import { useHydrated } from '../../../lib/hydration';

/** One dish in the cart: what the customer chose. Prices are the menu's, read when shown and when ordered. */
export interface CartLine {
  menuItemId: string;
  quantity: number;
  note: string;
}

/**
 * A cart for one truck. `key` is the Idempotency-Key of the order this cart becomes: kept with
 * the cart, so placing it again after a lost answer finds the order already made.
 */
export interface Cart {
  lines: CartLine[];
  key: string;
}

const storageKey = (truckId: string) => `dishrated:cart:${truckId}`;
const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`);
export const emptyCart = (): Cart => ({ lines: [], key: newKey() });

export const cartCount = (cart: Cart) => cart.lines.reduce((n, line) => n + line.quantity, 0);

/** Sets a dish's quantity (0 removes it), never past the most dishes an order holds. */
export function withQuantity(cart: Cart, menuItemId: string, quantity: number): Cart {
  const others = cart.lines.filter((l) => l.menuItemId !== menuItemId);
  const room = ORDER_LIMITS.itemsPerOrder - cartCount({ ...cart, lines: others });
  const next = Math.max(0, Math.min(quantity, room));
  const existing = cart.lines.find((l) => l.menuItemId === menuItemId);
  if (next === 0) return { ...cart, lines: others };
  if (existing) return { ...cart, lines: cart.lines.map((l) => (l.menuItemId === menuItemId ? { ...l, quantity: next } : l)) };
  return { ...cart, lines: [...cart.lines, { menuItemId, quantity: next, note: '' }] };
}

export const withNote = (cart: Cart, menuItemId: string, note: string): Cart => ({
  ...cart,
  lines: cart.lines.map((l) => (l.menuItemId === menuItemId ? { ...l, note: note.slice(0, ORDER_LIMITS.noteMax) } : l)),
});

/** The cart's total in rupees at the given prices (dishes no longer on the menu count nothing). */
export function cartTotal(cart: Cart, prices: ReadonlyMap<string, number>): number {
  return Math.round(cart.lines.reduce((sum, line) => sum + (prices.get(line.menuItemId) ?? 0) * line.quantity, 0) * 100) / 100;
}

function read(truckId: string): Cart {
  if (typeof localStorage === 'undefined') return emptyCart();
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(truckId)) ?? 'null') as Cart | null;
    if (stored && Array.isArray(stored.lines) && typeof stored.key === 'string') return stored;
  } catch {
    // A cart that cannot be read is started afresh.
  }
  return emptyCart();
}

/**
 * The cart for a truck, kept in this browser: it survives signing in (which leaves the page) and
 * a reload. A changed cart is a new order, so it gets a new idempotency key.
 */
export function useCart(truckId: string) {
  // The server renders the order screen with an empty cart, and hydration must match it: this
  // device's stored cart is read once the page is hydrated (at once in a screen the browser
  // renders itself). Another truck's screen (the same component, a new id) reads that truck's cart.
  const hydrated = useHydrated();
  const [cart, setCart] = useState<Cart>(() => (hydrated ? read(truckId) : emptyCart()));
  const [cartOf, setCartOf] = useState<string | null>(hydrated ? truckId : null);
  if (hydrated && cartOf !== truckId) {
    setCartOf(truckId);
    setCart(read(truckId));
  }
  const update = useCallback(
    (change: (cart: Cart) => Cart) => {
      setCart((current) => {
        const next = { ...change(current), key: newKey() };
        localStorage.setItem(storageKey(truckId), JSON.stringify(next));
        return next;
      });
    },
    [truckId],
  );
  const clear = useCallback(() => {
    localStorage.removeItem(storageKey(truckId));
    setCart(emptyCart());
  }, [truckId]);
  return { cart, update, clear };
}
