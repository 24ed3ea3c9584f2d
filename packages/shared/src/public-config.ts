import { z } from 'zod';

/** Server settings the web app reads once per page load (GET /api/config). */
export const PublicConfigSchema = z.object({
  tileUrl: z.string(),
  staleAfterMinutes: z.number(),
  /** The database holds demo data: the login page offers the demo accounts and a notice says so. */
  demo: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
