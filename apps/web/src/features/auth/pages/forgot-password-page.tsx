import { ForgotPasswordBodySchema, translateMessage } from '@dishrated/shared';
import { MailCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useForgotPassword } from '../api/auth-mutations';

export default function ForgotPasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const form = useZodForm(ForgotPasswordBodySchema, { defaultValues: { email: '' }, mode: 'onSubmit' });
  const forgot = useForgotPassword({
    // The answer may carry resetUrl outside production: stored nowhere, never shown.
    onSuccess: () =>
      void toast.success(
        intl.formatMessage({ id: 'forgot.sent', defaultMessage: 'Reset Link Sent' }),
        intl.formatMessage({ id: 'forgot.sentText', defaultMessage: 'If an account with that email exists, a password reset link has been sent.' }),
      ),
    onError: (error) =>
      void toast.error(
        intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        errorMessage(error, intl.formatMessage({ id: 'forgot.failed', defaultMessage: 'Failed to send reset email. Please try again.' })),
      ),
  });
  // Problems with the address are said in a toast, as the screen has no field messages.
  const onSubmit = form.handleSubmit(
    (values) => forgot.mutate(values),
    (errors) =>
      form.getValues('email').trim()
        ? toast.error(
            intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
            translateMessage(errors.email?.message ?? 'Please enter a valid email address', locale),
          )
        : toast.error(intl.formatMessage({ id: 'forgot.emailRequired', defaultMessage: 'Email Required' }), translateMessage('Please enter your email address.', locale)),
  );
  const state = forgot.isSuccess ? 'sent' : forgot.isPending ? 'submitting' : 'form';
  const email = forgot.variables?.email ?? '';

  if (state === 'sent') {
    return (
      <AuthCard title={intl.formatMessage({ id: 'forgot.checkEmail', defaultMessage: 'Check Your Email' })}>
        <div className="flex flex-col items-center text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-live-50 text-live-700">
            <MailCheck className="h-7 w-7" aria-hidden />
          </span>
          <p className="mt-4 text-sm text-gray-700">
            <FormattedMessage
              id="forgot.ifExists"
              defaultMessage="If an account exists for <strong>{email}</strong>, we have sent a link to reset your password. It works once and expires in one hour."
              values={{ email, strong: (chunks) => <strong className="break-all">{chunks}</strong> }}
            />
          </p>
        </div>
        <ul className="mt-5 list-disc space-y-1 pl-5 text-sm text-gray-600">
          <li><FormattedMessage id="forgot.spam" defaultMessage="Check your spam or junk folder." /></li>
          <li><FormattedMessage id="forgot.correct" defaultMessage="Make sure the email address is correct." /></li>
          <li><FormattedMessage id="forgot.wait" defaultMessage="Wait a few minutes; emails can take a moment to arrive." /></li>
        </ul>
        <div className="mt-6 flex flex-col gap-2">
          <Button variant="outline" onClick={() => { form.reset(); forgot.reset(); }}>
            <FormattedMessage id="forgot.different" defaultMessage="Try Different Email" />
          </Button>
          <Button asChild variant="link" className="justify-center">
            <Link to="/login"><FormattedMessage id="forgot.backToLogin" defaultMessage="Back to Login" /></Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'forgot.title', defaultMessage: 'Forgot your password?' })}
      subtitle={intl.formatMessage({ id: 'forgot.subtitle', defaultMessage: 'Enter your email and we will send you a link to choose a new one.' })}
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label={intl.formatMessage({ id: 'forgot.form', defaultMessage: 'Request password reset' })}>
        <div>
          <Label htmlFor="forgot-email"><FormattedMessage id="login.email" defaultMessage="Email" /></Label>
          <Input id="forgot-email" type="email" required autoComplete="email" {...form.register('email')} />
        </div>
        <Button type="submit" className="w-full" disabled={state === 'submitting'}>
          {state === 'submitting' ? <FormattedMessage id="forgot.sending" defaultMessage="Sending Reset Link..." /> : <FormattedMessage id="forgot.send" defaultMessage="Send Reset Link" />}
        </Button>
      </form>
      <div className="mt-6 flex items-center justify-between text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline"><FormattedMessage id="forgot.backArrow" defaultMessage="← Back to Login" /></Link>
        <span className="text-gray-600">
          <FormattedMessage
            id="forgot.noAccount"
            defaultMessage="No account? <signUp>Sign up</signUp>"
            values={{ signUp: (chunks) => <Link to="/register" className="font-medium text-brand-700 hover:underline">{chunks}</Link> }}
          />
        </span>
      </div>
    </AuthCard>
  );
}
