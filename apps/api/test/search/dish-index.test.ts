import { dishKey } from '@dishrated/shared';
import { describe, expect, it } from 'vitest';
import { DishIndex } from '../../src/features/search/dish-index.js';

const truck = (name: string) => ({ name, address: null, status: 'open', rating: 4, reviewCount: 3 });
const dish = (truckName: string, name: string, price = 100) => ({ id: `${truckName}:${name}`, key: dishKey(name), name, description: '', category: 'Snacks', image: null, price, diet: 'veg', spice: 1, popular: false, available: true });

describe('the dish index', () => {
  it('finds each truck’s current dishes after trucks are replaced many times over', () => {
    const index = new DishIndex();
    const ids = Array.from({ length: 300 }, (_, i) => `truck-${i}`);
    // Enough rounds that the space of replaced menus is reclaimed several times.
    for (let round = 0; round < 60; round++) {
      for (const id of ids) index.putTruck(id, truck(id), [dish(id, round % 2 ? 'Vada Pav' : 'Pav Bhaji', 50 + round), dish(id, 'Masala Chai', 20 + round)]);
    }
    const near = ids.slice(0, 5).map((id, i) => ({ id, km: i }));
    const found = index.search(dishKey('vada pav'), near, {});
    expect(found.map((m) => [m.dish.id, m.price])).toEqual(near.map(({ id }) => [`${id}:Vada Pav`, 109]));
    expect(index.search(dishKey('pav bhaji'), near, {})).toEqual([]);
  });

  it('forgets a removed truck’s dishes', () => {
    const index = new DishIndex();
    index.putTruck('a', truck('A'), [dish('a', 'Momos')]);
    index.putTruck('b', truck('B'), [dish('b', 'Momos')]);
    index.removeTruck('a');
    expect(index.search(dishKey('momos'), null, {}).map((m) => m.dish.id)).toEqual(['b:Momos']);
  });
});
