import { apiRoutes, feature } from '../../app-context.js';
import { Geocoder } from './geocoder.js';
import geocodeRoutes from './routes.js';

export { Geocoder } from './geocoder.js';

/** A place found for a name: what stops and searches by place ask the geocoder. */
export type FindPlace = (text: string) => Promise<{ displayName: string; lat: number; lng: number } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The best place for a name (a Nominatim-compatible upstream, else the offline gazetteer), or null. */
    findPlace: FindPlace;
  }
}

/** Geocoding: names to places and back, only through our API. */
export const geocodeFeature = feature('geocode', async (app, ctx) => {
  const geocoder = ctx.deps.geocoder ?? new Geocoder({ upstreamUrl: ctx.config.geocoderUrl, logger: app.log });
  app.decorate('findPlace', (async (text) => (await geocoder.search(text, 1)).data[0] ?? null) satisfies FindPlace);
  await apiRoutes(app, 'Geocoding', '/geocode', (scope) => scope.register(geocodeRoutes, { geocoder }));
});
