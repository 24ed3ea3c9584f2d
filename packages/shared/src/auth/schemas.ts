import { z } from '../zod-runtime.js';
import { ROLES } from '../constants.js';
import { LOCALES } from '../i18n/locales.js';
import { EmailSchema, NameSchema, PasswordSchema, PhoneSchema, text } from '../fields.js';

export const UserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  /** The language their mail and notifications are written in, and the site opens in. */
  language: z.enum(LOCALES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: text('Password').min(1, 'Password is required'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * Registration always creates a customer. `role` is accepted for compatibility with older clients'
 * payload but ignored by the server: owners apply through the owner sign-up page.
 */
export const RegisterBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  password: PasswordSchema,
  role: z.unknown().optional(),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

/** The sign-up form: the API's rules plus the confirmation, which is checked there and never sent. */
export const RegisterFormSchema = RegisterBodySchema.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password'),
}).refine((form) => form.password === form.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** Strict: an email (or role) in the payload is refused, not silently ignored. */
export const UpdateMeBodySchema = z.strictObject(
  { name: NameSchema.optional(), phone: PhoneSchema, language: z.enum(LOCALES, { error: 'Language must be en or hi' }).optional() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only name, phone and language can be changed' : undefined) },
);
export type UpdateMeBody = z.input<typeof UpdateMeBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: text('Current password').min(1, 'Current password is required'),
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const ForgotPasswordBodySchema = z.object({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .pipe(EmailSchema),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** The reset form: a new password typed twice (the token comes from the link). */
export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

export const ResetPasswordBodySchema = z.object({
  token: z
    .string({ error: 'Reset token is missing. Please request a new reset link.' })
    .min(1, 'Reset token is missing. Please request a new reset link.')
    .max(200, 'Invalid reset token'),
  password: PasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const AuthResultSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const MeResultSchema = z.object({ user: UserSchema });

export const ForgotPasswordResultSchema = z.object({ resetUrl: z.string().optional() }).nullable();
