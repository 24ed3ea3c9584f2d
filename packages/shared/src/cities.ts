import { haversineKm } from './geo.js';

/** An Indian city: its name, state, centre and the slug of its page (/trucks/in/{slug}). */
export interface IndianCity {
  name: string;
  state: string;
  lat: number;
  lng: number;
  slug: string;
}

const slugOf = (name: string) => name.toLowerCase().replace(/\(.*?\)/g, '').trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** City centres: enough of India for address search with no internet, city pages and addresses. */
const CITY_CENTRES: Array<[string, string, number, number]> = [
  ['Bengaluru', 'Karnataka', 12.9716, 77.5946], ['Mumbai', 'Maharashtra', 19.076, 72.8777], ['Delhi', 'Delhi', 28.6139, 77.209],
  ['New Delhi', 'Delhi', 28.6139, 77.209], ['Pune', 'Maharashtra', 18.5204, 73.8567], ['Hyderabad', 'Telangana', 17.385, 78.4867],
  ['Chennai', 'Tamil Nadu', 13.0827, 80.2707], ['Kolkata', 'West Bengal', 22.5726, 88.3639], ['Ahmedabad', 'Gujarat', 23.0225, 72.5714],
  ['Jaipur', 'Rajasthan', 26.9124, 75.7873], ['Lucknow', 'Uttar Pradesh', 26.8467, 80.9462], ['Kanpur', 'Uttar Pradesh', 26.4499, 80.3319],
  ['Nagpur', 'Maharashtra', 21.1458, 79.0882], ['Indore', 'Madhya Pradesh', 22.7196, 75.8577], ['Bhopal', 'Madhya Pradesh', 23.2599, 77.4126],
  ['Surat', 'Gujarat', 21.1702, 72.8311], ['Vadodara', 'Gujarat', 22.3072, 73.1812], ['Patna', 'Bihar', 25.5941, 85.1376],
  ['Chandigarh', 'Chandigarh', 30.7333, 76.7794], ['Amritsar', 'Punjab', 31.634, 74.8723], ['Ludhiana', 'Punjab', 30.901, 75.8573],
  ['Kochi', 'Kerala', 9.9312, 76.2673], ['Thiruvananthapuram', 'Kerala', 8.5241, 76.9366], ['Kozhikode', 'Kerala', 11.2588, 75.7804],
  ['Coimbatore', 'Tamil Nadu', 11.0168, 76.9558], ['Madurai', 'Tamil Nadu', 9.9252, 78.1198], ['Mysuru', 'Karnataka', 12.2958, 76.6394],
  ['Mangaluru', 'Karnataka', 12.9141, 74.856], ['Goa (Panaji)', 'Goa', 15.4909, 73.8278], ['Visakhapatnam', 'Andhra Pradesh', 17.6868, 83.2185],
  ['Vijayawada', 'Andhra Pradesh', 16.5062, 80.648], ['Bhubaneswar', 'Odisha', 20.2961, 85.8245], ['Guwahati', 'Assam', 26.1445, 91.7362],
  ['Dehradun', 'Uttarakhand', 30.3165, 78.0322], ['Varanasi', 'Uttar Pradesh', 25.3176, 82.9739], ['Agra', 'Uttar Pradesh', 27.1767, 78.0081],
  ['Noida', 'Uttar Pradesh', 28.5355, 77.391], ['Gurugram', 'Haryana', 28.4595, 77.0266], ['Ghaziabad', 'Uttar Pradesh', 28.6692, 77.4538],
  ['Navi Mumbai', 'Maharashtra', 19.033, 73.0297], ['Thane', 'Maharashtra', 19.2183, 72.9781], ['Nashik', 'Maharashtra', 19.9975, 73.7898],
  ['Aurangabad', 'Maharashtra', 19.8762, 75.3433], ['Raipur', 'Chhattisgarh', 21.2514, 81.6296], ['Ranchi', 'Jharkhand', 23.3441, 85.3096],
  ['Jodhpur', 'Rajasthan', 26.2389, 73.0243], ['Udaipur', 'Rajasthan', 24.5854, 73.7125], ['Srinagar', 'Jammu and Kashmir', 34.0837, 74.7973],
  ['Shimla', 'Himachal Pradesh', 31.1048, 77.1734], ['Puducherry', 'Puducherry', 11.9416, 79.8083],
];

export const INDIAN_CITIES: readonly IndianCity[] = CITY_CENTRES.map(([name, state, lat, lng]) => ({ name, state, lat, lng, slug: slugOf(name) }));

/** How far from a city's centre a place still counts as that city (its suburbs and outskirts). */
export const CITY_RADIUS_KM = 30;

/** The city a place is in: the nearest centre within CITY_RADIUS_KM, or null. */
export function cityAt(lat: number, lng: number): IndianCity | null {
  let best: IndianCity | null = null;
  let bestKm = CITY_RADIUS_KM;
  for (const city of INDIAN_CITIES) {
    const km = haversineKm({ lat, lng }, city);
    if (km < bestKm) [best, bestKm] = [city, km];
  }
  return best;
}

/** The cities with a page of their own: one per centre (Delhi, not New Delhi as well). */
export const CITY_PAGES: readonly IndianCity[] = INDIAN_CITIES.filter((city, i) => INDIAN_CITIES.findIndex((other) => other.lat === city.lat && other.lng === city.lng) === i);

/** The biggest cities, named where there is room for a few (the footer; home without a location); every city page links to the rest. */
export const MAIN_CITY_PAGES: readonly IndianCity[] = CITY_PAGES.slice(0, 6);

/** The city with a page nearest a place, however far: every located truck belongs to one city's page. */
export function nearestCity(lat: number, lng: number): IndianCity {
  let best = CITY_PAGES[0]!;
  let bestKm = Infinity;
  for (const city of CITY_PAGES) {
    const km = haversineKm({ lat, lng }, city);
    if (km < bestKm) [best, bestKm] = [city, km];
  }
  return best;
}

export const cityBySlug = (slug: string): IndianCity | undefined => CITY_PAGES.find((city) => city.slug === slug);
