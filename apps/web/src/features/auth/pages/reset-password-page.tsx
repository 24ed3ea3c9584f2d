import { PASSWORD_MIN_LENGTH, RESET_REDIRECT_DELAY_MS, ResetPasswordFormSchema, homePathForRole } from '@dishrated/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FieldError, Label, PasswordInput } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/auth-mutations';
import { useSession } from '../../../lib/auth';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // A new owner's first password arrives through the same single-use link, worded as a welcome.
  const welcome = params.get('welcome') === '1';
  usePageTitle(welcome ? 'Set Your Password' : 'Reset Password');
  const navigate = useNavigate();
  const { signIn } = useSession();
  const form = useZodForm(ResetPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' }, mode: 'onSubmit' });
  const reset = useResetPassword({
    onSuccess: (data) => {
      signIn(data);
      if (welcome) toast.success('Password Set', `Welcome to DishRated, ${data.user.name}! You are now signed in.`);
      else toast.success('Password Reset Successful', 'Your password has been reset successfully. You are now logged in.');
      setTimeout(() => navigate(homePathForRole(data.user.role) ?? '/', { replace: true }), RESET_REDIRECT_DELAY_MS);
    },
    onError: (error) => void toast.error('Reset Failed', errorMessage(error, 'Failed to reset password. The link may be expired or invalid.')),
  });
  const warned = useRef(false);

  useEffect(() => {
    if (!token && !warned.current) {
      warned.current = true;
      toast.error('Invalid Reset Link', 'The password reset link is invalid or missing.');
    }
  }, [token]);

  if (!token) return <Navigate to="/forgot-password" replace />;

  const [password, confirm] = form.watch(['password', 'confirmPassword']);
  const mismatch = password !== '' && confirm !== '' && password !== confirm;
  // Problems are said in toasts; the only field message is the live mismatch below.
  const onSubmit = form.handleSubmit(
    (values) => reset.mutate({ token, password: values.password }),
    (errors) =>
      errors.password
        ? toast.error('Invalid Password', errors.password.message ?? `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
        : toast.error("Passwords Don't Match", 'Please make sure both passwords are identical.'),
  );
  const state = reset.isSuccess ? 'done' : reset.isPending ? 'submitting' : 'form';

  if (state === 'done') {
    return (
      <AuthCard title={welcome ? 'Password Set!' : 'Password Reset Successful!'}>
        <div className="flex flex-col items-center text-center">
          <CircleCheck className="h-12 w-12 text-live-600" aria-hidden />
          <p className="mt-3 text-sm text-gray-700">You are now signed in. Taking you onwards…</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={welcome ? 'Welcome! Choose your password' : 'Choose a new password'} subtitle={`Password must be at least ${PASSWORD_MIN_LENGTH} characters long`}>
      <form onSubmit={onSubmit} className="space-y-4" aria-label={welcome ? 'Set password' : 'Reset password'}>
        <div>
          <Label htmlFor="reset-password">New password</Label>
          <PasswordInput id="reset-password" autoComplete="new-password" {...form.register('password')} />
        </div>
        <div>
          <Label htmlFor="reset-confirm">Confirm new password</Label>
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            aria-invalid={mismatch}
            aria-describedby={mismatch ? 'reset-mismatch' : undefined}
          />
          <FieldError id="reset-mismatch">{mismatch ? "Passwords don't match" : null}</FieldError>
        </div>
        <Button type="submit" className="w-full" disabled={state === 'submitting' || !password || !confirm || password !== confirm}>
          {state === 'submitting' ? 'Saving Password...' : welcome ? 'Set Password' : 'Reset Password'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-600">
        {welcome ? 'Chose one already?' : 'Remembered it?'} <Link to="/login" className="font-medium text-brand-700 hover:underline">Sign in</Link>
      </p>
    </AuthCard>
  );
}
