import { PASSWORD_MIN_LENGTH, RegisterBodySchema } from '@dishrated/shared';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label, PasswordInput } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { authApi } from '../api/auth-api';
import { landingPathAfterSignIn, useSession, welcomeMessage } from '../../../lib/auth';

type Field = 'name' | 'email' | 'phone' | 'password' | 'confirmPassword';

export default function RegisterPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState({ name: '', email: '', phone: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loading, setLoading] = useState(false);
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!form.confirmPassword) next.confirmPassword = 'Please confirm your password';
    else if (form.password !== form.confirmPassword) next.confirmPassword = 'Passwords do not match';
    // The confirmation is checked here and never sent.
    const parsed = RegisterBodySchema.safeParse({ name: form.name, email: form.email, phone: form.phone, password: form.password });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    setLoading(true);
    try {
      const { data } = await authApi.register({ ...parsed.data, phone: parsed.data.phone ?? undefined });
      signIn(data);
      toast.success('Registration Successful', welcomeMessage(data.user.name));
      void navigate(landingPathAfterSignIn(data.user.role, location.state, location.search), { replace: true });
    } catch (err) {
      const message = errorMessage(err, 'Registration failed');
      toast.error('Registration Failed', message);
      setErrors({ [(err as { field?: Field }).field ?? 'email']: message });
    } finally {
      setLoading(false);
    }
  }

  const field = (id: Field, label: string, input: React.ReactNode) => (
    <div>
      <Label htmlFor={`register-${id}`}>{label}</Label>
      {input}
      <FieldError id={`register-${id}-error`}>{errors[id]}</FieldError>
    </div>
  );
  const aria = (id: Field) => ({ 'aria-invalid': Boolean(errors[id]), 'aria-describedby': errors[id] ? `register-${id}-error` : undefined });

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          Already have an account? <Link className="font-medium text-orange-700 hover:underline" to="/login" state={location.state}>Sign in</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create account">
        {field('name', 'Full name', <Input id="register-name" autoComplete="name" required value={form.name} onChange={set('name')} {...aria('name')} />)}
        {field('email', 'Email', <Input id="register-email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} {...aria('email')} />)}
        {field('phone', 'Phone (optional)', <Input id="register-phone" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} {...aria('phone')} />)}
        {field('password', 'Password', <PasswordInput id="register-password" autoComplete="new-password" required value={form.password} onChange={set('password')} {...aria('password')} />)}
        <p className="-mt-2 text-xs text-gray-500">At least {PASSWORD_MIN_LENGTH} characters.</p>
        {field('confirmPassword', 'Confirm password', <PasswordInput id="register-confirmPassword" autoComplete="new-password" required value={form.confirmPassword} onChange={set('confirmPassword')} {...aria('confirmPassword')} />)}
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <div className="mt-6 rounded-xl bg-orange-50 p-4 text-sm text-orange-900">
        Run a food truck? Owners apply separately: <Link to="/owner-signup" className="font-semibold underline">apply as a food truck owner</Link>.
      </div>
    </AuthCard>
  );
}
