import { z } from 'zod';
import { EmailSchema } from './fields.js';

export const NewsletterBodySchema = z.object({ email: EmailSchema });
export type NewsletterBody = z.infer<typeof NewsletterBodySchema>;
