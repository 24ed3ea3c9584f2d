import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import * as repo from './repository.js';

/** Only this digest is stored: a copy of the database cannot be used to set anyone's password. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a single-use link token that sets the account's password until `expiresAt` (the
 * password reset page redeems it). Earlier unused links of the account stop working.
 */
export async function createPasswordLinkToken(db: Executor, userId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.expireOpenResetTokens(db, userId);
  await repo.insertResetToken(db, userId, hashToken(token), expiresAt);
  return token;
}

/** The page a link token opens; `welcome` words it for a new account's first password. */
export const passwordLinkUrl = (publicUrl: string, token: string, { welcome = false } = {}) =>
  `${publicUrl}/reset-password?token=${token}${welcome ? '&welcome=1' : ''}`;
