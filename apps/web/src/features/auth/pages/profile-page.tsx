import { UpdateMeBodySchema, type User, indiaDate } from '@dishrated/shared';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { Button } from '../../../components/ui/button';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { Badge, Card } from '../../../components/ui/card';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { showSubmitError, useZodForm } from '../../../lib/form';
import { defineMessages, useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/auth-mutations';
import { RequireAuth, useSession, useSignOut } from '../../../lib/auth';
import { ChangePasswordForm } from '../components/change-password-form';

const TYPES = defineMessages<User['role']>({
  user: { id: 'profile.type.user', defaultMessage: 'Customer' },
  owner: { id: 'profile.type.owner', defaultMessage: 'Food Truck Owner' },
  admin: { id: 'profile.type.admin', defaultMessage: 'Administrator' },
});

const ACCOUNT_TYPES: Record<User['role'], { label: MessageDescriptor; className: string }> = {
  user: { label: TYPES.user, className: 'bg-live-100 text-live-800' },
  owner: { label: TYPES.owner, className: 'bg-brand-100 text-brand-800' },
  admin: { label: TYPES.admin, className: 'bg-admin-100 text-admin-800' },
};

function ProfileForm({ user }: { user: User }) {
  const { replaceUser } = useSession();
  const intl = useIntl();
  const type = ACCOUNT_TYPES[user.role] ?? ACCOUNT_TYPES.user;
  const form = useZodForm(UpdateMeBodySchema, { defaultValues: { name: user.name, phone: user.phone ?? '' } });
  const update = useUpdateProfile({
    onSuccess: (updated) => {
      replaceUser(updated);
      toast.success(
        intl.formatMessage({ id: 'profile.updated', defaultMessage: 'Profile Updated' }),
        intl.formatMessage({ id: 'profile.updatedText', defaultMessage: 'Your profile has been successfully updated.' }),
      );
    },
    onError: (error) =>
      showSubmitError(form, error, {
        title: intl.formatMessage({ id: 'profile.failed', defaultMessage: 'Update Failed' }),
        fallback: intl.formatMessage({ id: 'profile.failedText', defaultMessage: 'Update failed' }),
        fields: ['name', 'phone'],
      }),
  });
  const onSubmit = form.handleSubmit((values) => update.mutate({ name: values.name, phone: values.phone ?? '' }));
  const { errors } = form.formState;
  const saving = update.isPending;
  const described = (field: 'name' | 'phone') => ({ 'aria-invalid': Boolean(errors[field]), 'aria-describedby': errors[field] ? `profile-${field}-error` : undefined });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={intl.formatMessage({ id: 'profile.details', defaultMessage: 'Profile details' })}>
      <div>
        <Label htmlFor="profile-name"><FormattedMessage id="register.name" defaultMessage="Full name" /></Label>
        <Input id="profile-name" autoComplete="name" {...described('name')} {...form.register('name')} />
        <FieldError id="profile-name-error">{errors.name?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor="profile-phone"><FormattedMessage id="profile.phone" defaultMessage="Phone" /></Label>
        <Input id="profile-phone" type="tel" autoComplete="tel" placeholder={intl.formatMessage({ id: 'profile.phoneExample', defaultMessage: '+91 98765 43210' })} {...described('phone')} {...form.register('phone')} />
        <FieldError id="profile-phone-error">{errors.phone?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor="profile-email"><FormattedMessage id="login.email" defaultMessage="Email" /></Label>
        <Input id="profile-email" value={user.email} readOnly disabled aria-describedby="profile-email-hint" />
        <p id="profile-email-hint" className="mt-1 text-xs text-gray-500"><FormattedMessage id="profile.emailFixed" defaultMessage="Email cannot be changed." /></p>
      </div>
      <div className="flex items-center gap-2 text-sm text-gray-700">
        <FormattedMessage id="profile.accountType" defaultMessage="Account type" />
        <Badge className={type.className}><FormattedMessage {...type.label} /></Badge>
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? <FormattedMessage id="common.saving" defaultMessage="Saving..." /> : <FormattedMessage id="profile.save" defaultMessage="Save Changes" />}
      </Button>
    </form>
  );
}

function AccountTab({ user }: { user: User }) {
  const signOut = useSignOut();
  const locale = useLocale();
  const formatDate = (iso: string) => indiaDate(iso, 'date', locale);
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-gray-50 p-4">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-500"><FormattedMessage id="profile.memberSince" defaultMessage="Member since" /></dt>
          <dd className="mt-1 font-medium text-gray-900">{formatDate(user.createdAt)}</dd>
        </div>
        <div className="rounded-xl bg-gray-50 p-4">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-500"><FormattedMessage id="profile.lastUpdated" defaultMessage="Last updated" /></dt>
          <dd className="mt-1 font-medium text-gray-900">{formatDate(user.updatedAt)}</dd>
        </div>
      </dl>
      <ChangePasswordForm />
      <section aria-labelledby="danger-zone" className="rounded-xl border border-danger-200 bg-danger-50 p-4">
        <h3 id="danger-zone" className="font-semibold text-danger-800"><FormattedMessage id="profile.danger" defaultMessage="Danger zone" /></h3>
        <p className="mt-1 text-sm text-danger-700"><FormattedMessage id="profile.signOutHere" defaultMessage="Sign out of DishRated on this device." /></p>
        <Button
          variant="destructive"
          className="mt-3"
          onClick={signOut}
        >
          <FormattedMessage id="profile.signOut" defaultMessage="Sign Out" />
        </Button>
      </section>
    </div>
  );
}

function Profile() {
  const { user } = useSession();
  const intl = useIntl();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900"><FormattedMessage id="account.profile" defaultMessage="Profile Settings" /></h1>
      <p className="mt-1 text-sm text-gray-600">
        <FormattedMessage
          id="profile.intro"
          defaultMessage="Manage your details and account. Orders you placed ahead are under <orders>My Orders</orders>."
          values={{ orders: (chunks) => <Link to="/orders" className="font-medium text-brand-700 hover:underline">{chunks}</Link> }}
        />
      </p>
      <Tabs defaultValue="profile" className="mt-6">
        <TabList aria-label={intl.formatMessage({ id: 'profile.sections', defaultMessage: 'Profile sections' })}>
          <Tab value="profile" className="flex-1"><FormattedMessage id="profile.tab" defaultMessage="Profile" /></Tab>
          <Tab value="account" className="flex-1"><FormattedMessage id="profile.accountTab" defaultMessage="Account" /></Tab>
        </TabList>
        <Card className="mt-4 p-6">
          <TabPanel value="profile"><ProfileForm key={user.updatedAt} user={user} /></TabPanel>
          <TabPanel value="account"><AccountTab user={user} /></TabPanel>
        </Card>
      </Tabs>
    </div>
  );
}

export default function ProfilePage() {
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}
