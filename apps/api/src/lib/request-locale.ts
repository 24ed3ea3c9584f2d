import { preferredLocale, type Locale } from '@dishrated/shared';
import type { FastifyRequest } from 'fastify';

/** The language a request asks the API's messages in (`Accept-Language`: Hindi or English; English otherwise). */
export function requestLocale(request: FastifyRequest): Locale {
  return preferredLocale(request.headers['accept-language']) ?? 'en';
}
