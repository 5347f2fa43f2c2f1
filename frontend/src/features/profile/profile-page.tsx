import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { FormAlert } from '../../components/form/form-alert';
import { useMe } from '../../lib/session/use-me';
import { AccountSettingsCard, type SecurityDialogs } from './components/account-settings-card';
import { PersonalInformationCard } from './components/personal-information-card';
import { ProfileOverviewCard } from './components/profile-overview-card';
import { SubscriptionCard } from './components/subscription-card';

export function ProfilePage({
  securityDialogs,
  delegatedAccessCard,
}: {
  securityDialogs: SecurityDialogs;
  /** Shown for every role except business_cpa (spec part 1 §2); composed in by the route module. */
  delegatedAccessCard?: ReactNode;
}) {
  const me = useMe();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Profile · DocLedger</title>
      <div className="flex flex-col gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3 self-start text-slate-600">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden />
            Back to Home
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Profile</h1>
          <p className="text-sm text-slate-600">
            Manage your personal information, security and subscription.
          </p>
        </div>
      </div>

      {me.isPending ? (
        <div className="grid gap-6 lg:grid-cols-[20rem_1fr]" aria-busy="true">
          <Skeleton className="h-64" />
          <div className="flex flex-col gap-6">
            <Skeleton className="h-80" />
            <Skeleton className="h-56" />
          </div>
        </div>
      ) : me.isError ? (
        <FormAlert tone="error" title="Failed to load your profile">
          {me.error.message}
        </FormAlert>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
          {/* min-w-0: a long e-mail must truncate, not widen the column past a 390 px screen. */}
          <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-24">
            <ProfileOverviewCard user={me.data} />
            {me.data.userRole === 'individual' && <SubscriptionCard />}
            {me.data.userRole !== 'business_cpa' && delegatedAccessCard}
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <PersonalInformationCard key={me.data.id} user={me.data} />
            <AccountSettingsCard user={me.data} dialogs={securityDialogs} />
          </div>
        </div>
      )}
    </div>
  );
}
