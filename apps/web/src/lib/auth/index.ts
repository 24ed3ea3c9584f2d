// The signed-in session: used by the shell and by every feature, so it lives below them all.
export { SessionProvider, useSession } from './session';
export { PageSpinner, RequireAuth } from './require-auth';
export { useSignOut } from './use-sign-out';
export { landingPathAfterSignIn, returnPathFrom } from './return-path';
