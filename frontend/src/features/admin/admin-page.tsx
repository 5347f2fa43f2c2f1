import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api-client';
import { DocumentTypesSection } from './document-types-section';
import { StatsSection } from './stats-section';
import { UsersSection } from './users-section';
import { VerificationsSection } from './verifications-section';
import { VisitorIdSection } from './visitorid-section';
import { WebhookSection } from './webhook-section';

/** /admin (spec part 3 §2): non-admins see Access Denied; admins without two-factor are blocked. */
export function AdminPage() {
  const me = useQuery({ queryKey: ['admin', 'me'], queryFn: ({ signal }) => api.call('getMe', { signal }) });
  if (me.isPending) return <Skeleton className="m-6 h-64" />;
  if (me.isError || me.data.userRole !== 'admin') {
    return (
      <Card className="mx-auto mt-10 max-w-md text-center">
        <CardHeader>
          <ShieldAlert className="mx-auto size-8 text-destructive" aria-hidden />
          <CardTitle>Access Denied</CardTitle>
          <CardDescription>You do not have permission to view the admin dashboard.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={paths.home}>Go to Home</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!me.data.twoFactorEnabled) {
    return (
      <Card className="mx-auto mt-10 max-w-md text-center" role="alert">
        <CardHeader>
          <CardTitle>Two-factor authentication required</CardTitle>
          <CardDescription>
            Admin features are blocked until you enable two-factor authentication on your profile.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={paths.profile}>Enable two-factor authentication</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 md:p-6">
      <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
      <StatsSection />
      <VerificationsSection />
      <VisitorIdSection />
      <WebhookSection />
      <DocumentTypesSection />
      <UsersSection selfId={me.data.id} />
    </div>
  );
}
