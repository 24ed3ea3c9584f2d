import { haversineKm, placeName, type GEOCODE_SOURCES, type Locale, type Place } from '@dishrated/shared';
import type { FastifyBaseLogger } from 'fastify';
import { GAZETTEER, displayNameOf } from './gazetteer.js';

export type { Place };

export interface GeocodeAnswer<T> {
  source: (typeof GEOCODE_SOURCES)[number];
  data: T;
}

export interface GeocoderOptions {
  /** Base URL of a Nominatim-compatible service; absent means offline only. */
  upstreamUrl?: string;
  logger?: FastifyBaseLogger;
  /** Nominatim's usage policy: at most one request a second. */
  minIntervalMs?: number;
  timeoutMs?: number;
  cacheSize?: number;
  userAgent?: string;
}

const normalise = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim();
const INDEX = GAZETTEER.map((place) => ({ place, haystack: normalise(`${place.name} ${place.city} ${place.state}`), name: normalise(place.name) }));

/** Offline search: every word of the query must appear; names that start with it rank first. */
export function searchGazetteer(query: string, limit: number): Place[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (!words.length) return [];
  return INDEX.filter((entry) => words.every((w) => entry.haystack.includes(w)))
    .map((entry) => ({ entry, score: (entry.name.startsWith(words[0]!) ? 2 : 0) + (entry.place.name === entry.place.city ? 1 : 0) }))
    .sort((a, b) => b.score - a.score || a.entry.place.name.localeCompare(b.entry.place.name))
    .slice(0, limit)
    .map(({ entry }) => ({ displayName: displayNameOf(entry.place), lat: entry.place.lat, lng: entry.place.lng }));
}

/**
 * Offline reverse lookup: the nearest known place within 30 km, else "Near <city>" within 100 km
 * (in Hindi "<city> के पास"; a city's own name in Hindi too, a locality's as it is known).
 */
export function reverseGazetteer(lat: number, lng: number, locale: Locale = 'en'): string | null {
  let best: { place: (typeof GAZETTEER)[number]; km: number } | null = null;
  for (const place of GAZETTEER) {
    const km = haversineKm({ lat, lng }, { lat: place.lat, lng: place.lng });
    if (!best || km < best.km) best = { place, km };
  }
  if (!best || best.km > 100) return null;
  const { place } = best;
  if (locale === 'hi') {
    const city = placeName(place.city, 'hi');
    const state = placeName(place.state, 'hi');
    if (best.km > 30) return `${city} के पास, ${state}, भारत`;
    return place.name === place.city ? `${city}, ${state}, भारत` : `${place.name}, ${city}, ${state}, भारत`;
  }
  return best.km <= 30 ? displayNameOf(place) : `Near ${place.city}, ${place.state}, India`;
}

/**
 * Geocoding through a Nominatim-compatible upstream, politely (User-Agent, one request a second,
 * a cache), with the offline gazetteer as the answer whenever the upstream is unset or failing.
 */
export class Geocoder {
  private readonly cache = new Map<string, { at: number; value: unknown }>();
  /** Settles when the upstream may be asked again: one request at a time, then a pause. */
  private turn: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly options: GeocoderOptions = {}) {}

  async search(query: string, limit: number): Promise<GeocodeAnswer<Place[]>> {
    const upstream = await this.fromUpstream<Array<{ lat: string; lon: string; display_name: string }>>('search', { format: 'json', q: query, limit: String(limit) });
    if (upstream && upstream.length) {
      return { source: 'upstream', data: upstream.map((r) => ({ displayName: r.display_name, lat: Number(r.lat), lng: Number(r.lon) })) };
    }
    return { source: 'offline', data: searchGazetteer(query, limit) };
  }

  async reverse(lat: number, lng: number, locale: Locale = 'en'): Promise<GeocodeAnswer<{ displayName: string | null }>> {
    // Nominatim names places in the language asked (`accept-language`), falling back to their local name.
    const upstream = await this.fromUpstream<{ display_name?: string }>('reverse', { format: 'json', lat: String(lat), lon: String(lng), 'accept-language': locale });
    if (upstream?.display_name) return { source: 'upstream', data: { displayName: upstream.display_name } };
    return { source: 'offline', data: { displayName: reverseGazetteer(lat, lng, locale) } };
  }

  private async fromUpstream<T>(path: 'search' | 'reverse', params: Record<string, string>): Promise<T | null> {
    const base = this.options.upstreamUrl;
    if (!base) return null;
    const url = `${base.replace(/\/$/, '')}/${path}?${new URLSearchParams(params)}`;
    const cached = this.cache.get(url);
    if (cached && Date.now() - cached.at < 24 * 60 * 60 * 1000) return cached.value as T;
    return this.inTurn(() => this.fetchUpstream<T>(url));
  }

  private async fetchUpstream<T>(url: string): Promise<T | null> {
    try {
      const response = await fetch(url, {
        headers: { 'user-agent': this.options.userAgent ?? 'DishRated/0.1 (food truck finder)', accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 4000),
      });
      if (!response.ok) throw new Error(`upstream answered ${response.status}`);
      const value = (await response.json()) as T;
      this.remember(url, value);
      return value;
    } catch (error) {
      this.options.logger?.warn({ err: error }, 'geocoder upstream failed; answering from the offline gazetteer');
      return null;
    }
  }

  /**
   * Runs upstream requests one after another, each starting at least minIntervalMs after the
   * previous one ended, so the upstream sees them spaced however slow the network is. A caller who
   * would wait longer than the request timeout gets the offline answer instead of a long queue.
   */
  private async inTurn<T>(request: () => Promise<T | null>): Promise<T | null> {
    const interval = this.options.minIntervalMs ?? 1000;
    if (this.waiting * interval > (this.options.timeoutMs ?? 4000)) return null;
    this.waiting += 1;
    const mine = this.turn.then(async () => {
      this.waiting -= 1;
      return request();
    });
    const pause = () => new Promise<void>((resolve) => setTimeout(resolve, interval).unref());
    this.turn = mine.then(pause, pause);
    return mine;
  }

  private remember(key: string, value: unknown) {
    if (this.cache.size >= (this.options.cacheSize ?? 500)) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { at: Date.now(), value });
  }
}
