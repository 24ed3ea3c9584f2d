/** What the bench requests: the routes, their random inputs, and the messages of a load run. */
import type { Random } from '../src/seed/random.js';

// 50 city centres across India (lat, lng).
export const CENTRES: Array<[number, number]> = [
  [12.97, 77.59], [19.08, 72.88], [28.61, 77.21], [18.52, 73.86], [17.39, 78.49], [13.08, 80.27], [22.57, 88.36], [23.02, 72.57], [26.91, 75.79], [26.85, 80.95],
  [26.45, 80.33], [21.15, 79.09], [22.72, 75.86], [23.26, 77.41], [21.17, 72.83], [22.31, 73.18], [25.59, 85.14], [30.73, 76.78], [31.63, 74.87], [30.9, 75.86],
  [9.93, 76.27], [8.52, 76.94], [11.26, 75.78], [11.02, 76.96], [9.93, 78.12], [12.3, 76.64], [12.91, 74.86], [15.49, 73.83], [17.69, 83.22], [16.51, 80.65],
  [20.3, 85.82], [26.14, 91.74], [30.32, 78.03], [25.32, 82.97], [27.18, 78.01], [28.54, 77.39], [28.46, 77.03], [28.67, 77.45], [19.03, 73.03], [19.22, 72.98],
  [20.0, 73.79], [19.88, 75.34], [21.25, 81.63], [23.34, 85.31], [26.24, 73.02], [24.59, 73.71], [34.08, 74.8], [31.1, 77.17], [11.94, 79.81], [15.85, 74.5],
];

export type ApiRoute = 'ceiling' | 'nearby' | 'nearbyAt' | 'find' | 'trending' | 'truck' | 'search' | 'suggest';
/** The pages the server renders, as a visitor's browser asks for them. */
export type PageRoute = 'homePage' | 'findPage' | 'truckPage' | 'eventsPage' | 'eventPage' | 'blogPage' | 'postPage' | 'infoPage';
export type BenchRoute = ApiRoute | PageRoute;

export const ROUTE_NAMES: Record<BenchRoute, string> = {
  ceiling: 'ceiling (constant JSON)',
  nearby: 'nearby (10 km, 50)',
  nearbyAt: 'nearby tomorrow (at, 10 km, 50)',
  find: 'find trucks (filtered)',
  trending: 'trending (6)',
  truck: 'truck detail',
  search: 'dish search (10 km)',
  suggest: 'search suggestions',
  homePage: 'page: home',
  findPage: 'page: Find Trucks',
  truckPage: 'page: a truck',
  eventsPage: 'page: events',
  eventPage: 'page: an event',
  blogPage: 'page: blog',
  postPage: 'page: a post',
  infoPage: 'page: about',
};

export const PAGE_ROUTES: PageRoute[] = ['homePage', 'findPage', 'truckPage', 'eventsPage', 'eventPage', 'blogPage', 'postPage', 'infoPage'];

/** What current Chrome sends: every answer is measured as a browser receives it, compressed. */
const ACCEPT_ENCODING = 'Accept-Encoding: gzip, deflate, br, zstd\r\n';
export function requestHeaders(route: BenchRoute): string {
  return PAGE_ROUTES.includes(route as PageRoute)
    ? `Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8\r\n${ACCEPT_ENCODING}`
    : `Accept: application/json\r\n${ACCEPT_ENCODING}`;
}

