// Public surface of the auth feature for the app shell and other features.
export { SessionProvider, useSession, welcomeMessage } from './session';
export { PageSpinner, RequireAuth } from './require-auth';
export { useSignOut } from './use-sign-out';
