import { describe, expect, it } from 'vitest';
import { directionsUrl, pointUrl } from './directions';

describe('directions links', () => {
  it('route from the user to the truck', () => {
    expect(directionsUrl({ lat: 12.95, lng: 77.6 }, { lat: 12.97, lng: 77.64 })).toBe(
      'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=12.95,77.6;12.97,77.64',
    );
  });

  it("asks for directions to the truck with the start left empty when the user's position is unknown", () => {
    expect(directionsUrl(null, { lat: 12.97, lng: 77.64 })).toBe('https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=;12.97,77.64');
  });

  it("shows a stop's point", () => {
    expect(pointUrl({ lat: 12.97, lng: 77.64 })).toBe('https://www.openstreetmap.org/?mlat=12.97&mlon=77.64#map=17/12.97/77.64');
  });
});