/** The dishes bench trucks serve (eight each), each name as menus write it. */
export const BENCH_DISHES: Array<{ name: string; dietType: 'veg' | 'non-veg' | 'egg' | 'vegan'; price: number }> = [
  { name: 'Vada Pav', dietType: 'veg', price: 30 }, { name: 'Pav Bhaji', dietType: 'veg', price: 90 }, { name: 'Masala Dosa', dietType: 'veg', price: 80 },
  { name: 'Veg Momos', dietType: 'veg', price: 100 }, { name: 'Chicken Momos', dietType: 'non-veg', price: 130 }, { name: 'Paneer Tikka Roll', dietType: 'veg', price: 140 },
  { name: 'Chicken Kathi Roll', dietType: 'non-veg', price: 160 }, { name: 'Egg Roll', dietType: 'egg', price: 80 }, { name: 'Chole Bhature', dietType: 'veg', price: 120 },
  { name: 'Pani Puri', dietType: 'vegan', price: 40 }, { name: 'Bhel Puri', dietType: 'vegan', price: 50 }, { name: 'Chicken Biryani', dietType: 'non-veg', price: 220 },
  { name: 'Veg Biryani', dietType: 'veg', price: 180 }, { name: 'Cold Coffee', dietType: 'veg', price: 90 }, { name: 'Masala Chai', dietType: 'veg', price: 20 },
  { name: 'Kulfi Falooda', dietType: 'veg', price: 80 }, { name: 'Aloo Tikki Burger', dietType: 'veg', price: 70 }, { name: 'Chicken Shawarma', dietType: 'non-veg', price: 150 },
  { name: 'Egg Bhurji Pav', dietType: 'egg', price: 70 }, { name: 'Idli Sambar', dietType: 'vegan', price: 60 }, { name: 'Misal Pav', dietType: 'veg', price: 80 },
  { name: 'Dabeli', dietType: 'veg', price: 35 }, { name: 'Samosa Chaat', dietType: 'veg', price: 60 }, { name: 'Fish Fry', dietType: 'non-veg', price: 200 },
];
/** What people type: dish names, some misspelt, some partial. */
const SEARCHES = ['vada pav', 'momos', 'paneer', 'panner tikka', 'pav baji', 'biryani', 'cold coffee', 'chai', 'kathi roll', 'dosa', 'pani puri', 'shawarma', 'egg roll', 'chole bature'];
const TYPED = ['va', 'vad', 'mo', 'mom', 'pan', 'pav', 'bir', 'col', 'cha', 'kat', 'dos', 'pan', 'sha', 'egg', 'cho', 'mis'];

export function randomPoint(rnd: Random) {
  const [lat, lng] = rnd.pick(CENTRES);
  return { lat: (lat + rnd.centred() * 0.4).toFixed(5), lng: (lng + rnd.centred() * 0.4).toFixed(5) };
}

/**
 * A fresh path for each request: a new random point or truck, so no cache answers twice (pages
 * pick from `ids`, the trucks, events or posts the run was given).
 */
export function routePath(route: BenchRoute, rnd: Random, ids: string[]): string {
  switch (route) {
    case 'ceiling':
      return '/api/bench/constant';
    case 'nearby': {
      const p = randomPoint(rnd);
      return `/api/trucks/nearby?lat=${p.lat}&lng=${p.lng}`;
    }
    case 'nearbyAt': {
      const p = randomPoint(rnd);
      return `/api/trucks/nearby?lat=${p.lat}&lng=${p.lng}&at=tomorrow`;
    }
    case 'find': {
      const p = randomPoint(rnd);
      return `/api/trucks?lat=${p.lat}&lng=${p.lng}&distance=10&openNow=true&priceRange=budget,mid&limit=20`;
    }
    case 'trending':
      return `/api/trucks/trending?limit=6&r=${rnd.int(0, 1e9)}`;
    case 'search': {
      const p = randomPoint(rnd);
      return `/api/search?q=${encodeURIComponent(rnd.pick(SEARCHES))}&lat=${p.lat}&lng=${p.lng}`;
    }
    case 'suggest': {
      const p = randomPoint(rnd);
      return `/api/search/suggest?q=${rnd.pick(TYPED)}&lat=${p.lat}&lng=${p.lng}`;
    }
    case 'truck':
      return `/api/trucks/${rnd.pick(ids)}`;
    case 'homePage':
      return '/';
    case 'findPage':
      return '/find-trucks';
    case 'truckPage':
      return `/trucks/${rnd.pick(ids)}`;
    case 'eventsPage':
      return '/events';
    case 'eventPage':
      return `/events/${rnd.pick(ids)}`;
    case 'blogPage':
      return '/blog';
    case 'postPage':
      return `/blog/${rnd.pick(ids)}`;
    case 'infoPage':
      return '/about';
  }
}

export interface LoadRun {
  url: string;
  route: BenchRoute;
  seed: number;
  /** Ids (or slugs) to pick from: trucks for truck detail and truck pages, events, posts. */
  ids: string[];
  connections: number;
  seconds: number;
  /** Send back every response's time, for an exact p50. */
  collectTimes: boolean;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The generator's own CPU per response, in microseconds: it shares the machine with the server. */
  cpuUs: number;
  times?: number[];
}
