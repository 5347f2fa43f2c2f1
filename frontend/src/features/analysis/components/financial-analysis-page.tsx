import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowLeft,
  BarChart3,
  Briefcase,
  CreditCard,
  FileText,
  Landmark,
  TrendingUp,
  Upload,
  Wallet,
} from 'lucide-react';
import type { FinancialAnalysis } from '@docledger/shared/api/schemas/documents';
import { formatPeriod } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { FormAlert } from '../../../components/form/form-alert';
import { useFinancialAnalysis } from '../api/get-financial-analysis';

// The charts arrive in their own chunk after the figures: the cards paint first.
const MonthlyCashFlowChart = lazy(() =>
  import('./charts').then((m) => ({ default: m.MonthlyCashFlowChart })),
);
const SpendingByCategoryChart = lazy(() =>
  import('./charts').then((m) => ({ default: m.SpendingByCategoryChart })),
);

/** The Financial Analysis page (spec part 2 §2.6). */
export function FinancialAnalysisPage() {
  const analysis = useFinancialAnalysis();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Financial Analysis · DocLedger</title>
      <div className="flex flex-col gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3 self-start text-slate-600">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden />
            Back to Home
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Financial Analysis</h1>
          <p className="text-sm text-slate-600">A summary of what your processed documents say.</p>
        </div>
      </div>
      {analysis.isPending ? (
        <AnalysisSkeleton />
      ) : analysis.isError ? (
        <FormAlert tone="error" title="Failed to load the financial analysis">
          {analysis.error.message}
        </FormAlert>
      ) : analysis.data.totalDocuments === 0 ? (
        <EmptyState />
      ) : (
        <AnalysisBody data={analysis.data} />
      )}
    </div>
  );
}

function EmptyState() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <FileText className="size-10 text-slate-400" aria-hidden />
      <h2 className="text-lg font-semibold text-slate-900">No Documents Yet</h2>
      <p className="max-w-sm text-sm text-slate-600">
        Upload your statements, payslips and tax forms to see your totals, income and spending here.
      </p>
      <Button asChild>
        <Link to={paths.upload}>
          <Upload aria-hidden />
          Upload Document
        </Link>
      </Button>
    </Card>
  );
}

function StatCard({
  label,
  value,
  icon,
  hint,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  hint?: string;
}) {
  return (
    <Card className="flex flex-col gap-2 p-5">
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>{label}</span>
        <span className="text-slate-400 [&_svg]:size-4" aria-hidden>
          {icon}
        </span>
      </div>
      <p className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </Card>
  );
}

function AnalysisBody({ data }: { data: FinancialAnalysis }) {
  const showIncome = data.totalPayslipIncome > 0 || data.w2AnnualIncome > 0;
  const maxCount = Math.max(1, ...data.documentsByType.map((d) => d.count));
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Documents" value={String(data.totalDocuments)} icon={<FileText />} />
        <StatCard
          label="Total Bank Balance"
          value={formatMoney(data.totalBankBalance)}
          icon={<Landmark />}
          hint="Latest statement of each account"
        />
        <StatCard
          label="Total Credit Card Debt"
          value={formatMoney(Math.abs(data.totalCreditCardDebt))}
          icon={<CreditCard />}
          hint="Latest statement of each card"
        />
        <StatCard
          label="Total Income"
          value={formatMoney(data.totalPayslipIncome)}
          icon={<Wallet />}
          hint="Net pay from payslips"
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Money In and Out</CardTitle>
            <p className="text-sm text-slate-600">Bank statement credits and debits per month</p>
          </CardHeader>
          <CardContent>
            {!data.monthlyCashFlow.some((m) => m.moneyIn > 0 || m.moneyOut > 0) ? (
              <p className="py-8 text-center text-sm text-slate-500">
                No bank statement transactions in the last 12 months. Upload a recent bank statement to see
                your monthly cash flow.
              </p>
            ) : (
              <Suspense fallback={<Skeleton className="h-60" />}>
                <MonthlyCashFlowChart data={data.monthlyCashFlow} />
              </Suspense>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Spending by Category</CardTitle>
            <p className="text-sm text-slate-600">Credit card purchases, fees and interest</p>
          </CardHeader>
          <CardContent>
            {data.spendingByCategory.length === 0 ? (
              <p className="py-8 text-center text-sm text-slate-500">
                No credit card spending in the last 12 months. Upload a recent credit card statement to see
                where your money goes.
              </p>
            ) : (
              <Suspense fallback={<Skeleton className="h-60" />}>
                <SpendingByCategoryChart data={data.spendingByCategory} />
              </Suspense>
            )}
          </CardContent>
        </Card>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <BarChart3 className="size-4 text-slate-500" aria-hidden />
              Document Breakdown
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2.5">
              {data.documentsByType.map((d) => (
                <li
                  key={d.documentType}
                  className="grid grid-cols-[minmax(8rem,12rem)_1fr_2rem] items-center gap-3 text-sm"
                >
                  <span className="text-slate-700">{d.displayName}</span>
                  <span className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                    <span
                      className="block h-full rounded-full bg-brand-600"
                      style={{ width: `${(d.count / maxCount) * 100}%` }}
                    />
                  </span>
                  <span className="text-right font-medium text-slate-900 tabular-nums">{d.count}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <TrendingUp className="size-4 text-slate-500" aria-hidden />
              Recent Activity
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Activity
              label="Latest Bank Statement"
              activity={data.latestBankStatement}
              empty="No bank statements yet"
            />
            <Activity
              label="Latest Credit Card Statement"
              activity={data.latestCreditCardStatement}
              empty="No credit card statements yet"
            />
          </CardContent>
        </Card>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        {showIncome && (
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Wallet className="size-4 text-slate-500" aria-hidden />
                Income Analysis
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 sm:grid-cols-2">
                {data.totalPayslipIncome > 0 && (
                  <Figure label="Payslip Income" value={formatMoney(data.totalPayslipIncome)} />
                )}
                {data.w2AnnualIncome > 0 && (
                  <Figure label="W-2 Annual Income" value={formatMoney(data.w2AnnualIncome)} />
                )}
              </dl>
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Briefcase className="size-4 text-slate-500" aria-hidden />
              Business Metrics
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-3">
              <Figure label="Invoice Total" value={formatMoney(data.invoiceTotal)} />
              <Figure label="Balance Sheets" value={String(data.balanceSheetCount)} />
              <Figure label="P&L Statements" value={String(data.profitLossCount)} />
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Activity({
  label,
  activity,
  empty,
}: {
  label: string;
  activity: FinancialAnalysis['latestBankStatement'];
  empty: string;
}) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg border border-slate-200 p-3">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      {activity ? (
        <>
          <p className="text-sm font-medium text-slate-900">
            {activity.holderName ?? 'Unknown holder'}
            {activity.institution && (
              <span className="font-normal text-slate-600"> · {activity.institution}</span>
            )}
          </p>
          <p className="text-sm text-slate-600 tabular-nums">
            {formatPeriod(activity.periodStart, activity.periodEnd) || 'Period not shown'}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-500">{empty}</p>
      )}
    </div>
  );
}

function AnalysisSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
