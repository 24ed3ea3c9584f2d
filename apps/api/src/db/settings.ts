import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Executor } from './client.js';
import { appSettings } from './schema.js';

export async function readSetting(db: Executor, key: string): Promise<string | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value ?? null;
}

/**
 * A value every instance on this database shares: the first instance to ask stores `initial()`,
 * every later one (and every restart) reads that. Racing instances agree, as the insert that
 * loses does nothing.
 */
export async function sharedSetting(db: Executor, key: string, initial: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: initial() }).onConflictDoNothing();
  return (await readSetting(db, key))!;
}

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * The secret that signs sessions when JWT_SECRET is not set: generated once and kept in the
 * database, so every instance on one database accepts every other's sessions. An install that
 * kept it in `DATA_DIR/jwt-secret` keeps its sessions: that file is taken over on first start.
 */
export function sessionSecret(db: Executor, dataDir: string): Promise<string> {
  const legacyFile = `${dataDir}/jwt-secret`;
  return sharedSetting(db, JWT_SECRET_KEY, () =>
    existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() : randomBytes(48).toString('base64url'),
  );
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The keys that sign web pushes (VAPID) when none are configured: generated once and kept in the
 * database like the session secret, so every instance signs alike and browsers' subscriptions,
 * made for the public key, stay valid across restarts.
 */
export async function storedVapidKeys(db: Executor, generate: () => VapidKeys): Promise<VapidKeys> {
  return JSON.parse(await sharedSetting(db, 'vapid_keys', () => JSON.stringify(generate()))) as VapidKeys;
}
