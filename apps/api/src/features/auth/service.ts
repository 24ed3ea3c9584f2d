import {
  RESET_TOKEN_TTL_MS,
  type AuthResult,
  type ChangePasswordBody,
  type LoginBody,
  type Locale,
  type ResetPasswordBody,
  type User,
} from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import type { BackgroundTasks } from '../../lib/background.js';
import { badRequest, conflict, forbidden, isUniqueViolation, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { mailIn, type Mailer } from '../mail/index.js';
import { BANNED_MESSAGE } from './messages.js';
import type { LoginThrottle } from './login-throttle.js';
import { createPasswordLinkToken, hashToken, passwordLinkUrl } from './password-links.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';
import * as repo from './repository.js';
import { toUserDto } from './user-dto.js';

export interface AuthServiceDeps {
  db: Database;
  mailer: Mailer;
  signToken: (user: Pick<repo.UserRow, 'id' | 'role' | 'tokenVersion'>) => string;
  publicUrl: string;
  /** Outside production the reset link is also returned to the caller, for local development. */
  exposeResetUrl: boolean;
  loginThrottle: LoginThrottle;
  background: BackgroundTasks;
  now?: () => Date;
}

export interface RegisterInput {
  name: string;
  email: string;
  phone?: string | null;
  password: string;
  /** The language of the page they signed up on. */
  language?: Locale;
}

/** The password reset mail, in each language: the account's is sent. */
function resetMail(user: { name: string }, resetUrl: string): Record<Locale, { subject: string; text: string }> {
  return {
    en: {
      subject: 'Reset your DishRated password',
      text:
        `Hi ${user.name},\n\nSomeone asked to reset the password of your DishRated account. ` +
        `Open this link within one hour to choose a new one:\n\n${resetUrl}\n\n` +
        `The link works once. If you did not ask for this, ignore this email: your password stays the same.\n`,
    },
    hi: {
      subject: 'अपना DishRated पासवर्ड रीसेट करें',
      text:
        `नमस्ते ${user.name},\n\nकिसी ने आपके DishRated खाते का पासवर्ड रीसेट करने को कहा है। ` +
        `नया पासवर्ड चुनने के लिए एक घंटे के अंदर यह लिंक खोलें:\n\n${resetUrl}\n\n` +
        `लिंक एक ही बार चलता है। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।\n`,
    },
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const result = (user: repo.UserRow): AuthResult => ({ token: deps.signToken(user), user: toUserDto(user) });

  return {
    /** Always creates a customer account: a role in the payload is ignored. */
    async register(input: RegisterInput): Promise<AuthResult> {
      if (await repo.findUserByEmail(db, input.email)) {
        throw conflict('An account with this email already exists', 'email');
      }
      const passwordHash = await hashPassword(input.password);
      try {
        const user = await repo.insertUser(db, {
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          passwordHash,
          role: 'user',
          language: input.language ?? 'en',
        });
        return result(user);
      } catch (error) {
        // Two sign-ups racing with one email: the unique index decides.
        if (isUniqueViolation(error)) throw conflict('An account with this email already exists', 'email');
        throw error;
      }
    },

    /** `address`: the client's, for the failed sign-in limits. */
    async login({ email, password }: LoginBody, address: string): Promise<AuthResult> {
      const waitMs = await deps.loginThrottle.blockedForMs(email, address);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw tooManyRequests(
          `Too many failed sign-in attempts for this account from your address. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} ` +
            'and try again, or reset your password.',
        );
      }
      const user = await repo.findUserByEmail(db, email);
      const valid = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
      if (!user || !valid) {
        await deps.loginThrottle.recordFailure(email, address);
        throw unauthorized('Invalid email or password');
      }
      await deps.loginThrottle.clearAddress(email, address);
      // Checked after the password, so the ban is only revealed to the account's owner.
      if (!user.isActive) throw forbidden(BANNED_MESSAGE, 'ACCOUNT_BANNED');
      return result(user);
    },

    async updateProfile(user: repo.UserRow, changes: { name?: string; phone?: string | null; language?: Locale }): Promise<User> {
      const values: { name?: string; phone?: string | null; language?: Locale } = {};
      if (changes.name !== undefined) values.name = changes.name;
      if (changes.phone !== undefined) values.phone = changes.phone;
      if (changes.language !== undefined) values.language = changes.language;
      if (Object.keys(values).length === 0) return toUserDto(user);
      return toUserDto(await repo.updateUser(db, user.id, values));
    },

    /**
     * Ends every other session of the account (their tokens carry the old version) and returns a
     * fresh token, so the device that made the change stays signed in.
     */
    async changePassword(user: repo.UserRow, { currentPassword, newPassword }: ChangePasswordBody): Promise<AuthResult> {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest('Current password is incorrect', 'currentPassword');
      }
      if (currentPassword === newPassword) {
        throw badRequest('New password must be different from the current password', 'newPassword');
      }
      return result(await repo.updateUser(db, user.id, { passwordHash: await hashPassword(newPassword), endSessions: true }));
    },

    /**
     * Same answer, in the same time, whether or not the account exists: the request is recorded
     * (one write either way, so it survives a crash right after the answer), and turned into a
     * reset mail, or nothing, once the answer has left (`afterAnswer`), or by whichever instance
     * looks next (`handleResetRequests`). Outside production the caller waits for the link, for
     * local development.
     */
    async forgotPassword(email: string, afterAnswer: (work: () => void) => void): Promise<{ resetUrl?: string }> {
      const id = await repo.insertResetRequest(db, email);
      if (!deps.exposeResetUrl) {
        afterAnswer(() => deps.background.run('password reset mail', () => handleResetRequest(id)));
        return {};
      }
      const resetUrl = await handleResetRequest(id);
      return resetUrl ? { resetUrl } : {};
    },

    /** Handles the forgot-password requests left over (an instance stopped before it could): returns how many. */
    async handleResetRequests(): Promise<number> {
      let handled = 0;
      while ((await handleResetRequest()) !== undefined) handled++;
      return handled;
    },

    async resetPassword({ token, password }: ResetPasswordBody): Promise<AuthResult> {
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const userId = await repo.consumeResetToken(tx, hashToken(token), now());
        if (!userId) throw unauthorized('This password reset link is invalid or has expired. Please request a new one.');
        const found = await repo.findUserById(tx, userId);
        if (!found) throw unauthorized('This password reset link is invalid or has expired. Please request a new one.');
        if (!found.isActive) throw forbidden(BANNED_MESSAGE, 'ACCOUNT_BANNED');
        return repo.updateUser(tx, userId, { passwordHash, endSessions: true });
      });
      // Proving control of the mailbox lifts a sign-in block at once.
      await deps.loginThrottle.clearAccount(user.email);
      return result(user);
    },
  };

  /**
   * Handles one recorded forgot-password request (this one, or the oldest left): mails a
   * single-use reset link to an active account, in the transaction that marks the request
   * handled. Returns the link, null when there is no such account, undefined when no request was
   * left to handle.
   */
  async function handleResetRequest(id?: string): Promise<string | null | undefined> {
    return db.transaction(async (tx) => {
      const request = await repo.takeResetRequest(tx, id);
      if (!request) return undefined;
      await repo.markResetRequestHandled(tx, request.id);
      const user = await repo.findUserByEmail(tx, request.email);
      if (!user || !user.isActive) return null;
      const token = await createPasswordLinkToken(tx, user.id, new Date(now().getTime() + RESET_TOKEN_TTL_MS));
      const resetUrl = passwordLinkUrl(deps.publicUrl, token);
      const message = mailIn(user, resetMail(user, resetUrl));
      await deps.mailer.enqueue(tx, message);
      return resetUrl;
    }).finally(() => deps.mailer.relayNow());
  }

}

export type AuthService = ReturnType<typeof createAuthService>;
