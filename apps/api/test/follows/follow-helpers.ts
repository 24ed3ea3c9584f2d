/** A zone where it is now `hour` o'clock (Etc/GMT-N is N hours east of UTC). */
export function zoneAt(hour: number): string {
  const east = hour - new Date().getUTCHours();
  const hours = east > 12 ? east - 24 : east < -12 ? east + 24 : east;
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** A zone where it is early afternoon now, so quiet hours, daily caps and "today" never straddle a midnight while the test runs. */
export const afternoonZone = () => zoneAt(13);

/** Notification settings with quiet hours far from now, with the given changes. */
export const alertSettings = (overrides: object = {}) => ({ quietStart: '23:00', quietEnd: '23:30', timeZone: afternoonZone(), dailyCap: 5, places: [], ...overrides });
