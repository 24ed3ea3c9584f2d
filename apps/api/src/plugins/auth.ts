import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import type { Role } from '@dishrated/shared';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { BANNED_MESSAGE, endSession, findUserById, isSessionEnded, updateUser, type UserRow } from '../features/auth/index.js';
import { forbidden, unauthorized } from '../lib/errors.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role; ver: number; sid?: string };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded fresh from the database (so a ban applies at once). */
    currentUser: UserRow | null;
    /** The signed-in user, in a handler behind `authenticate` or `requireRole` (401 otherwise). */
    requireUser(): UserRow;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signToken: (user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>) => string;
    /** The user a request's session (bearer token or cookie) names, or null; never throws. */
    sessionUser: (request: FastifyRequest) => Promise<UserRow | null>;
    /** Ends the session the request carries (its token and cookie stop working), if it carries one. */
    endSession: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyReply {
    /** Puts a signed-in session in the browser's cookie. */
    setSessionCookie(token: string): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

export const TOKEN_LIFETIME = '7d';
const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/**
 * The browser's session: the same signed token API clients get, in a cookie scripts cannot read
 * (HttpOnly), sent on same-site navigation but not on cross-site writes (SameSite=Lax), and only
 * over HTTPS wherever the site is served over HTTPS.
 */
export const SESSION_COOKIE = 'dishrated_session';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CROSS_SITE_MESSAGE = 'This request came from another site and was refused. Reload the page and try again.';

interface AuthOptions {
  secret: string;
  db: Database;
  /** The site's address: its origin is the one writes riding on the cookie may come from. */
  publicUrl: string;
}

/** Where a request's token came from: a header an API client set, or the cookie a browser sends by itself. */
function tokenOf(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header) return { token: /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '', via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * Whether a write came from our own pages. Browsers say so in Sec-Fetch-Site (current ones) or
 * Origin (every one, on a write); a request with neither is refused, as nothing vouches for it.
 */
function fromOwnPages(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  return typeof origin === 'string' && (origin === publicOrigin || origin === `${request.protocol}://${request.host}`);
}

const SESSION_ENDED_MESSAGE = 'Your session is invalid or has expired. Please sign in again.';


async function authPlugin(app: FastifyInstance, opts: AuthOptions) {
  const publicOrigin = new URL(opts.publicUrl).origin;
  const secureCookie = publicOrigin.startsWith('https:');
  await app.register(fastifyCookie);
  // One algorithm, pinned both ways, and an expiry required: a token with alg "none", another
  // algorithm or no exp is refused whatever it claims.
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'ver'] },
  });
  app.decorateRequest('currentUser', null);
  app.decorateRequest('requireUser', function requireUser(this: FastifyRequest): UserRow {
    if (!this.currentUser) throw unauthorized();
    return this.currentUser;
  });

  app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
    return this.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie || this.request.protocol === 'https',
      path: '/',
      maxAge: TOKEN_LIFETIME_SECONDS,
    });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: secureCookie || this.request.protocol === 'https', path: '/' });
  });

  /** The request's verified session: its claims and where its token came from. */
  function sessionOf(request: FastifyRequest) {
    const found = tokenOf(request);
    let payload: { sub: string; ver: number; sid?: string; exp?: number };
    try {
      if (!found) throw new Error('no token');
      payload = app.jwt.verify<{ sub: string; role: Role; ver: number; sid?: string; exp: number }>(found.token);
    } catch {
      throw unauthorized(SESSION_ENDED_MESSAGE);
    }
    // CSRF defence: a write that rides on the cookie must come from our own pages. Bearer requests
    // carry no ambient credential (a page on another site cannot set the header), so they pass.
    if (found.via === 'cookie' && STATE_CHANGING.has(request.method) && !fromOwnPages(request, publicOrigin)) throw forbidden(CROSS_SITE_MESSAGE);
    return payload;
  }

  async function loadUser(request: FastifyRequest): Promise<UserRow> {
    const payload = sessionOf(request);
    const [user, ended] = await Promise.all([findUserById(opts.db, payload.sub), payload.sid ? isSessionEnded(opts.db, payload.sid) : false]);
    if (!user || ended) throw unauthorized(SESSION_ENDED_MESSAGE);
    // Before the version (which a ban also raises), so a banned user is told why.
    if (!user.isActive) throw forbidden(BANNED_MESSAGE, 'ACCOUNT_BANNED');
    // A password change, reset, ban or unban raised the version: sessions signed before it are over.
    if (user.tokenVersion !== payload.ver) throw unauthorized(SESSION_ENDED_MESSAGE);
    return user;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.currentUser = await loadUser(request);
  });

  const sessionUser = async (request: FastifyRequest) => (tokenOf(request) ? loadUser(request).catch(() => null) : null);
  app.decorate('sessionUser', sessionUser);

  /** Public routes that show more to a signed-in user; a bad token is treated as anonymous. */
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    request.currentUser = await sessionUser(request);
  });

  app.decorate('requireRole', (...roles: Role[]) =>
    Object.assign(
      async (request: FastifyRequest) => {
        request.currentUser ??= await loadUser(request);
        if (!roles.includes(request.currentUser.role)) {
          throw forbidden(`Only ${roles.join(' or ')} accounts can do this`);
        }
      },
      { requiresSignIn: true },
    ),
  );

  // Each sign-in is a session of its own (`sid`), which signing out ends.
  app.decorate('signToken', (user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>) =>
    app.jwt.sign({ sub: user.id, role: user.role, ver: user.tokenVersion, sid: randomBytes(16).toString('base64url') }),
  );

  app.decorate('endSession', async (request: FastifyRequest) => {
    if (!tokenOf(request)) return;
    let payload: ReturnType<typeof sessionOf>;
    try {
      payload = sessionOf(request);
    } catch (error) {
      // A cross-site sign-out is refused like every cross-site write; a dead token has nothing to end.
      if ((error as { statusCode?: number }).statusCode === 403) throw error;
      return;
    }
    if (payload.sid) await endSession(opts.db, payload.sid, new Date((payload.exp ?? 0) * 1000));
    // A token from before sessions had ids: only ending every session of the account ends it.
    else await updateUser(opts.db, payload.sub, { endSessions: true });
  });
}

export default fp(authPlugin, { name: 'auth' });

/** Whether a route needs a signed-in user: it runs `authenticate` or a `requireRole` check first. */
export function isSignedInRoute(app: FastifyInstance, route: { onRequest?: unknown }): boolean {
  const hooks = [route.onRequest ?? []].flat() as Array<{ requiresSignIn?: boolean }>;
  return hooks.some((hook) => hook === (app.authenticate as unknown) || hook.requiresSignIn === true);
}
