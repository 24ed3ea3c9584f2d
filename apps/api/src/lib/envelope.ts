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

/** Sends an envelope from `okJsonText` as is (Fastify skips the serializer for JSON text). */
export function sendJsonText(reply: FastifyReply, dataJson: string, message?: string) {
  // The route's response schema documents the shape; its serializer is not needed for text.
  return reply.type('application/json; charset=utf-8').send(okJsonText(dataJson, message) as never);
}

/**
 * Sends a whole envelope already written as UTF-8 JSON bytes; `sent`, when given, runs once the
 * answer has been written out or its connection has closed, when nothing reads the bytes any more.
 */
export function sendJsonBytes(reply: FastifyReply, envelope: Buffer, sent?: () => void) {
  // A response closes once: a plain listener, without once()'s wrapper.
  if (sent) reply.raw.on('close', sent);
  return reply.type('application/json; charset=utf-8').send(envelope as never);
}
