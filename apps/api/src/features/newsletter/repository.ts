import type { Executor } from '../../db/client.js';
import { newsletterSubscriptions } from '../../db/schema.js';

/** Subscribing twice is not an error, and must not reveal whether the address was known. */
export async function subscribe(db: Executor, email: string): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
}
