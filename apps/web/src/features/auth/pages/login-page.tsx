import { DEMO_ACCOUNTS, LoginBodySchema, type LoginBody } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label, PasswordInput } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { appConfigQuery } from '../../../lib/app-config';
import { landingPathAfterSignIn, useSession } from '../../../lib/auth';
import { useZodForm } from '../../../lib/form';
import { defineMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/auth-mutations';

const words = defineMessages({
  success: { id: 'login.success', defaultMessage: 'Login Successful' },
  welcomeBack: { id: 'login.welcomeBack', defaultMessage: 'Welcome back, {name}!' },
  demoFailed: { id: 'login.demoFailed', defaultMessage: 'Demo login failed' },
  failed: { id: 'login.failed', defaultMessage: 'Login failed' },
  failedTitle: { id: 'login.failedTitle', defaultMessage: 'Login Failed' },
  title: { id: 'login.title', defaultMessage: 'Welcome back' },
  form: { id: 'login.form', defaultMessage: 'Sign in' },
  demoAs: { id: 'login.demoAs', defaultMessage: 'Sign in as demo {role, select, admin {admin} owner {owner} other {customer}}' },
  demoLabel: { id: 'login.demoLabel', defaultMessage: '{role, select, admin {Admin} owner {Owner} other {Customer}}' },
});

export default function LoginPage() {
  const intl = useIntl();
  const { user, signIn } = useSession();
  const location = useLocation();
  // The demo accounts exist only in a demo install's database.
  const demo = useQuery(appConfigQuery).data?.demo === true;
  const form = useZodForm(LoginBodySchema, { defaultValues: { email: '', password: '' } });
  const login = useLogin({
    // Signing in re-renders this page with a user, which redirects below.
    onSuccess: (data) => {
      signIn(data);
      toast.success(intl.formatMessage(words.success), intl.formatMessage(words.welcomeBack, { name: data.user.name }));
    },
    onError: (error, credentials) => {
      const message = errorMessage(error, intl.formatMessage(DEMO_ACCOUNTS.some((a) => a.email === credentials.email) ? words.demoFailed : words.failed));
      form.setError('root.server', { message });
      toast.error(intl.formatMessage(words.failedTitle), message);
    },
  });
  const signInWith = (credentials: LoginBody) => {
    form.clearErrors('root.server');
    login.mutate(credentials);
  };
  const pendingEmail = login.isPending ? login.variables?.email : null;
  const { errors } = form.formState;

  // Signed in already (or just now): this page has nothing to offer; go where the user belongs.
  if (user) return <Navigate to={landingPathAfterSignIn(user.role, location.state, location.search)} replace />;

  return (
    <AuthCard
      title={intl.formatMessage(words.title)}
      subtitle={
        <FormattedMessage
          id="login.subtitle"
          defaultMessage="Sign in to track your favourite trucks. New here? <register>Create an account</register>"
          values={{
            register: (chunks) => (
              <Link className="font-medium text-brand-700 hover:underline" to="/register" state={location.state}>
                {chunks}
              </Link>
            ),
          }}
        />
      }
    >
      <form onSubmit={form.handleSubmit(signInWith)} noValidate className="space-y-4" aria-label={intl.formatMessage(words.form)}>
        {/* Each field says what is wrong with it, under it; the server's answer goes under both. */}
        <div>
          <Label htmlFor="login-email"><FormattedMessage id="login.email" defaultMessage="Email" /></Label>
          <Input id="login-email" type="email" autoComplete="email" required aria-invalid={Boolean(errors.email)} aria-describedby={errors.email ? 'login-email-error' : undefined} {...form.register('email')} />
          <FieldError id="login-email-error">{errors.email?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="login-password"><FormattedMessage id="login.password" defaultMessage="Password" /></Label>
          <PasswordInput id="login-password" autoComplete="current-password" required aria-invalid={Boolean(errors.password)} aria-describedby={errors.password ? 'login-password-error' : undefined} {...form.register('password')} />
          <FieldError id="login-password-error">{errors.password?.message}</FieldError>
          {/* After the field, so the keyboard reaches Password straight from Email. */}
          <p className="mt-1.5 text-right">
            <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
              <FormattedMessage id="login.forgot" defaultMessage="Forgot password?" />
            </Link>
          </p>
        </div>
        <FieldError>{errors.root?.server?.message}</FieldError>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending && !DEMO_ACCOUNTS.some((a) => a.email === pendingEmail) ? (
            <FormattedMessage id="login.signingIn" defaultMessage="Signing in..." />
          ) : (
            <FormattedMessage id="account.signIn" defaultMessage="Sign In" />
          )}
        </Button>
      </form>

      {demo && (
        <div className="mt-6">
          <p className="text-center text-xs font-semibold uppercase tracking-wide text-gray-500"><FormattedMessage id="login.tryDemo" defaultMessage="Try a demo account" /></p>
          <div className="mt-3 grid grid-cols-3 gap-2">
            {DEMO_ACCOUNTS.map((account) => (
              <Button
                key={account.role}
                variant="outline"
                size="sm"
                disabled={login.isPending}
                aria-label={intl.formatMessage(words.demoAs, { role: account.role })}
                onClick={() => signInWith({ email: account.email, password: account.password })}
              >
                {pendingEmail === account.email ? <FormattedMessage id="login.demoPending" defaultMessage="..." /> : intl.formatMessage(words.demoLabel, { role: account.role })}
              </Button>
            ))}
          </div>
        </div>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="text-gray-600 hover:text-gray-900 hover:underline">
          <FormattedMessage id="login.backHome" defaultMessage="← Back to home" />
        </Link>
      </p>
    </AuthCard>
  );
}
