import { ExternalLink, Sparkles } from 'lucide-react';
import { PRICING } from '@docledger/shared/domain/limits';
import { checkoutLinks } from '../../../config/public-config';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAccountSummary } from '../hooks/use-account-summary';

/** Individuals only (spec part 1 §6): free for 10 documents, then $10/month via the external checkout. */
export function SubscriptionCard() {
  const summary = useAccountSummary();
  const data = summary.data;
  const premium = data?.accountTier === 'premium';
  const limit = data?.freeDocumentLimit ?? PRICING.individualFreeDocuments;
  const used = data ? Math.min(limit, data.documentCount) : 0;

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-semibold tracking-tight text-slate-900">Subscription</h2>
          {data && <Badge variant={premium ? 'success' : 'neutral'}>{premium ? 'Premium' : 'Free'}</Badge>}
        </div>
        <CardDescription>
          {premium
            ? `Unlimited documents for $${PRICING.individualMonthlyUsd}/month.`
            : `Your first ${PRICING.individualFreeDocuments} documents are free, then $${PRICING.individualMonthlyUsd}/month.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {summary.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : summary.isError ? (
          <p className="text-sm text-slate-600">Usage is unavailable right now.</p>
        ) : premium ? (
          <p className="text-sm text-slate-700 tabular">
            {data.documentCount.toLocaleString('en-US')} documents processed.
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            <div className="flex justify-between text-sm">
              <span className="text-slate-700">Free documents used</span>
              <span className="font-medium text-slate-900 tabular">
                {used} of {limit}
              </span>
            </div>
            <Progress value={(used / limit) * 100} aria-label="Free documents used" />
          </div>
        )}
        {!premium && (
          <Button asChild className="self-start">
            <a href={checkoutLinks.individual} target="_blank" rel="noopener noreferrer">
              <Sparkles aria-hidden />
              Upgrade for ${PRICING.individualMonthlyUsd}/month
              <ExternalLink aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
