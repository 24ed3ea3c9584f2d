import { apiRoutes, every, feature } from '../../app-context.js';
import { createLoginThrottle } from './login-throttle.js';
import authRoutes from './routes.js';
import { createAuthService } from './service.js';

// What other parts of the API use of accounts: the user row, lookup by id, password hashing.
export { endSession, findUserById, isSessionEnded, type UserRow } from './repository.js';
export { hashPassword } from './passwords.js';
export { BANNED_MESSAGE } from './messages.js';
export { createPasswordLinkToken, passwordLinkUrl } from './password-links.js';
export { findUserByEmail, insertUser, updateUser } from './repository.js';
export { toUserDto } from './user-dto.js';

/** How often forgot-password requests left over by a stopped instance are looked for. */
const RESET_REQUESTS_INTERVAL_MS = 15_000;

/** Accounts: sign-up, sign-in and out, profiles, forgotten passwords. */
export const authFeature = feature('auth', async (app, ctx) => {
  const service = createAuthService({
    db: ctx.db,
    mailer: ctx.mailer,
    signToken: app.signToken,
    publicUrl: ctx.config.publicUrl,
    exposeResetUrl: ctx.config.env !== 'production',
    loginThrottle: createLoginThrottle(ctx.redis, Date.now, (error) => app.log.warn({ err: error }, 'sign-in limits: Redis failed; counting on this instance')),
    background: ctx.background,
  });
  // Forgot-password requests an instance stopped before handling are handled by the next to look.
  every(app, ctx, 'password reset requests', RESET_REQUESTS_INTERVAL_MS, () => service.handleResetRequests());
  app.addHook('onReady', async () => ctx.background.run('password reset requests', () => service.handleResetRequests()));
  await apiRoutes(app, 'Auth', '/auth', (scope) => scope.register(authRoutes, { service, rateLimitPerMinute: ctx.config.authRateLimit }));
});
