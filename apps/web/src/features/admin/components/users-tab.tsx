import { ADMIN, ROLES, USER_STATUSES, type AdminUser } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { defineMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { adminQueries } from '../api/admin-api';
import { useToggleBan } from '../api/admin-mutations';
import { FilterSelect, ListShell, ReasonDialog, SearchFilter, ShortDate, STATUS_NAMES, STATUS_STYLES } from './admin-controls';
import { useAdminFilters } from './use-admin-filters';

const ROLE_NAMES = defineMessages<AdminUser['role']>({
  user: { id: 'admin.role.user', defaultMessage: 'Customer' },
  owner: { id: 'admin.role.owner', defaultMessage: 'Owner' },
  admin: { id: 'admin.role.admin', defaultMessage: 'Admin' },
});

function UserItem({ user }: { user: AdminUser }) {
  const intl = useIntl();
  const toggle = useToggleBan({
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'admin.users.failed', defaultMessage: 'Failed to update user status' }))),
  });
  const status = user.isActive ? 'active' : 'banned';
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="min-w-0">
          <h3 className="font-semibold text-gray-900">{user.name}</h3>
          <p className="text-sm break-words text-gray-600">{user.email}</p>
          <p className="text-xs text-gray-600">
            <FormattedMessage id="admin.users.line" defaultMessage="{role} · joined {date}" values={{ role: intl.formatMessage(ROLE_NAMES[user.role]), date: <ShortDate iso={user.createdAt} /> }} />
          </p>
          {user.banReason ? <p className="mt-1 text-sm text-danger-800"><FormattedMessage id="admin.users.bannedFor" defaultMessage="Banned: {reason}" values={{ reason: user.banReason }} /></p> : null}
        </div>
        <div className="flex items-center gap-2">
          <Badge className={STATUS_STYLES[status]}><FormattedMessage {...STATUS_NAMES[status]} /></Badge>
          {user.role === 'admin' ? null : user.isActive ? (
            <ReasonDialog
              trigger={<Button size="sm" variant="destructive" disabled={toggle.isPending}><FormattedMessage id="admin.users.ban" defaultMessage="Ban" /></Button>}
              title={intl.formatMessage({ id: 'admin.users.banTitle', defaultMessage: 'Ban {name}?' }, { name: user.name })}
              description={intl.formatMessage({ id: 'admin.users.banText', defaultMessage: 'They are signed out at once and cannot sign in until unbanned.' })}
              label={intl.formatMessage({ id: 'admin.users.banReason', defaultMessage: 'Ban reason' })}
              confirmText={intl.formatMessage({ id: 'admin.users.banConfirm', defaultMessage: 'Ban user' })}
              minLength={1}
              tooShort={intl.formatMessage({ id: 'admin.users.banReasonRequired', defaultMessage: 'Ban reason is required' })}
              onConfirm={(reason) => toggle.mutate({ id: user.id, reason })}
            />
          ) : (
            <Button size="sm" variant="outline" disabled={toggle.isPending} onClick={() => toggle.mutate({ id: user.id })}><FormattedMessage id="admin.users.unban" defaultMessage="Unban" /></Button>
          )}
        </div>
      </Card>
    </li>
  );
}

export function UsersTab() {
  const intl = useIntl();
  const { filters, set, page, setPage, query } = useAdminFilters({ role: 'all', status: 'all', search: '' });
  const searchTooShort = query.search.trim().length > 0 && query.search.trim().length < ADMIN.userSearchMin;
  const { data, isPending, isError } = useQuery(adminQueries.users(query));
  const min = { min: ADMIN.userSearchMin };
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.users.label', defaultMessage: 'Users' })}>
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        <FilterSelect
          label={intl.formatMessage({ id: 'admin.filter.role', defaultMessage: 'Role' })}
          value={filters.role}
          onChange={(v) => set('role', v)}
          options={[['all', intl.formatMessage({ id: 'admin.filter.allRoles', defaultMessage: 'All roles' })], ...ROLES.map((r) => [r, intl.formatMessage(ROLE_NAMES[r])] as const)]}
        />
        <FilterSelect
          label={intl.formatMessage({ id: 'admin.filter.status', defaultMessage: 'Status' })}
          value={filters.status}
          onChange={(v) => set('status', v)}
          options={[['all', intl.formatMessage(STATUS_NAMES.all)], ...USER_STATUSES.map((s) => [s, intl.formatMessage(STATUS_NAMES[s])] as const)]}
        />
        <SearchFilter
          label={intl.formatMessage({ id: 'admin.users.search', defaultMessage: 'Search users' })}
          value={filters.search}
          onChange={(v) => set('search', v)}
          hint={intl.formatMessage({ id: 'admin.users.searchHint', defaultMessage: 'Name or email, at least {min} characters.' }, min)}
        />
      </div>
      {searchTooShort ? (
        <p className="rounded-xl bg-gray-50 p-8 text-center text-gray-600"><FormattedMessage id="admin.users.typeMore" defaultMessage="Type at least {min} characters to search." values={{ min: ADMIN.userSearchMin }} /></p>
      ) : (
        <ListShell
          isPending={isPending}
          isError={isError}
          isEmpty={!data?.users.length}
          empty={intl.formatMessage({ id: 'admin.users.empty', defaultMessage: 'No users match these filters.' })}
          errorText={intl.formatMessage({ id: 'admin.users.loadFailed', defaultMessage: 'Failed to load users' })}
          page={page}
          totalPages={data?.pagination.totalPages ?? 1}
          onPage={setPage}
        >
          {data?.users.map((u) => <UserItem key={u.id} user={u} />)}
        </ListShell>
      )}
    </section>
  );
}
