import { translateMessage, type Envelope } from '@dishrated/shared';
import type { FastifyReply } from 'fastify';
import { requestLocale } from './request-locale.js';

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data };
}

/** The envelope around data that is already JSON text (a truck's page, cached as text). */
export function okJsonText(dataJson: string, message = 'OK'): string {
  const { before, after } = okEnvelopeAround(message);
  return `${before}${dataJson}${after}`;
}

/** The text of a success envelope before and after its `data`, for writing the data in between. */
export function okEnvelopeAround(message = 'OK'): { before: string; after: string } {
  return { before: `{"success":true,"message":${JSON.stringify(message)},"data":`, after: '}' };
}

/** An envelope from `okJsonText`, for the handler to return: Fastify sends JSON text as it is. */
export function jsonTextPayload(reply: FastifyReply, dataJson: string, message?: string) {
  reply.type('application/json; charset=utf-8');
  return okJsonText(dataJson, translateMessage(message ?? 'OK', requestLocale(reply.request))) as never;
}

/**
 * A success envelope around `data` as JSON, for the handler to return, sent without checking it
 * against the route's response schema again (for answers built from one typed definition, such
 * as a truck's JSON, where that check would cost more than the answer).
 */
export function jsonPayload<T>(reply: FastifyReply, data: T, message?: string) {
  reply.type('application/json; charset=utf-8');
  return JSON.stringify(ok(data, translateMessage(message ?? 'OK', requestLocale(reply.request)))) as never;
}
