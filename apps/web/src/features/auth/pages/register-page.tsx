import { PASSWORD_MIN_LENGTH, RegisterFormSchema } from '@dishrated/shared';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label, PasswordInput } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/auth-mutations';
import { landingPathAfterSignIn, useSession, welcomeMessage } from '../../../lib/auth';

type Field = 'name' | 'email' | 'phone' | 'password' | 'confirmPassword';
const FIELDS: Field[] = ['name', 'email', 'phone', 'password', 'confirmPassword'];

export default function RegisterPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(RegisterFormSchema, { defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' } });
  const registration = useRegister({
    onSuccess: (data) => {
      signIn(data);
      toast.success('Registration Successful', welcomeMessage(data.user.name));
      void navigate(landingPathAfterSignIn(data.user.role, location.state, location.search), { replace: true });
    },
    onError: (error) => {
      const message = errorMessage(error, 'Registration failed');
      toast.error('Registration Failed', message);
      const field = (error as { field?: string }).field;
      form.setError(FIELDS.includes(field as Field) ? (field as Field) : 'email', { message });
    },
  });
  const onSubmit = form.handleSubmit(({ name, email, phone, password }) => registration.mutate({ name, email, phone: phone ?? undefined, password }));
  const { errors } = form.formState;

  const field = (id: Field, label: string, input: React.ReactNode) => (
    <div>
      <Label htmlFor={`register-${id}`}>{label}</Label>
      {input}
      <FieldError id={`register-${id}-error`}>{errors[id]?.message}</FieldError>
    </div>
  );
  const aria = (id: Field) => ({ 'aria-invalid': Boolean(errors[id]), 'aria-describedby': errors[id] ? `register-${id}-error` : undefined, ...form.register(id) });
  const loading = registration.isPending;

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          Already have an account? <Link className="font-medium text-brand-700 hover:underline" to="/login" state={location.state}>Sign in</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create account">
        {field('name', 'Full name', <Input id="register-name" autoComplete="name" required {...aria('name')} />)}
        {field('email', 'Email', <Input id="register-email" type="email" autoComplete="email" required {...aria('email')} />)}
        {field('phone', 'Phone (optional)', <Input id="register-phone" type="tel" autoComplete="tel" {...aria('phone')} />)}
        {field('password', 'Password', <PasswordInput id="register-password" autoComplete="new-password" required {...aria('password')} />)}
        {/* The hint until the password is refused; then the error under the field says it instead. */}
        {errors.password ? null : <p className="-mt-2 text-xs text-gray-500">At least {PASSWORD_MIN_LENGTH} characters.</p>}
        {field('confirmPassword', 'Confirm password', <PasswordInput id="register-confirmPassword" autoComplete="new-password" required {...aria('confirmPassword')} />)}
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <div className="mt-6 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
        Run a food truck? Owners apply separately: <Link to="/owner-signup" className="font-semibold underline">apply as a food truck owner</Link>.
      </div>
    </AuthCard>
  );
}
