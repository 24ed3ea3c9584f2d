import { z } from './zod-runtime.js';
import { pagingQuery } from './query.js';
import { PaginationSchema } from './trucks/schemas.js';

/** A message the relay gave up on after its last attempt, as admins see it. */
export const UndeliveredMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  error: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type UndeliveredMail = z.infer<typeof UndeliveredMailSchema>;
export const UndeliveredMailListQuerySchema = z.object(pagingQuery({ defaultLimit: 10, maxLimit: 100 }));
export const UndeliveredMailListResultSchema = z.object({ mails: z.array(UndeliveredMailSchema), pagination: PaginationSchema });
