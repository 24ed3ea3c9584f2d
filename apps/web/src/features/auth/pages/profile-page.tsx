import { UpdateMeBodySchema, type User, indiaDate } from '@dishrated/shared';
import { Tabs } from 'radix-ui';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/auth-mutations';
import { RequireAuth, useSession, useSignOut } from '../../../lib/auth';
import { ChangePasswordForm } from '../components/change-password-form';

const ACCOUNT_TYPES: Record<User['role'], { label: string; className: string }> = {
  user: { label: 'Customer', className: 'bg-teal-100 text-teal-800' },
  owner: { label: 'Food Truck Owner', className: 'bg-orange-100 text-orange-800' },
  admin: { label: 'Administrator', className: 'bg-purple-100 text-purple-800' },
};

const formatDate = (iso: string) => indiaDate(iso, 'date');

function ProfileForm({ user }: { user: User }) {
  const { replaceUser } = useSession();
  const type = ACCOUNT_TYPES[user.role] ?? ACCOUNT_TYPES.user;
  const form = useZodForm(UpdateMeBodySchema, { defaultValues: { name: user.name, phone: user.phone ?? '' } });
  const update = useUpdateProfile({
    onSuccess: (updated) => {
      replaceUser(updated);
      toast.success('Profile Updated', 'Your profile has been successfully updated.');
    },
    onError: (error) => {
      const message = errorMessage(error, 'Update failed');
      form.setError('root.server', { message });
      toast.error('Update Failed', message);
    },
  });
  const onSubmit = form.handleSubmit((values) => update.mutate({ name: values.name, phone: values.phone ?? '' }));
  const { errors } = form.formState;
  const error = errors.name?.message ?? errors.phone?.message ?? errors.root?.server?.message ?? null;
  const saving = update.isPending;

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Profile details">
      <div>
        <Label htmlFor="profile-name">Full name</Label>
        <Input id="profile-name" autoComplete="name" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
      </div>
      <div>
        <Label htmlFor="profile-phone">Phone</Label>
        <Input id="profile-phone" type="tel" autoComplete="tel" placeholder="+91 98765 43210" aria-invalid={Boolean(errors.phone)} {...form.register('phone')} />
      </div>
      <div>
        <Label htmlFor="profile-email">Email</Label>
        <Input id="profile-email" value={user.email} readOnly disabled aria-describedby="profile-email-hint" />
        <p id="profile-email-hint" className="mt-1 text-xs text-gray-500">Email cannot be changed.</p>
      </div>
      <div className="flex items-center gap-2 text-sm text-gray-700">
        Account type <Badge className={type.className}>{type.label}</Badge>
      </div>
      <FieldError>{error}</FieldError>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}

function AccountTab({ user }: { user: User }) {
  const signOut = useSignOut();
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-gray-50 p-4">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-500">Member since</dt>
          <dd className="mt-1 font-medium text-gray-900">{formatDate(user.createdAt)}</dd>
        </div>
        <div className="rounded-xl bg-gray-50 p-4">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-500">Last updated</dt>
          <dd className="mt-1 font-medium text-gray-900">{formatDate(user.updatedAt)}</dd>
        </div>
      </dl>
      <ChangePasswordForm />
      <section aria-labelledby="danger-zone" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <h3 id="danger-zone" className="font-semibold text-red-800">Danger zone</h3>
        <p className="mt-1 text-sm text-red-700">Sign out of DishRated on this device.</p>
        <Button
          variant="destructive"
          className="mt-3"
          onClick={signOut}
        >
          Sign Out
        </Button>
      </section>
    </div>
  );
}

function Profile() {
  const { user } = useSession();
  if (!user) return null;
  const tabClass =
    'flex-1 cursor-pointer rounded-lg px-4 py-2 text-sm font-medium text-gray-600 data-[state=active]:bg-white data-[state=active]:text-orange-700 data-[state=active]:shadow-sm';
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">Profile Settings</h1>
      <p className="mt-1 text-sm text-gray-600">Manage your details and account.</p>
      <Tabs.Root defaultValue="profile" className="mt-6">
        <Tabs.List aria-label="Profile sections" className="flex gap-1 rounded-xl bg-gray-100 p-1">
          <Tabs.Trigger value="profile" className={tabClass}>Profile</Tabs.Trigger>
          <Tabs.Trigger value="account" className={tabClass}>Account</Tabs.Trigger>
        </Tabs.List>
        <Card className="mt-4 p-6">
          <Tabs.Content value="profile"><ProfileForm key={user.updatedAt} user={user} /></Tabs.Content>
          <Tabs.Content value="account"><AccountTab user={user} /></Tabs.Content>
        </Card>
      </Tabs.Root>
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
