// Public surface of the auth feature: its screens are routed by the app; the session lives in lib/auth.
export { authApi } from './api/auth-api';
