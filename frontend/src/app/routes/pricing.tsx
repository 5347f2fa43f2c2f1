import { useId, useState } from 'react';
import { Check, ExternalLink, Gift, Lock, Minus, Plus, ScanText, Sparkles, FileDown } from 'lucide-react';
import { PRICING, firmMonthlyPrice } from '@docledger/shared/domain/limits';
import { DOCUMENT_TYPE_DISPLAY_NAMES, EXTRACTABLE_TYPE_CODES } from '@docledger/shared/domain/document-types';
import { checkoutLinks } from '../../config/public-config';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

const MAX_FIRM_MEMBERS = 100;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const claims = [
  { icon: ScanText, value: '95%+', label: 'Extraction accuracy' },
  { icon: Lock, value: 'RSA-4096', label: 'Encryption of sensitive fields' },
  { icon: Sparkles, value: '50%', label: 'Token cost reduction' },
  { icon: FileDown, value: 'JSON · CSV · QBO', label: 'Export formats' },
] as const;

function SubscribeLink({
  href,
  plan,
  variant,
}: {
  href: string;
  plan: string;
  variant: 'primary' | 'secondary';
}) {
  return (
    <Button asChild size="lg" variant={variant} className="w-full">
      <a href={href} target="_blank" rel="noopener noreferrer">
        Subscribe
        <span className="sr-only">to the {plan} plan (opens in a new tab)</span>
        <ExternalLink aria-hidden />
      </a>
    </Button>
  );
}

function FeatureList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-3 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function FirmCalculator() {
  const [members, setMembers] = useState(3);
  const inputId = useId();
  const clamp = (value: number) => Math.min(MAX_FIRM_MEMBERS, Math.max(1, Math.round(value)));
  const additional = members - 1;

  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          CPAs in your firm
        </label>
        <div className="flex items-center rounded-lg border border-slate-300 bg-white">
          <button
            type="button"
            aria-label="Remove a CPA"
            disabled={members <= 1}
            onClick={() => setMembers((m) => clamp(m - 1))}
            className="flex size-9 items-center justify-center rounded-l-lg text-slate-600 hover:bg-slate-100 disabled:opacity-40"
          >
            <Minus className="size-4" aria-hidden />
          </button>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_FIRM_MEMBERS}
            value={members}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (Number.isFinite(value)) setMembers(clamp(value));
            }}
            className="h-9 w-12 [appearance:textfield] border-x border-slate-300 text-center text-sm font-semibold text-slate-900 tabular [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            aria-label="Add a CPA"
            disabled={members >= MAX_FIRM_MEMBERS}
            onClick={() => setMembers((m) => clamp(m + 1))}
            className="flex size-9 items-center justify-center rounded-r-lg text-slate-600 hover:bg-slate-100 disabled:opacity-40"
          >
            <Plus className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      <p
        className="mt-3 flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3 text-sm"
        aria-live="polite"
      >
        <span className="text-slate-600 tabular">
          {usdWhole.format(PRICING.firmBaseMonthlyUsd)} + {usdWhole.format(PRICING.firmPerAdditionalCpaUsd)} ×{' '}
          {additional}
        </span>
        <span className="font-semibold text-slate-900 tabular">
          {usd.format(firmMonthlyPrice(members))}/month
        </span>
      </p>
    </div>
  );
}

