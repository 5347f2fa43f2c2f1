import { Mail } from 'lucide-react';
import type { CurrentUser } from '@docledger/shared/api/schemas/auth';
import { ROLE_LABELS } from '@docledger/shared/domain/roles';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { UserAvatar } from '../../session/user-avatar';

const tierLabel = (tier: CurrentUser['accountTier'] | undefined) => (tier === 'premium' ? 'Premium' : 'Free');

export function ProfileOverviewCard({ user }: { user: CurrentUser }) {
  return (
    <Card className="p-6">
      <h2 className="sr-only">Profile Overview</h2>
      <div className="flex flex-col items-center gap-3 text-center">
        <UserAvatar firstName={user.firstName} lastName={user.lastName} className="size-20 text-2xl" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-lg font-semibold text-slate-900">
            {user.firstName} {user.lastName}
          </p>
          <p className="inline-flex items-center justify-center gap-1.5 text-sm break-all text-slate-600">
            <Mail className="size-4 shrink-0 text-slate-400" aria-hidden />
            {user.email}
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
