import { ChangePasswordBodySchema } from '@dishrated/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { FieldError, Label, PasswordInput } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/auth-mutations';
import { useSession } from '../../../lib/auth';

/** Change password: ends every other session; this device continues with a fresh token. */
export function ChangePasswordForm() {
  const { signIn } = useSession();
  const intl = useIntl();
  const form = useZodForm(ChangePasswordBodySchema, { defaultValues: { currentPassword: '', newPassword: '' } });
  const change = useChangePassword({
    onSuccess: (result) => {
      // The old token stopped working with the change: keep this device signed in with the new one.
      signIn(result);
      form.reset();
      toast.success(
        intl.formatMessage({ id: 'password.changed', defaultMessage: 'Password Changed' }),
        intl.formatMessage({ id: 'password.changedText', defaultMessage: 'Your password has been changed.' }),
      );
    },
    onError: (error) => {
      const message = errorMessage(error, intl.formatMessage({ id: 'password.changeFailed', defaultMessage: 'Failed to change password' }));
      form.setError('root.server', { message });
      toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), message);
    },
  });
  const onSubmit = form.handleSubmit((values) => change.mutate(values));
  const { errors } = form.formState;
  const error = errors.currentPassword?.message ?? errors.newPassword?.message ?? errors.root?.server?.message ?? null;
  const [currentPassword, newPassword] = form.watch(['currentPassword', 'newPassword']);
  const saving = change.isPending;

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={intl.formatMessage({ id: 'password.change', defaultMessage: 'Change password' })}>
      <h3 className="font-semibold text-gray-900"><FormattedMessage id="password.change" defaultMessage="Change password" /></h3>
      <div>
        <Label htmlFor="current-password"><FormattedMessage id="password.current" defaultMessage="Current password" /></Label>
        <PasswordInput id="current-password" autoComplete="current-password" aria-invalid={Boolean(errors.currentPassword)} {...form.register('currentPassword')} />
      </div>
      <div>
        <Label htmlFor="new-password"><FormattedMessage id="reset.new" defaultMessage="New password" /></Label>
        <PasswordInput id="new-password" autoComplete="new-password" aria-invalid={Boolean(errors.newPassword)} {...form.register('newPassword')} />
      </div>
      <FieldError>{error}</FieldError>
      <Button type="submit" variant="outline" disabled={saving || !currentPassword || !newPassword}>
        {saving ? <FormattedMessage id="password.changing" defaultMessage="Changing..." /> : <FormattedMessage id="password.changeButton" defaultMessage="Change Password" />}
      </Button>
    </form>
  );
}
