import { GREETING_CUTOFFS } from './constants.js';

export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** Before 12 local hour Good morning, before 17 Good afternoon, otherwise Good evening. */
export function greetingForHour(hour: number): Greeting {
  if (hour < GREETING_CUTOFFS.afternoonFromHour) return 'Good morning';
  if (hour < GREETING_CUTOFFS.eveningFromHour) return 'Good afternoon';
  return 'Good evening';
}

export function greetingFor(date: Date = new Date()): Greeting {
  return greetingForHour(date.getHours());
}
