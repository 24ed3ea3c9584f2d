import { z } from './zod-runtime.js';
import { EmailSchema } from './fields.js';

export const NewsletterBodySchema = z.object({ email: EmailSchema });
export type NewsletterBody = z.infer<typeof NewsletterBodySchema>;
