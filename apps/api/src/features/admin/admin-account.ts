import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { createPasswordLinkToken, findUserByEmail, hashPassword, insertUser, passwordLinkUrl, updateUser } from '../auth/index.js';

/** An operator passes the link on by hand, so it lasts longer than a reset link mailed to its owner. */
export const ADMIN_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export interface AdminAccountLink {
  url: string;
  expiresAt: Date;
  /** A new account, or an existing one made an admin (or given a new link). */
  created: boolean;
}

/**
 * A real deployment's first admin: makes the account an admin (creating it without a usable
 * password when new) and returns a single-use link that sets its password. No password is ever
 * fixed in code; earlier unused links of the account stop working.
 */
export async function createAdminAccount(db: Database, input: { email: string; name: string; publicUrl: string; now?: Date }): Promise<AdminAccountLink> {
  // Nobody knows this password: the account is usable only once the link has set one.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const expiresAt = new Date((input.now ?? new Date()).getTime() + ADMIN_LINK_TTL_MS);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    const user = existing
      ? await updateUser(tx, existing.id, { role: 'admin', isActive: true, banReason: null, endSessions: existing.role !== 'admin' })
      : await insertUser(tx, { name: input.name, email: input.email, passwordHash: unusable, role: 'admin' });
    const token = await createPasswordLinkToken(tx, user.id, expiresAt);
    return { url: passwordLinkUrl(input.publicUrl, token, { welcome: !existing }), expiresAt, created: !existing };
  });
}
