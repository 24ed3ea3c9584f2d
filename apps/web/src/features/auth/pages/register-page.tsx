import { PASSWORD_MIN_LENGTH, PRODUCT_NAME, RegisterFormSchema } from '@dishrated/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label, PasswordInput } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/auth-mutations';
import { landingPathAfterSignIn, useSession } from '../../../lib/auth';

type Field = 'name' | 'email' | 'phone' | 'password' | 'confirmPassword';
const FIELDS: Field[] = ['name', 'email', 'phone', 'password', 'confirmPassword'];

export default function RegisterPage() {
  const { signIn } = useSession();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(RegisterFormSchema, { defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' } });
  const registration = useRegister({
    onSuccess: (data) => {
      signIn(data);
      toast.success(
        intl.formatMessage({ id: 'register.success', defaultMessage: 'Registration Successful' }),
        intl.formatMessage({ id: 'register.welcome', defaultMessage: 'Welcome to {product}, {name}!' }, { product: PRODUCT_NAME, name: data.user.name }),
      );
      void navigate(landingPathAfterSignIn(data.user.role, location.state, location.search), { replace: true });
    },
    onError: (error) => {
      const message = errorMessage(error, intl.formatMessage({ id: 'register.failed', defaultMessage: 'Registration failed' }));
      toast.error(intl.formatMessage({ id: 'register.failedTitle', defaultMessage: 'Registration Failed' }), message);
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
      title={intl.formatMessage({ id: 'register.title', defaultMessage: 'Create your account' })}
      subtitle={
        <FormattedMessage
          id="register.subtitle"
          defaultMessage="Already have an account? <signIn>Sign in</signIn>"
          values={{ signIn: (chunks) => <Link className="font-medium text-brand-700 hover:underline" to="/login" state={location.state}>{chunks}</Link> }}
        />
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={intl.formatMessage({ id: 'register.form', defaultMessage: 'Create account' })}>
        {field('name', intl.formatMessage({ id: 'register.name', defaultMessage: 'Full name' }), <Input id="register-name" autoComplete="name" required {...aria('name')} />)}
        {field('email', intl.formatMessage({ id: 'login.email', defaultMessage: 'Email' }), <Input id="register-email" type="email" autoComplete="email" required {...aria('email')} />)}
        {field('phone', intl.formatMessage({ id: 'register.phone', defaultMessage: 'Phone (optional)' }), <Input id="register-phone" type="tel" autoComplete="tel" {...aria('phone')} />)}
        {field('password', intl.formatMessage({ id: 'login.password', defaultMessage: 'Password' }), <PasswordInput id="register-password" autoComplete="new-password" required {...aria('password')} />)}
        {/* The hint until the password is refused; then the error under the field says it instead. */}
        {errors.password ? null : (
          <p className="-mt-2 text-xs text-gray-500">
            <FormattedMessage id="register.passwordHint" defaultMessage="At least {count} characters." values={{ count: PASSWORD_MIN_LENGTH }} />
          </p>
        )}
        {field('confirmPassword', intl.formatMessage({ id: 'register.confirm', defaultMessage: 'Confirm password' }), <PasswordInput id="register-confirmPassword" autoComplete="new-password" required {...aria('confirmPassword')} />)}
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? <FormattedMessage id="register.creating" defaultMessage="Creating account..." /> : <FormattedMessage id="register.submit" defaultMessage="Create Account" />}
        </Button>
      </form>
      <div className="mt-6 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
        <FormattedMessage
          id="register.owners"
          defaultMessage="Run a food truck? Owners apply separately: <apply>apply as a food truck owner</apply>."
          values={{ apply: (chunks) => <Link to="/owner-signup" className="font-semibold underline">{chunks}</Link> }}
        />
      </div>
    </AuthCard>
  );
}
