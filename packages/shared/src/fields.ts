import { z } from './zod-runtime.js';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { isHttpUrl } from './urls.js';

/** Field schemas used by both the forms and the API routes, so a rule changes in one line. */

/** A string field whose messages say 'X is required' when absent and 'X must be text' otherwise. */
export const text = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });
export const EmailSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text') })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const PasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(128, 'Password must be at most 128 characters long');

export const NameSchema = text('Name')
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters long');

/** A phone number's text, as every form takes it: trimmed, at most 20 characters, digits, spaces, +, - and parentheses. */
export const phoneNumber = () =>
  text('Phone')
    .trim()
    .max(20, 'Phone must be at most 20 characters long')
    .regex(/^[+()\d\s-]*$/, 'Phone may contain only digits, spaces, +, - and parentheses');

/** Optional phone: blank becomes null. */
export const PhoneSchema = phoneNumber()
  .transform((value) => (value === '' ? null : value))
  .nullish();

export const IdSchema = z.uuid({ error: 'Invalid id' });


/** A link shown to other people: http(s) only (never javascript:, data: or the like), bounded. */
export const httpUrl = (label: string) =>
  text(label).trim().max(500, `${label} must be at most 500 characters`).refine(isHttpUrl, `${label} must be a web address starting with http:// or https://`);

/** An image reference: an http(s) URL or a path served by the app (the seed's /images/...). */
export const ImageUrlSchema = z
  .string({ error: 'Image URL must be text' })
  .trim()
  .max(500, 'Image URL is too long')
  .refine((value) => /^\/[\w\-./]+$/.test(value) || isHttpUrl(value), 'Invalid Image URL');
