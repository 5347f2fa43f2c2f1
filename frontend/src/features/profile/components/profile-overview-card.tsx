import { Mail } from 'lucide-react';
import type { CurrentUser } from '@docledger/shared/api/schemas/auth';
import { ROLE_LABELS } from '@docledger/shared/domain/roles';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { UserAvatar } from '../../../components/layout/user-avatar';

const tierLabel = (tier: CurrentUser['accountTier'] | undefined) => (tier === 'premium' ? 'Premium' : 'Free');

export function ProfileOverviewCard({ user }: { user: CurrentUser }) {
  return (
    <Card className="p-6">
      <h2 className="sr-only">Profile Overview</h2>
      <div className="flex flex-col items-center gap-3 text-center">
        <UserAvatar firstName={user.firstName} lastName={user.lastName} className="size-20 text-2xl" />
        <div className="flex w-full min-w-0 flex-col gap-1">
          <p className="text-lg font-semibold text-slate-900">
            {user.firstName} {user.lastName}
          </p>
          <p
            className="flex min-w-0 items-center justify-center gap-1.5 text-sm text-slate-600"
            title={user.email}
          >
            <Mail className="size-4 shrink-0 text-slate-400" aria-hidden />
            <span className="truncate">{user.email}</span>
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Badge variant="brand">{ROLE_LABELS[user.userRole]}</Badge>
          <Badge variant={user.accountTier === 'premium' ? 'success' : 'neutral'}>
            {tierLabel(user.accountTier)} tier
          </Badge>
        </div>
      </div>
    </Card>
  );
}
