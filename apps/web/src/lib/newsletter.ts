import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Subscribes an email to the newsletter (the footer's form and home's). The email is checked
 * against the shared rule first, loaded when first needed (`await import`), so zod stays out of
 * the first page load: both forms are on every visitor's first screen.
 */
export function useNewsletterSignup() {
  return useMutation({
    mutationFn: async (email: string) => {
      const { newsletterEmailError } = await import('./newsletter-validation');
      const invalid = newsletterEmailError(email);
      if (invalid) throw new Error(invalid);
      await api.post('/newsletter', { body: { email: email.trim() } });
    },
  });
}