export function PricingPage() {
  return (
    <>
      <title>Pricing · DocLedger</title>

      <section className="border-b border-slate-200 bg-gradient-to-b from-slate-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-12 text-center sm:px-6 md:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
            Simple pricing that grows with you
          </h1>
          <p className="mt-5 text-lg text-pretty text-slate-600">
            Start free with your first {PRICING.individualFreeDocuments} documents. Upgrade when you need
            more, or bring your whole firm.
          </p>
        </div>
      </section>

      <section aria-label="Plans" className="mx-auto grid max-w-5xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2">
        <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-8">
          <h2 className="text-lg font-semibold text-slate-900">Individual</h2>
          <p className="mt-1 text-sm text-slate-600">For individuals, families and small businesses.</p>
          <p className="mt-6 flex items-baseline gap-1">
            <span className="text-5xl font-semibold tracking-tight text-slate-900 tabular">
              {usdWhole.format(PRICING.individualMonthlyUsd)}
            </span>
            <span className="text-slate-600">/month</span>
          </p>
          <p className="mt-2 text-sm font-medium text-brand-700">
            First {PRICING.individualFreeDocuments} documents free
          </p>
          <div className="my-8 h-px bg-slate-200" />
          <FeatureList
            items={[
              'All 10 supported document types',
              'AI extraction with confidence scores',
              'Review and correct every field',
              'Export to JSON, CSV and QuickBooks',
              'RSA-4096 encryption of sensitive fields',
              'Share access with your CPA',
            ]}
          />
          <div className="mt-auto pt-8">
            <SubscribeLink href={checkoutLinks.individual} plan="Individual" variant="secondary" />
          </div>
        </article>

        <article className="relative flex flex-col rounded-xl border-2 border-brand-700 bg-white p-8 shadow-sm">
          <Badge variant="brand" className="absolute -top-3 left-8 border-brand-700 bg-brand-700 text-white">
            First month free
          </Badge>
          <h2 className="text-lg font-semibold text-slate-900">CPA Firm</h2>
          <p className="mt-1 text-sm text-slate-600">For accountants managing clients as a team.</p>
          <p className="mt-6 flex items-baseline gap-1">
            <span className="text-5xl font-semibold tracking-tight text-slate-900 tabular">
              {usdWhole.format(PRICING.firmBaseMonthlyUsd)}
            </span>
            <span className="text-slate-600">/month</span>
          </p>
          <p className="mt-2 text-sm font-medium text-brand-700">
            + {usdWhole.format(PRICING.firmPerAdditionalCpaUsd)}/month per additional CPA
          </p>
          <div className="my-8 h-px bg-slate-200" />
          <FeatureList
            items={[
              'Everything in Individual',
              'Client management and delegated access',
              'Firm workspace for your whole team',
              'Referral rewards for every paying client',
            ]}
          />
          <div className="mt-6">
            <FirmCalculator />
            <p className="mt-2 text-xs text-slate-500">
              Total = {usdWhole.format(PRICING.firmBaseMonthlyUsd)} +{' '}
              {usdWhole.format(PRICING.firmPerAdditionalCpaUsd)} × (CPAs − 1) per month.
            </p>
          </div>
          <div className="mt-auto pt-8">
            <SubscribeLink href={checkoutLinks.firm} plan="CPA Firm" variant="primary" />
          </div>
        </article>
      </section>

      <section aria-labelledby="referral-heading" className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-white ring-1 ring-brand-200">
            <Gift className="size-6 text-brand-700" aria-hidden />
          </div>
          <div>
            <h2 id="referral-heading" className="text-lg font-semibold text-slate-900">
              Referral programme
            </h2>
            <p className="mt-1 text-slate-700">
              Earn {PRICING.referralFreeMonthsPerConversion} month free for every paying client you refer to
              DocLedger. Each referred client who subscribes adds another free month to your plan.
            </p>
          </div>
        </div>
      </section>

      <section aria-label="Why DocLedger" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <ul className="grid gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-2 lg:grid-cols-4">
          {claims.map(({ icon: ClaimIcon, value, label }) => (
            <li
              key={label}
              className="flex items-center gap-4 bg-white p-5 sm:flex-col sm:items-start sm:gap-2 sm:p-6"
            >
              <ClaimIcon className="size-5 shrink-0 text-brand-700" aria-hidden />
              <p className="flex flex-col gap-0.5 sm:gap-2">
                <span className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">
                  {value}
                </span>
                <span className="text-sm text-slate-600">{label}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="types-heading" className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="types-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
              {EXTRACTABLE_TYPE_CODES.length} supported document types
            </h2>
            <p className="text-sm text-slate-600">Included in every plan.</p>
          </div>
          <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
            {EXTRACTABLE_TYPE_CODES.map((code) => (
              <li
                key={code}
                className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-3 text-sm font-medium text-slate-800"
              >
                <Check className="size-4 shrink-0 text-brand-700" aria-hidden />
                {DOCUMENT_TYPE_DISPLAY_NAMES[code]}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
