import type { Envelope } from '@dishrated/shared';
import type { FastifyReply } from 'fastify';

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data };
}

/**
 * The envelope around data that is already JSON text (built by the database), so Node neither
 * parses nor re-serialises it. Send with content type application/json.
 */
export function okJsonText(dataJson: string, message = 'OK'): string {
  const { before, after } = okEnvelopeAround(message);
  return `${before}${dataJson}${after}`;
}

/** The text of a success envelope before and after its `data`, for writing the data in between. */
export function okEnvelopeAround(message = 'OK'): { before: string; after: string } {
  return { before: `{"success":true,"message":${JSON.stringify(message)},"data":`, after: '}' };
}

/**
 * An envelope from `okJsonText`, for the handler to return: Fastify sends JSON text as it is,
 * without the route's serializer (its response schema documents the shape). The handler returns
 * the payload rather than the reply: an async handler that returns the reply makes Fastify wait
 * for the response to finish through a stream listener of its own, a cost on every request.
 */
export function jsonTextPayload(reply: FastifyReply, dataJson: string, message?: string) {
  reply.type('application/json; charset=utf-8');
  return okJsonText(dataJson, message) as never;
}

/** A whole envelope already written as UTF-8 JSON bytes, for the handler to return. */
export function jsonBytesPayload(reply: FastifyReply, envelope: Buffer) {
  reply.type('application/json; charset=utf-8');
  return envelope as never;
}
