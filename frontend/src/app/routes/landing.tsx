import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  CreditCard,
  FileSpreadsheet,
  FileText,
  Landmark,
  Lock,
  Receipt,
  ScanText,
  ShieldCheck,
  Timer,
  Upload,
  Users,
  Wallet,
  Zap,
} from 'lucide-react';
import { COMPANY, PRICING } from '@docledger/shared/domain/limits';
import { landingAnchors, paths } from '../../config/paths';
import { Button } from '../../components/ui/button';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const stats = [
  { value: '99.9%', label: 'Extraction accuracy' },
  { value: '10,000+', label: 'Documents processed' },
  { value: '5 sec', label: 'Average processing' },
  { value: '256-bit', label: 'Encryption' },
] as const;

const features: { icon: Icon; title: string; body: string }[] = [
  {
    icon: ScanText,
    title: 'AI-powered extraction',
    body: 'Every field comes back with a confidence score, so you know exactly which values to double-check before they reach your books.',
  },
  {
    icon: Zap,
    title: '5-second processing',
    body: 'Upload a statement and have structured transactions, totals and balances ready to review in about five seconds.',
  },
  {
    icon: ShieldCheck,
    title: 'Bank-grade security',
    body: '256-bit encryption in transit and at rest. Account numbers and SSNs are sealed with your own RSA-4096 key before storage.',
  },
  {
    icon: FileSpreadsheet,
    title: 'QuickBooks-ready export',
    body: 'Download clean JSON, CSV or IIF files that import straight into QuickBooks and the rest of your accounting stack.',
  },
  {
    icon: Landmark,
    title: 'Specialised tax forms',
    body: 'Purpose-built handling for W-2, IRS 1040 and 1099 forms, mapped box by box and line by line.',
  },
  {
    icon: Users,
    title: 'CPA collaboration',
    body: 'Grant your accountant delegated access to view and upload documents on your behalf, and revoke it at any time.',
  },
];

const documents: { icon: Icon; title: string; body: string }[] = [
  {
    icon: CreditCard,
    title: 'Bank & credit card statements',
    body: 'Transactions, balances, statement periods and masked account numbers.',
  },
  { icon: Receipt, title: 'Invoices', body: 'Vendors, line items, tax, totals and due dates.' },
  { icon: Wallet, title: 'Payslips', body: 'Gross and net pay, deductions, taxes and year-to-date figures.' },
  {
    icon: FileText,
    title: 'W-2 & 1099 forms',
    body: 'Wages, withholding and every reported box, ready for filing.',
  },
  { icon: Landmark, title: 'IRS Form 1040', body: 'Income, adjustments, tax, payments and refund lines.' },
  {
    icon: Building2,
    title: 'Financial statements',
    body: 'Profit & loss, balance sheets and cash flow statements.',
  },
];

const previewRows = [
  { date: '09/03', description: 'Stripe payout', amount: '+$4,820.00', credit: true, confidence: 99 },
  { date: '09/05', description: 'AWS invoice', amount: '−$312.47', credit: false, confidence: 98 },
  { date: '09/09', description: 'Payroll — Gusto', amount: '−$12,450.00', credit: false, confidence: 97 },
  { date: '09/12', description: 'Office lease', amount: '−$3,200.00', credit: false, confidence: 88 },
] as const;

function SectionHeading({ eyebrow, title, body }: { eyebrow: string; title: string; body: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-pretty text-slate-600">{body}</p>
    </div>
  );
}

