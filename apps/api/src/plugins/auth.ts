import fastifyJwt from '@fastify/jwt';
import type { Role } from '@dishrated/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { BANNED_MESSAGE, findUserById, type UserRow } from '../features/auth/index.js';
import { forbidden, unauthorized } from '../lib/errors.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role; ver: number };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded fresh from the database (so a ban applies at once). */
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signToken: (user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>) => string;
  }
}

export const TOKEN_LIFETIME = '7d';

const SESSION_ENDED_MESSAGE = 'Your session is invalid or has expired. Please sign in again.';


async function authPlugin(app: FastifyInstance, opts: { secret: string; db: Database }) {
  // One algorithm, pinned both ways, and an expiry required: a token with alg "none", another
  // algorithm or no exp is refused whatever it claims.
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'ver'] },
  });
  app.decorateRequest('currentUser', null);

  async function loadUser(request: FastifyRequest): Promise<UserRow> {
    let payload: { sub: string; ver: number };
    try {
      payload = await request.jwtVerify<{ sub: string; role: Role; ver: number }>();
    } catch {
      throw unauthorized(SESSION_ENDED_MESSAGE);
    }
    const user = await findUserById(opts.db, payload.sub);
    if (!user) throw unauthorized(SESSION_ENDED_MESSAGE);
    // Before the version (which a ban also raises), so a banned user is told why.
    if (!user.isActive) throw forbidden(BANNED_MESSAGE, 'ACCOUNT_BANNED');
    // A password change, reset, ban or unban raised the version: sessions signed before it are over.
    if (user.tokenVersion !== payload.ver) throw unauthorized(SESSION_ENDED_MESSAGE);
    return user;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.currentUser = await loadUser(request);
  });

  /** Public routes that show more to a signed-in user; a bad token is treated as anonymous. */
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    request.currentUser = await loadUser(request).catch(() => null);
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

  app.decorate('signToken', (user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>) =>
    app.jwt.sign({ sub: user.id, role: user.role, ver: user.tokenVersion }),
  );
}

export default fp(authPlugin, { name: 'auth' });

/** Whether a route needs a signed-in user: it runs `authenticate` or a `requireRole` check first. */
export function isSignedInRoute(app: FastifyInstance, route: { onRequest?: unknown }): boolean {
  const hooks = [route.onRequest ?? []].flat() as Array<{ requiresSignIn?: boolean }>;
  return hooks.some((hook) => hook === (app.authenticate as unknown) || hook.requiresSignIn === true);
}
