/**
 * Set on the API requests a page makes while the server renders it (they are answered
 * in-process). The page's route counts its visitor, so those reads do not count as visits.
 */
export const SERVER_RENDER_HEADER = 'x-dishrated-server-render';

/**
 * Set by answers whose content changes with the clock (a truck's serving state): until when, in
 * ms since the epoch, it holds. A cached server-rendered page expires then.
 */
export const VALID_UNTIL_HEADER = 'x-dishrated-valid-until';
