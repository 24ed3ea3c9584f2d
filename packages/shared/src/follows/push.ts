import { z } from '../zod-runtime.js';
import { isHttpUrl } from '../urls.js';

/**
 * Web push: a browser hands us its subscription (where its push service takes messages, and the
 * keys to encrypt them with); alerts outside quiet hours are pushed to every device of the account.
 */
export const PUSH_LIMITS = {
  /** Devices one account may receive pushes on; a new one beyond this replaces the oldest. */
  devicesPerUser: 10,
  endpointMax: 1000,
  /** How long a push service keeps an alert for a device that is offline: an alert older than this is stale. */
  ttlSeconds: 6 * 3600,
  /** How long a push service may take to accept one message. */
  sendTimeoutMs: 10_000,
} as const;

/** Base64url without padding, as browsers give keys (padding is accepted and ignored). */
const base64url = (label: string, length: number) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => value.length === length && /^[A-Za-z0-9_-]+$/.test(value), `${label} is not a valid key`);

export const PushEndpointSchema = z
  .string({ error: 'endpoint is required' })
  .max(PUSH_LIMITS.endpointMax, `endpoint must be at most ${PUSH_LIMITS.endpointMax} characters`)
  .refine(isHttpUrl, 'endpoint must be an https address');

/** A browser's `PushSubscription.toJSON()`: a P-256 public key (65 bytes) and a 16-byte secret. */
export const PushSubscriptionSchema = z.object({
  endpoint: PushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url('keys.p256dh', 87), auth: base64url('keys.auth', 22) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeQuerySchema = z.object({ endpoint: PushEndpointSchema });

/** What a push carries: the alert's words and where tapping it leads; nothing about the person. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path on this site (the truck's page). */
  url: string;
  /** One notification per truck on a device: a newer alert replaces the older. */
  tag: string;
}
