import { NewsletterBodySchema } from '@dishrated/shared';

/**
 * The newsletter email rule from the shared schema. Loaded on submit (`await import`), so zod stays
 * out of the first page load: the footer and home are on every visitor's first screen.
 */
export function newsletterEmailError(email: string): string | null {
  const parsed = NewsletterBodySchema.safeParse({ email });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
}
