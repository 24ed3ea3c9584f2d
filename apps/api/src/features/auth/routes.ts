import { requestLocale } from '../../lib/request-locale.js';
import {
  AuthResultSchema,
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  ForgotPasswordResultSchema,
  LoginBodySchema,
  MeResultSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UpdateMeBodySchema,
  envelopeSchema,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { AuthService } from './service.js';
import { toUserDto } from './user-dto.js';
import { writesChange } from '../../lib/invalidates.js';

export interface AuthRoutesOptions {
  service: AuthService;
  rateLimitPerMinute: number;
}

export const FORGOT_PASSWORD_MESSAGE =
  'If an account with that email exists, a password reset link has been sent.';

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service, rateLimitPerMinute }) => {
  // Accounts change nothing visitors read, but a profile: an owner's name and phone show on their trucks (PUT /me says so).
  writesChange(app, []);
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/register',
    { config: { ...limited, answers: { 409: 'An account with this email already exists' } }, schema: { body: RegisterBodySchema, response: { 201: envelopeSchema(AuthResultSchema) } } },
    async (request, reply) => {
      const { name, email, phone, password } = request.body;
      const data = await service.register({ name, email, phone, password, language: requestLocale(request) });
      return reply.status(201).setSessionCookie(data.token).send(ok(data, 'Registration successful'));
    },
  );

  app.post(
    '/login',
    { config: limited, schema: { body: LoginBodySchema, response: { 200: envelopeSchema(AuthResultSchema) } } },
    async (request, reply) => {
      const data = await service.login(request.body, request.ip);
      // The account's language follows the user to a new device: its pages open in it from the next one on.
      reply.setCookie(LOCALE_COOKIE, data.user.language, { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS });
      return reply.setSessionCookie(data.token).send(ok(data, 'Login successful'));
    },
  );

  app.post(
    '/logout',
    { schema: { description: 'Ends the session the request carries (its cookie, or the bearer token an API client sends): neither works again. A write riding on the cookie must come from the site’s own pages, like every other.', response: { 200: envelopeSchema(z.null()) } } },
    async (request, reply) => {
      await app.endSession(request);
      return reply.clearSessionCookie().send(ok(null, 'Signed out'));
    },
  );

  app.get(
    '/me',
    { onRequest: app.authenticate, schema: { response: { 200: envelopeSchema(MeResultSchema) } } },
    async (request) => ok({ user: toUserDto(request.requireUser()) }),
  );

  app.put(
    '/me',
    { onRequest: app.authenticate, config: { invalidates: ['truck'] }, schema: { body: UpdateMeBodySchema, response: { 200: envelopeSchema(MeResultSchema) } } },
    async (request) => {
      const user = await service.updateProfile(request.requireUser(), request.body);
      return ok({ user }, 'Profile updated successfully!');
    },
  );

  app.put(
    '/change-password',
    { onRequest: app.authenticate, schema: { body: ChangePasswordBodySchema, response: { 200: envelopeSchema(AuthResultSchema) } } },
    // The new token replaces this device's; every other session of the account has ended.
    async (request, reply) => {
      const data = await service.changePassword(request.requireUser(), request.body);
      return reply.setSessionCookie(data.token).send(ok(data, 'Password changed successfully'));
    },
  );

  /** Work a forgot-password request starts once its answer has been sent. */
  const afterAnswer = new WeakMap<object, () => void>();
  app.post(
    '/forgot-password',
    {
      config: limited,
      schema: { body: ForgotPasswordBodySchema, response: { 200: envelopeSchema(ForgotPasswordResultSchema) } },
      onResponse: async (request) => afterAnswer.get(request)?.(),
    },
    async (request) => ok(await service.forgotPassword(request.body.email, (work) => afterAnswer.set(request, work)), FORGOT_PASSWORD_MESSAGE),
  );

  app.post(
    '/reset-password',
    { config: limited, schema: { body: ResetPasswordBodySchema, response: { 200: envelopeSchema(AuthResultSchema) } } },
    async (request, reply) => {
      const data = await service.resetPassword(request.body);
      return reply.setSessionCookie(data.token).send(ok(data, 'Your password has been reset successfully. You are now logged in.'));
    },
  );
};

export default authRoutes;
