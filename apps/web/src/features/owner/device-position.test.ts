import { describe, expect, it } from 'vitest';
import { shouldSendPosition } from './device-position';

// About 0.0003 degrees of latitude is 33 m; 0.0001 is 11 m.
const at = (lat: number, seconds: number) => ({ lat, lng: 77.6, at: seconds * 1000 });

describe('device position throttle', () => {
  it('sends the first position', () => expect(shouldSendPosition(null, at(12.9, 0))).toBe(true));
  it('holds a move made within 10 s', () => expect(shouldSendPosition(at(12.9, 0), at(12.9003, 9))).toBe(false));
  it('holds jitter under 25 m however late', () => expect(shouldSendPosition(at(12.9, 0), at(12.9001, 600))).toBe(false));
  it('sends a 33 m move after 10 s', () => expect(shouldSendPosition(at(12.9, 0), at(12.9003, 10))).toBe(true));
});
