import { LIVE, haversineKm } from '@dishrated/shared';

export interface SentPosition {
  lat: number;
  lng: number;
  at: number;
}

/**
 * Whether the device's new position is worth sending: not within 10 s of the last one sent, and
 * only once the truck has moved 25 m (GPS jitter on a parked truck sends nothing).
 */
export function shouldSendPosition(last: SentPosition | null, next: SentPosition): boolean {
  if (!last) return true;
  if (next.at - last.at < LIVE.deviceMinIntervalMs) return false;
  return haversineKm(last, next) * 1000 >= LIVE.deviceMinDistanceM;
}
