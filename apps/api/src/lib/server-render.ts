/**
 * Set on the API requests a page makes while the server draws it (they are answered in-process).
 * The page's route counts its visitor, so those reads do not count as visits themselves.
 */
export const SERVER_RENDER_HEADER = 'x-dishrated-server-render';
