import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@docledger/shared/api/schemas/admin';
import { ADMIN_MESSAGES } from '@docledger/shared/domain/admin-messages';
import { ROLE_LABELS } from '@docledger/shared/domain/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { api } from '../../lib/api-client';
import { errorToast } from '../../lib/error-toast';
import { adminKeys } from './admin-api';
import { DeleteUserDialog } from './delete-user-dialog';

function initials(u: AdminUser): string {
  return `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase() || u.email.charAt(0).toUpperCase();
}

/** User management (spec part 3 §2): status and edit-permission switches, delete behind a 2FA code. */
export function UsersSection({ selfId }: { selfId: string }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [email, setEmail] = useState('');
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const users = useInfiniteQuery({
    queryKey: adminKeys.users(email),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call('listUsers', { query: { email: email || undefined, cursor: pageParam, limit: 25 }, signal }),
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
  const update = useMutation({
    mutationFn: ({
      userId,
      change,
    }: {
      userId: string;
      change: { userStatus?: 'active' | 'inactive'; canEditStatements?: boolean };
    }) => api.call('updateUser', { params: { userId }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    onError: (error) =>
      errorToast(error, { title: 'Update failed', fallback: ADMIN_MESSAGES.userUpdateFailed }),
  });
  const all = users.data?.pages.flatMap((p) => p.users) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <form
          className="flex gap-2"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setEmail(search.trim().toLowerCase());
          }}
        >
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by email"
            aria-label="Search users by email"
            className="max-w-xs"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </CardHeader>
      <CardContent className="relative overflow-x-auto">
        {users.isPending ? (
          <Skeleton className="h-40" />
        ) : users.isError ? (
          <p className="text-sm text-destructive">{users.error.message}</p>
        ) : all.length === 0 ? (
          <p className="text-sm text-slate-500">No users match this search.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="py-2 font-medium">User</th>
                <th className="font-medium">Role</th>
                <th className="font-medium">Active</th>
                <th className="font-medium">Edit statements</th>
                <th className="sr-only">Actions</th>
              </tr>
            </thead>
            <tbody>
              {all.map((u) => {
                const self = u.id === selfId;
                const name = `${u.firstName} ${u.lastName}`.trim();
                return (
                  <tr key={u.id} className="border-t border-slate-100" data-testid={`user-row-${u.email}`}>
                    <td className="py-2">
                      <div className="flex items-center gap-3">
                        <span
                          aria-hidden
                          className="flex size-8 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800"
                        >
                          {initials(u)}
                        </span>
                        <div>
                          <div className="font-medium">
                            {name} {self ? <Badge variant="brand">You</Badge> : null}
                          </div>
                          <div className="text-xs text-slate-500">{u.email}</div>
                        </div>
                      </div>
                    </td>
                    <td>{ROLE_LABELS[u.userRole]}</td>
                    <td>
                      <Switch
                        checked={u.status === 'active'}
                        disabled={self}
                        aria-label={`${u.email} active`}
                        onCheckedChange={(on) =>
                          update.mutate({ userId: u.id, change: { userStatus: on ? 'active' : 'inactive' } })
                        }
                      />
                    </td>
                    <td>
                      <div className="flex items-center gap-2">
                        <Switch
                          checked={u.canEditStatements}
                          aria-label={`${u.email} can edit statements`}
                          onCheckedChange={(on) =>
                            update.mutate({ userId: u.id, change: { canEditStatements: on } })
                          }
                        />
                        <span className="text-xs">{u.canEditStatements ? 'Allowed' : 'Blocked'}</span>
                      </div>
                    </td>
                    <td className="text-right">
                      <Button variant="destructive" size="sm" disabled={self} onClick={() => setDeleting(u)}>
                        Delete
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {users.hasNextPage ? (
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => void users.fetchNextPage()}
            disabled={users.isFetchingNextPage}
          >
            Load more
          </Button>
        ) : null}
      </CardContent>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
