import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPANY } from '@docledger/shared/domain/limits';
import { paths } from '../../config/paths';

const sections: { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <p>
        {COMPANY.name} (“we”, “us”) processes financial documents on your behalf. This policy explains what
        information we collect, how we use and protect it, and the choices you have. By using {COMPANY.name}{' '}
        you agree to the practices described here.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to provide the service:</p>
        <ul>
          <li>
            <strong>Account information</strong> — your name, e-mail address, account type and, if you choose
            to add them, phone number and postal address.
          </li>
          <li>
            <strong>Documents you upload</strong> — bank and credit card statements, invoices, payslips, tax
            forms and financial statements, and the data extracted from them.
          </li>
          <li>
            <strong>Professional details</strong> — for CPAs, the licence and firm information submitted for
            verification.
          </li>
          <li>
            <strong>Usage and security data</strong> — sign-in times, session activity and technical
            information needed to keep your account secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To extract, display and export the data in your documents.</li>
        <li>
          To operate your account, including sign-in, two-factor authentication and delegated CPA access you
          grant.
        </li>
        <li>To send service messages such as verification, password reset and security notices.</li>
        <li>To answer your support requests and improve the accuracy and reliability of the service.</li>
      </ul>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <>
        <p>
          Data is encrypted in transit with TLS and at rest with 256-bit encryption. Sensitive identifiers —
          account and routing numbers, Social Security numbers, employer identification numbers and employee
          ids — are encrypted with a key pair of your own using RSA-4096 before they are stored, and are shown
          masked by default.
        </p>
        <p>
          Passwords are stored only as salted hashes, sessions expire after inactivity, and two-factor
          authentication is available for every account.
        </p>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <p>
        We keep your documents and extracted data for as long as your account is active or until you delete
        them. When you delete a document, it and its extracted data are removed from our systems. We may keep
        limited records where the law requires us to.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal information we hold about you.
          </li>
          <li>
            <strong>Correction</strong> of information that is inaccurate or incomplete.
          </li>
          <li>
            <strong>Deletion</strong> of your personal information and documents.
          </li>
          <li>
            <strong>Restriction</strong> of how we process your information.
          </li>
          <li>
            <strong>Portability</strong> — receiving your data in a structured, machine-readable format.
          </li>
          <li>
            <strong>Objection</strong> to processing based on our legitimate interests.
          </li>
        </ul>
        <p>To exercise any of these rights, contact us using the details below.</p>
      </>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-Party Services',
    body: (
      <p>
        We use carefully selected providers for cloud hosting, e-mail delivery, payment processing and
        AI-based extraction. They process data only on our instructions and only to provide the service. We
        never sell your personal information.
      </p>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    body: (
      <p>
        {COMPANY.name} is not intended for anyone under 18. We do not knowingly collect information from
        children under 18; if we learn that we have, we delete it.
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. When we make material changes we will update the date
        above and, where appropriate, notify you by e-mail or in the app.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about this policy or your data? E-mail{' '}
        <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a> or use our{' '}
        <Link to={paths.contact}>contact form</Link>. We answer {COMPANY.supportHours}.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <>
      <title>Privacy Policy · DocLedger</title>
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Legal</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-slate-900">Privacy Policy</h1>
          <p className="mt-3 text-slate-600">
            Last updated: <time dateTime="2025-10">October 2025</time>
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">On this page</p>
            <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent py-1 pl-4 text-slate-600 hover:border-slate-400 hover:text-slate-900"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl space-y-10 text-base leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:pl-1 [&_p+p]:mt-4 [&_p+ul]:mt-3 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ul+p]:mt-4">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="scroll-mt-24">
              <h2 className="mb-3 text-xl font-semibold tracking-tight text-slate-900">
                <span className="mr-2 text-slate-500 tabular">{index + 1}.</span>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
