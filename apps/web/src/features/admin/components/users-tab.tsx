import { ADMIN, ROLES, USER_STATUSES, type AdminUser } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminQueries } from '../api/admin-api';
import { useToggleBan } from '../api/admin-mutations';
import { FilterSelect, ListShell, ReasonDialog, SearchFilter, shortDate, STATUS_STYLES } from './admin-controls';
import { useAdminFilters } from './use-admin-filters';

const ROLE_NAMES = { user: 'Customer', owner: 'Owner', admin: 'Admin' } as const;

function UserItem({ user }: { user: AdminUser }) {
  const toggle = useToggleBan({
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update user status')),
  });
  const status = user.isActive ? 'active' : 'banned';
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="min-w-0">
          <h3 className="font-semibold text-gray-900">{user.name}</h3>
          <p className="text-sm break-words text-gray-600">{user.email}</p>
          <p className="text-xs text-gray-600">{ROLE_NAMES[user.role]} · joined {shortDate(user.createdAt)}</p>
          {user.banReason ? <p className="mt-1 text-sm text-danger-800">Banned: {user.banReason}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <Badge className={STATUS_STYLES[status]}>{user.isActive ? 'Active' : 'Banned'}</Badge>
          {user.role === 'admin' ? null : user.isActive ? (
            <ReasonDialog
              trigger={<Button size="sm" variant="destructive" disabled={toggle.isPending}>Ban</Button>}
              title={`Ban ${user.name}?`}
              description="They are signed out at once and cannot sign in until unbanned."
              label="Ban reason"
              confirmText="Ban user"
              minLength={1}
              tooShort="Ban reason is required"
              onConfirm={(reason) => toggle.mutate({ id: user.id, reason })}
            />
          ) : (
            <Button size="sm" variant="outline" disabled={toggle.isPending} onClick={() => toggle.mutate({ id: user.id })}>Unban</Button>
          )}
        </div>
      </Card>
    </li>
  );
}

export function UsersTab() {
  const { filters, set, page, setPage, query } = useAdminFilters({ role: 'all', status: 'all', search: '' });
  const searchTooShort = query.search.trim().length > 0 && query.search.trim().length < ADMIN.userSearchMin;
  const { data, isPending, isError } = useQuery(adminQueries.users(query));
  return (
    <section aria-label="Users">
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        <FilterSelect label="Role" value={filters.role} onChange={(v) => set('role', v)} options={[['all', 'All roles'], ...ROLES.map((r) => [r, ROLE_NAMES[r]] as const)]} />
        <FilterSelect label="Status" value={filters.status} onChange={(v) => set('status', v)} options={[['all', 'All'], ...USER_STATUSES.map((s) => [s, s === 'active' ? 'Active' : 'Banned'] as const)]} />
        <SearchFilter label="Search users" value={filters.search} onChange={(v) => set('search', v)} hint={`Name or email, at least ${ADMIN.userSearchMin} characters.`} />
      </div>
      {searchTooShort ? (
        <p className="rounded-xl bg-gray-50 p-8 text-center text-gray-600">Type at least {ADMIN.userSearchMin} characters to search.</p>
      ) : (
        <ListShell isPending={isPending} isError={isError} isEmpty={!data?.users.length} empty="No users match these filters." errorText="Failed to load users" page={page} totalPages={data?.pagination.totalPages ?? 1} onPage={setPage}>
          {data?.users.map((u) => <UserItem key={u.id} user={u} />)}
        </ListShell>
      )}
    </section>
  );
}
