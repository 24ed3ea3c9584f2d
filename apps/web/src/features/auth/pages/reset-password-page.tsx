import { PASSWORD_MIN_LENGTH, PRODUCT_NAME, RESET_REDIRECT_DELAY_MS, ResetPasswordFormSchema, homePathForRole, translateMessage } from '@dishrated/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FieldError, Label, PasswordInput } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/auth-mutations';
import { useSession } from '../../../lib/auth';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // A new owner's first password arrives through the same single-use link, worded as a welcome.
  const welcome = params.get('welcome') === '1';
  const intl = useIntl();
  const locale = useLocale();
  usePageTitle(welcome ? intl.formatMessage({ id: 'reset.setTitle', defaultMessage: 'Set Your Password' }) : intl.formatMessage({ id: 'reset.title', defaultMessage: 'Reset Password' }));
  const navigate = useNavigate();
  const { signIn } = useSession();
  const form = useZodForm(ResetPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' }, mode: 'onSubmit' });
  const reset = useResetPassword({
    onSuccess: (data) => {
      signIn(data);
      if (welcome) {
        toast.success(
          intl.formatMessage({ id: 'reset.setToast', defaultMessage: 'Password Set' }),
          intl.formatMessage({ id: 'reset.welcome', defaultMessage: 'Welcome to {product}, {name}! You are now signed in.' }, { product: PRODUCT_NAME, name: data.user.name }),
        );
      } else {
        toast.success(
          intl.formatMessage({ id: 'reset.doneToast', defaultMessage: 'Password Reset Successful' }),
          intl.formatMessage({ id: 'reset.doneText', defaultMessage: 'Your password has been reset successfully. You are now logged in.' }),
        );
      }
      setTimeout(() => navigate(homePathForRole(data.user.role) ?? '/', { replace: true }), RESET_REDIRECT_DELAY_MS);
    },
    onError: (error) =>
      void toast.error(
        intl.formatMessage({ id: 'reset.failed', defaultMessage: 'Reset Failed' }),
        errorMessage(error, intl.formatMessage({ id: 'reset.failedText', defaultMessage: 'Failed to reset password. The link may be expired or invalid.' })),
      ),
  });
  const warned = useRef(false);

  useEffect(() => {
    if (!token && !warned.current) {
      warned.current = true;
      toast.error(
        intl.formatMessage({ id: 'reset.invalidLink', defaultMessage: 'Invalid Reset Link' }),
        intl.formatMessage({ id: 'reset.invalidLinkText', defaultMessage: 'The password reset link is invalid or missing.' }),
      );
    }
  }, [token, intl]);

  if (!token) return <Navigate to="/forgot-password" replace />;

  const [password, confirm] = form.watch(['password', 'confirmPassword']);
  const mismatch = password !== '' && confirm !== '' && password !== confirm;
  // Problems are said in toasts; the only field message is the live mismatch below.
  const onSubmit = form.handleSubmit(
    (values) => reset.mutate({ token, password: values.password }),
    (errors) =>
      errors.password
        ? toast.error(
            intl.formatMessage({ id: 'reset.invalidPassword', defaultMessage: 'Invalid Password' }),
            errors.password.message ? translateMessage(errors.password.message, locale) : intl.formatMessage({ id: 'reset.minLength', defaultMessage: 'Password must be at least {count} characters long' }, { count: PASSWORD_MIN_LENGTH }),
          )
        : toast.error(
            intl.formatMessage({ id: 'reset.mismatchTitle', defaultMessage: "Passwords Don't Match" }),
            intl.formatMessage({ id: 'reset.mismatchText', defaultMessage: 'Please make sure both passwords are identical.' }),
          ),
  );
  const state = reset.isSuccess ? 'done' : reset.isPending ? 'submitting' : 'form';

  if (state === 'done') {
    return (
      <AuthCard title={welcome ? intl.formatMessage({ id: 'reset.setDone', defaultMessage: 'Password Set!' }) : intl.formatMessage({ id: 'reset.done', defaultMessage: 'Password Reset Successful!' })}>
        <div className="flex flex-col items-center text-center">
          <CircleCheck className="h-12 w-12 text-live-600" aria-hidden />
          <p className="mt-3 text-sm text-gray-700"><FormattedMessage id="reset.onwards" defaultMessage="You are now signed in. Taking you onwards…" /></p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={welcome ? intl.formatMessage({ id: 'reset.welcomeTitle', defaultMessage: 'Welcome! Choose your password' }) : intl.formatMessage({ id: 'reset.chooseNew', defaultMessage: 'Choose a new password' })}
      subtitle={intl.formatMessage({ id: 'reset.minLength', defaultMessage: 'Password must be at least {count} characters long' }, { count: PASSWORD_MIN_LENGTH })}
    >
      <form onSubmit={onSubmit} className="space-y-4" aria-label={welcome ? intl.formatMessage({ id: 'reset.setForm', defaultMessage: 'Set password' }) : intl.formatMessage({ id: 'reset.resetForm', defaultMessage: 'Reset password' })}>
        <div>
          <Label htmlFor="reset-password"><FormattedMessage id="reset.new" defaultMessage="New password" /></Label>
          <PasswordInput id="reset-password" autoComplete="new-password" {...form.register('password')} />
        </div>
        <div>
          <Label htmlFor="reset-confirm"><FormattedMessage id="reset.confirm" defaultMessage="Confirm new password" /></Label>
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            aria-invalid={mismatch}
            aria-describedby={mismatch ? 'reset-mismatch' : undefined}
          />
          <FieldError id="reset-mismatch">{mismatch ? intl.formatMessage({ id: 'reset.mismatch', defaultMessage: "Passwords don't match" }) : null}</FieldError>
        </div>
        <Button type="submit" className="w-full" disabled={state === 'submitting' || !password || !confirm || password !== confirm}>
          {state === 'submitting' ? (
            <FormattedMessage id="reset.saving" defaultMessage="Saving Password..." />
          ) : welcome ? (
            <FormattedMessage id="reset.setButton" defaultMessage="Set Password" />
          ) : (
            <FormattedMessage id="reset.title" defaultMessage="Reset Password" />
          )}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-600">
        {welcome ? <FormattedMessage id="reset.choseAlready" defaultMessage="Chose one already?" /> : <FormattedMessage id="reset.remembered" defaultMessage="Remembered it?" />}
        <Link to="/login" className="ml-1 font-medium text-brand-700 hover:underline"><FormattedMessage id="reset.signIn" defaultMessage="Sign in" /></Link>
      </p>
    </AuthCard>
  );
}
