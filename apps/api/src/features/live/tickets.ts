import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stream tickets: EventSource cannot send an Authorization header, so a signed-in page asks for a
 * ticket and puts it in the stream's URL. A ticket names the user and their session version, is
 * signed with a key of its own (it can never pass as a bearer token), and only opens streams,
 * which show public data anyway; it is what lets a ban find and close the user's streams.
 */
export const TICKET_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function createTicketSigner(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('dishrated live stream ticket').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(userId: string, tokenVersion: number): string {
      const payload = `${userId}.${tokenVersion}.${Math.floor((now() + TICKET_LIFETIME_MS) / 1000)}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The user id and session version of a valid, unexpired ticket; null otherwise. */
    verify(ticket: string): { userId: string; tokenVersion: number } | null {
      const match = /^([0-9a-f-]{36})\.(\d{1,9})\.(\d{1,12})\.([\w-]{43})$/i.exec(ticket);
      if (!match) return null;
      const [, userId, version, expires, signature] = match;
      const expected = Buffer.from(sign(`${userId}.${version}.${expires}`));
      const given = Buffer.from(signature!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (Number(expires) * 1000 < now()) return null;
      return { userId: userId!, tokenVersion: Number(version) };
    },
  };
}

export type TicketSigner = ReturnType<typeof createTicketSigner>;
