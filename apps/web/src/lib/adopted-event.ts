/**
 * Sent on the document once a drawn page's screen is the app's (RootLayout sends it, adopt.ts waits
 * for it). Its own module: adopt.ts runs before React is loaded and must not import it.
 */
export const ADOPTED_EVENT = 'dishrated:adopted';