function ExtractionPreview() {
  return (
    <div aria-hidden className="relative">
      <div className="absolute -inset-4 -z-10 rounded-2xl bg-gradient-to-br from-brand-100/70 via-white to-slate-100 blur-2xl" />
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-overlay">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <div className="flex items-center gap-2.5">
            <div className="flex size-8 items-center justify-center rounded-md bg-brand-50">
              <FileText className="size-4 text-brand-700" />
            </div>
            <div>
              <p className="text-sm font-semibold text-slate-900">Chase Business — Sept 2025</p>
              <p className="text-xs text-slate-500 tabular">Account •••• 4821</p>
            </div>
          </div>
          <span className="inline-flex items-center gap-1 rounded-md border border-green-200 bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
            <BadgeCheck className="size-3.5" />
            Completed
          </span>
        </div>
        <div className="grid grid-cols-3 gap-px bg-slate-200 text-xs">
          {[
            ['Opening', '$18,204.13'],
            ['Closing', '$7,061.66'],
            ['Confidence', '96%'],
          ].map(([label, value]) => (
            <div key={label} className="bg-slate-50 px-4 py-3">
              <p className="text-slate-500">{label}</p>
              <p className="mt-0.5 text-sm font-semibold text-slate-900 tabular">{value}</p>
            </div>
          ))}
        </div>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
              <th className="px-4 py-2 font-medium">Date</th>
              <th className="px-2 py-2 font-medium">Description</th>
              <th className="px-4 py-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody>
            {previewRows.map((row) => (
              <tr key={row.description} className="border-b border-slate-100 last:border-0">
                <td className="px-4 py-2.5 text-slate-500 tabular">{row.date}</td>
                <td className="px-2 py-2.5 text-slate-800">
                  <span className="flex items-center gap-2">
                    <span
                      className={`size-1.5 shrink-0 rounded-full ${row.confidence >= 95 ? 'bg-green-600' : 'bg-amber-500'}`}
                    />
                    <span className="truncate">{row.description}</span>
                  </span>
                </td>
                <td
                  className={`px-4 py-2.5 text-right font-medium tabular ${row.credit ? 'text-success' : 'text-slate-900'}`}
                >
                  {row.amount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function LandingPage() {
  return (
    <>
      <title>DocLedger — AI financial document processing</title>

      <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-slate-50 to-white">
        <div
          aria-hidden
          className="absolute inset-0 -z-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-50),transparent_60%)]"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-medium text-brand-800">
              <span className="size-1.5 rounded-full bg-brand-600" aria-hidden />
              AI-powered financial document processing
            </p>
            <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.25rem] lg:leading-[1.1]">
              Turn financial documents into <span className="whitespace-nowrap">accounting-ready</span> data
            </h1>
            <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600">
              Upload bank statements, invoices, payslips and tax forms. {COMPANY.name} extracts every figure
              with confidence scores, encrypts what is sensitive, and exports straight to QuickBooks.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={paths.upload}>
                  Get Started Free
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to={`#${landingAnchors.features}`}>Learn More</Link>
              </Button>
            </div>
            <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <BadgeCheck className="size-4 text-brand-700" aria-hidden />
                No credit card required
              </span>
              <span className="inline-flex items-center gap-1.5">
                <BadgeCheck className="size-4 text-brand-700" aria-hidden />
                First {PRICING.individualFreeDocuments} documents free
              </span>
            </p>
          </div>
          <ExtractionPreview />
        </div>
      </section>

      <section aria-label="Key figures" className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-px px-4 sm:px-6 md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col items-center gap-1 px-4 py-8 text-center md:py-10">
              <dt className="order-2 text-sm text-slate-600">{stat.label}</dt>
              <dd className="order-1 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section id={landingAnchors.features} className="scroll-mt-16 py-20 md:py-28">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            eyebrow="Features"
            title="Everything between the PDF and your ledger"
            body="From the first upload to the final export, every step is built for accuracy, speed and privacy."
          />
          <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ icon: FeatureIcon, title, body }) => (
              <article
                key={title}
                className="rounded-lg border border-slate-200 bg-white p-6 transition-colors hover:border-brand-200"
              >
                <div className="flex size-10 items-center justify-center rounded-lg bg-brand-50 ring-1 ring-brand-100">
                  <FeatureIcon className="size-5 text-brand-700" aria-hidden />
                </div>
                <h3 className="mt-5 text-base font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-[0.95rem] leading-relaxed text-slate-600">{body}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section
        id={landingAnchors.products}
        className="scroll-mt-16 border-y border-slate-200 bg-slate-50 py-20 md:py-28"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            eyebrow="Supported documents"
            title="Built for the documents you actually have"
            body="Dedicated extraction for each document type, with the fields accountants expect."
          />
          <div className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {documents.map(({ icon: DocumentIcon, title, body }) => (
              <article key={title} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5">
                <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100">
                  <DocumentIcon className="size-5 text-slate-700" aria-hidden />
                </div>
                <div>
                  <h3 className="text-base font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{body}</p>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section id={landingAnchors.about} className="scroll-mt-16 py-20 md:py-28">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              About {COMPANY.name}
            </p>
            <h2 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">
              Bookkeeping without the retyping
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-slate-600">
              {COMPANY.name} was built for individuals, families, businesses and the CPAs who serve them.
              Instead of copying numbers from PDFs by hand, you upload the document and review what the AI
              found — every value traceable, every uncertain field flagged.
            </p>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">
              Accountants verify their credentials, manage clients and firms, and work on delegated documents,
              while clients stay in control of who can see what.
            </p>
          </div>
          <ul className="grid gap-4 self-center">
            {[
              {
                icon: Timer,
                title: 'Hours back every month',
                body: 'Statements that took an afternoon to key in are reviewed in minutes.',
              },
              {
                icon: Lock,
                title: 'Privacy by design',
                body: 'Sensitive identifiers are encrypted with your own keys and shown masked by default.',
              },
              {
                icon: BadgeCheck,
                title: 'Review before export',
                body: 'Confidence scores point you to the few fields that deserve a second look.',
              },
            ].map(({ icon: ItemIcon, title, body }) => (
              <li key={title} className="flex gap-4 rounded-lg border border-slate-200 p-5">
                <ItemIcon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="px-4 pb-20 sm:px-6 md:pb-28">
        <div className="relative mx-auto max-w-6xl overflow-hidden rounded-2xl bg-brand-900 px-6 py-14 text-center sm:px-12 md:py-16">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(45_212_191/0.25),transparent_50%)]"
          />
          <div className="relative">
            <h2 className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
              Ready to see your documents as data?
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
              Upload a statement now and have reviewed, export-ready figures in seconds.
            </p>
            <Button asChild size="lg" variant="inverse" className="mt-8">
              <Link to={paths.upload}>
                <Upload aria-hidden />
                Upload Your First Document
              </Link>
            </Button>
            <p className="mt-4 text-sm text-brand-100">No credit card required</p>
          </div>
        </div>
      </section>
    </>
  );
}
