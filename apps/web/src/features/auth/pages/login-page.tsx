import { DEMO_ACCOUNTS, LoginBodySchema } from '@dishrated/shared';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label, PasswordInput } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { authApi } from '../api/auth-api';
import { landingPathAfterSignIn, useSession } from '../../../lib/auth';

export default function LoginPage() {
  const { user, signIn } = useSession();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function signInWith(credentials: { email: string; password: string }, fallback: string, key: string) {
    setBusy(key);
    setError(null);
    try {
      const { data } = await authApi.login(credentials);
      // Signing in re-renders this page with a user, which redirects below.
      signIn(data);
      toast.success('Login Successful', `Welcome back, ${data.user.name}!`);
    } catch (err) {
      const message = errorMessage(err, fallback);
      setError(message);
      toast.error('Login Failed', message);
    } finally {
      setBusy(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = LoginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Email and password are required');
      return;
    }
    void signInWith(parsed.data, 'Login failed', 'form');
  }

  // Signed in already (or just now): this page has nothing to offer; go where the user belongs.
  if (user) return <Navigate to={landingPathAfterSignIn(user.role, location.state, location.search)} replace />;

  return (
    <AuthCard
      title="Welcome back"
      subtitle={
        <>
          Sign in to track your favourite trucks. New here? <Link className="font-medium text-orange-700 hover:underline" to="/register" state={location.state}>Create an account</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
        <div>
          <Label htmlFor="login-email">Email</Label>
          <Input id="login-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div>
          <div className="flex items-center justify-between">
            <Label htmlFor="login-password">Password</Label>
            <Link to="/forgot-password" className="mb-1.5 text-sm font-medium text-orange-700 hover:underline">
              Forgot password?
            </Link>
          </div>
          <PasswordInput id="login-password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <FieldError>{error}</FieldError>
        <Button type="submit" className="w-full" disabled={busy !== null}>
          {busy === 'form' ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>

      <div className="mt-6">
        <p className="text-center text-xs font-semibold uppercase tracking-wide text-gray-500">Try a demo account</p>
        <div className="mt-3 grid grid-cols-3 gap-2">
          {DEMO_ACCOUNTS.map((account) => (
            <Button
              key={account.role}
              variant="outline"
              size="sm"
              disabled={busy !== null}
              aria-label={`Sign in as demo ${account.label.toLowerCase()}`}
              onClick={() => void signInWith(account, 'Demo login failed', account.role)}
            >
              {busy === account.role ? '...' : account.label}
            </Button>
          ))}
        </div>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="text-gray-600 hover:text-gray-900 hover:underline">
          ← Back to home
        </Link>
      </p>
    </AuthCard>
  );
}
