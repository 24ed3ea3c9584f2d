import { parseArgs } from 'node:util';
import { EmailSchema, NameSchema } from '@dishrated/shared';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { createAdminAccount } from '../features/admin/admin-account.js';
import { openStore } from '../startup.js';

const USAGE = 'Usage: npm run create-admin -- --email ops@example.in [--name "Ops Team"]';

/**
 * Makes the first admin of a real deployment (or any later one): prints a single-use link that
 * sets the account's password. Runs against the database the server uses (DATABASE_URL, or the
 * embedded one in DATA_DIR, which must not be open in a running server).
 */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } }, strict: true });
  const email = EmailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(`${values.email ? 'Not an email address' : 'An --email is required'}. ${USAGE}`);
  const name = NameSchema.safeParse(values.name ?? email.data.split('@')[0]);
  if (!name.success) throw new UsageError(`${name.error.issues[0]!.message}. ${USAGE}`);

  const config = loadConfig();
  const database = await openStore(config);
  try {
    const link = await createAdminAccount(database.db, { email: email.data, name: name.data, publicUrl: config.publicUrl });
    console.log(
      [
        '',
        `  ${link.created ? 'Admin account created' : 'Account is an admin'}: ${email.data}`,
        '  Open this link to set its password (it works once, until',
        `  ${link.expiresAt.toISOString()}):`,
        '',
        `  ${link.url}`,
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  const readable = error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirLockedError || (error instanceof Error && /DATABASE_URL/.test(error.message));
  console.error(readable ? (error as Error).message : error);
  process.exit(1);
});
