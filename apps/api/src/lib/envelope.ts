import type { Envelope } from '@dishrated/shared';

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data };
}
