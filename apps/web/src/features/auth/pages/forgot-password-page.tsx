import { ForgotPasswordBodySchema } from '@dishrated/shared';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useForgotPassword } from '../api/auth-mutations';

export default function ForgotPasswordPage() {
  const form = useZodForm(ForgotPasswordBodySchema, { defaultValues: { email: '' }, mode: 'onSubmit' });
  const forgot = useForgotPassword({
    // The answer may carry resetUrl outside production: stored nowhere, never shown.
    onSuccess: () => void toast.success('Reset Link Sent', 'If an account with that email exists, a password reset link has been sent.'),
    onError: (error) => void toast.error('Error', errorMessage(error, 'Failed to send reset email. Please try again.')),
  });
  // Problems with the address are said in a toast, as the screen has no field messages.
  const onSubmit = form.handleSubmit(
    (values) => forgot.mutate(values),
    (errors) =>
      form.getValues('email').trim()
        ? toast.error('Error', errors.email?.message ?? 'Please enter a valid email address')
        : toast.error('Email Required', 'Please enter your email address.'),
  );
  const state = forgot.isSuccess ? 'sent' : forgot.isPending ? 'submitting' : 'form';
  const email = forgot.variables?.email ?? '';

  if (state === 'sent') {
    return (
      <AuthCard title="Check Your Email">
        <div className="flex flex-col items-center text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-live-50 text-live-700">
            <MailCheck className="h-7 w-7" aria-hidden />
          </span>
          <p className="mt-4 text-sm text-gray-700">
            If an account exists for <strong className="break-all">{email}</strong>, we have sent a link to reset your password. It works once and expires in one hour.
          </p>
        </div>
        <ul className="mt-5 list-disc space-y-1 pl-5 text-sm text-gray-600">
          <li>Check your spam or junk folder.</li>
          <li>Make sure the email address is correct.</li>
          <li>Wait a few minutes; emails can take a moment to arrive.</li>
        </ul>
        <div className="mt-6 flex flex-col gap-2">
          <Button variant="outline" onClick={() => { form.reset(); forgot.reset(); }}>
            Try Different Email
          </Button>
          <Button asChild variant="link" className="justify-center">
            <Link to="/login">Back to Login</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your email and we will send you a link to choose a new one.">
      <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Request password reset">
        <div>
          <Label htmlFor="forgot-email">Email</Label>
          <Input id="forgot-email" type="email" required autoComplete="email" {...form.register('email')} />
        </div>
        <Button type="submit" className="w-full" disabled={state === 'submitting'}>
          {state === 'submitting' ? 'Sending Reset Link...' : 'Send Reset Link'}
        </Button>
      </form>
      <div className="mt-6 flex items-center justify-between text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">← Back to Login</Link>
        <span className="text-gray-600">
          No account? <Link to="/register" className="font-medium text-brand-700 hover:underline">Sign up</Link>
        </span>
      </div>
    </AuthCard>
  );
}
