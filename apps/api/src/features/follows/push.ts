import { PUSH_LIMITS, type PushMessage, type PushSubscriptionInput } from '@dishrated/shared';
import ipaddr from 'ipaddr.js';
import webpush from 'web-push';
import type { Database } from '../../db/client.js';
import type { VapidKeys } from '../../db/settings.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { postToPublicAddress } from '../../lib/public-fetch.js';
import type { UserRow } from '../auth/index.js';
import * as repo from './repository.js';

export interface PushServiceOptions {
  vapid: VapidKeys;
  /** Who the push services may contact about our pushes (a mailto: address). */
  subject: string;
  /** Push services reached over plain http and on private addresses (tests' local servers). */
  allowHosts?: readonly string[];
  /** Told of a push service that failed (by host: the endpoint itself is a secret of the device). */
  onFailure?: (host: string, reason: string) => void;
}

/** An alert to push to every device of its user. */
export interface PushAlert {
  userId: string;
  message: PushMessage;
}

/** Pushes in flight at once, so a truck with thousands of followers does not open thousands of sockets. */
const CONCURRENT_PUSHES = 32;

/** The truck's id as a push topic (at most 32 base64url characters): a newer alert of the truck replaces an undelivered older one. */
const topicOf = (tag: string) => tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);

/**
 * Web push (VAPID, aes128gcm): devices subscribe and unsubscribe; alerts are encrypted for each of
 * a user's devices and posted to the device's push service; a push service that answers 404 or
 * 410 has dropped the subscription, so we drop it too.
 */
export function createPushService(db: Database, { vapid, subject, allowHosts = [], onFailure = () => {} }: PushServiceOptions) {
  const vapidDetails = { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  function checkEndpoint(endpoint: string) {
    const url = new URL(endpoint);
    const allowed = allowHosts.includes(url.hostname);
    if (url.protocol !== 'https:' && !allowed) throw badRequest('endpoint must be an https address', 'endpoint');
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!allowed && (url.hostname === 'localhost' || (ipaddr.isValid(literal) && ipaddr.process(literal).range() !== 'unicast'))) {
      throw badRequest('endpoint must be on the public internet', 'endpoint');
    }
  }

  async function pushOne(subscription: repo.PushSubscriptionRow, message: PushMessage): Promise<'sent' | 'removed' | 'failed'> {
    const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(message), {
      vapidDetails,
      TTL: PUSH_LIMITS.ttlSeconds,
      topic: topicOf(message.tag),
    });
    const host = new URL(subscription.endpoint).host;
    try {
      const status = await postToPublicAddress(subscription.endpoint, { headers: request.headers as Record<string, string | number>, body: request.body as Buffer, timeoutMs: PUSH_LIMITS.sendTimeoutMs, allowHosts });
      if (status === 404 || status === 410) {
        await repo.forgetSubscription(db, subscription.id);
        return 'removed';
      }
      if (status >= 200 && status < 300) return 'sent';
      onFailure(host, `HTTP ${status}`);
    } catch (error) {
      onFailure(host, (error as Error).message);
    }
    return 'failed';
  }

  return {
    publicKey: vapid.publicKey,

    async subscribe(actor: UserRow, input: PushSubscriptionInput) {
      checkEndpoint(input.endpoint);
      const saved = await db.transaction((tx) => repo.saveSubscription(tx, actor.id, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }));
      if (!saved) throw conflict('This push subscription belongs to another device. Turn push off and on again in this browser.');
    },

    unsubscribe: (actor: UserRow, endpoint: string) => repo.deleteSubscription(db, actor.id, endpoint),

    /** Pushes each alert to its user's devices, a few at a time; answers what happened to each push. */
    async push(alerts: PushAlert[]) {
      const tally = { sent: 0, removed: 0, failed: 0 };
      if (alerts.length === 0) return tally;
      const messageOf = new Map(alerts.map((a) => [a.userId, a.message]));
      const devices = await repo.subscriptionsOf(db, [...messageOf.keys()]);
      let next = 0;
      const worker = async () => {
        while (next < devices.length) {
          const device = devices[next++]!;
          tally[await pushOne(device, messageOf.get(device.userId)!)]++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENT_PUSHES, devices.length) }, worker));
      return tally;
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
