// Verification review (spec part 3 §2, §4, §5, §7): the admin routes call CPA's decision functions in
// domain/verification/review.ts and tell the CPA by e-mail (the CPA also sees the status on
// /cpa-verification).
import type { VerificationDecision } from '@docledger/shared/api/schemas/verification';
import { COMPANY } from '@docledger/shared/domain/limits';
import { getVerificationById } from '../../db/access/verification';
import { getUserById } from '../../db/access/users';
import { getEnv } from '../../platform/env';
import type { Logger } from '../../platform/logger';
import { escapeHtml, sendMail, type MailMessage } from '../../platform/mail';
import type { Actor } from '../access/actor';
import { decideVerification } from '../verification/review';

export { artifactDownload, getVerificationDetail, listPendingVerifications } from '../verification/review';

/** The e-mail the CPA gets after a decision: what happened and what to do next. */
export function decisionEmail(to: string, firstName: string, decision: VerificationDecision): MailMessage {
  const url = `${getEnv().PUBLIC_URL}/cpa-verification`;
  const subject =
    decision.action === 'approve'
      ? `Your ${COMPANY.name} CPA verification is approved`
      : decision.action === 'reject'
        ? `Your ${COMPANY.name} CPA verification was not approved`
        : `More information is needed for your ${COMPANY.name} CPA verification`;
  const paragraphs =
    decision.action === 'approve'
      ? [
          `Your identity and business license were verified. CPA features are now available for ${decision.expirationDays} days.`,
        ]
      : decision.action === 'reject'
        ? [
            'Your verification was reviewed and could not be approved.',
            `Reason: ${decision.rejectionReason}`,
            'Please contact support if you have questions.',
          ]
        : [
            'Your verification was reviewed and we need more information before we can approve it.',
            `What is needed: ${decision.moreInfoRequested}`,
          ];
  const greeting = `Hello ${firstName},`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `Open: ${url}`,
    '',
    `— The ${COMPANY.name} team`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(url)}">View your verification status</a></p>`,
    `<p>— The ${escapeHtml(COMPANY.name)} team</p></body></html>`,
  ].join('');
  return { to, subject, text, html };
}

export async function reviewVerification(
  actor: Actor,
  verificationId: string,
  decision: VerificationDecision,
  log: Logger,
) {
  const result = await decideVerification(actor.userId, verificationId, decision);
  const verification = await getVerificationById(verificationId);
  const cpa = verification ? await getUserById(verification.cpaUserId) : null;
  if (cpa) {
    // The decision stands even if the mail fails; the CPA sees the status on their page.
    await sendMail(decisionEmail(cpa.email, cpa.firstName, decision)).catch((err: unknown) =>
      log.error('verification decision mail failed', { err, resourceId: verificationId }),
    );
  }
  return result;
}
