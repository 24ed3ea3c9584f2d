import { INDIAN_CITIES } from '@dishrated/shared';
import { CITIES } from '../../seed/data.js';

export interface GazetteerPlace {
  name: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

export const GAZETTEER: GazetteerPlace[] = [
  ...INDIAN_CITIES.map(({ name, state, lat, lng }) => ({ name, city: name, state, lat, lng })),
  ...CITIES.flatMap((city) => city.localities.map((l) => ({ name: l.name, city: city.name, state: city.state, lat: l.lat, lng: l.lng }))),
];

export const displayNameOf = (p: GazetteerPlace) => (p.name === p.city ? `${p.city}, ${p.state}, India` : `${p.name}, ${p.city}, ${p.state}, India`);
