// The product's e-mails: a plain-text part and a simple, inline-styled HTML part with the same content.
// Every value that came from a person is escaped in the HTML part.
import { COMPANY } from '@docledger/shared/domain/limits';
import type { MailMessage } from '../../platform/mail';
import { escapeHtml } from '../../platform/mail';

interface Block {
  /** Paragraphs of plain text. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Monospace lines (codes). */
  code?: string[];
  footnote?: string;
}

function render(
  to: string,
  subject: string,
  greetingName: string | null,
  block: Block,
  replyTo?: string,
): MailMessage {
  const greeting = greetingName ? `Hello ${greetingName},` : 'Hello,';
  const text = [
    greeting,
    '',
    ...block.paragraphs.flatMap((p) => [p, '']),
    ...(block.action ? [`${block.action.label}: ${block.action.url}`, ''] : []),
    ...(block.code ? [...block.code, ''] : []),
    ...(block.footnote ? [block.footnote, ''] : []),
    `— The ${COMPANY.name} team`,
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:32px">',
    `<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(COMPANY.name)}</h1>`,
    p(greeting),
    ...block.paragraphs.map(p),
    block.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#475569">Or open this link: <br><span style="word-break:break-all">${escapeHtml(block.action.url)}</span></p>`
      : '',
    block.code
      ? `<pre style="font-family:Menlo,Consolas,monospace;font-size:16px;background:#f1f5f9;padding:16px;border-radius:6px">${block.code.map(escapeHtml).join('\n')}</pre>`
      : '',
    block.footnote
      ? `<p style="margin:16px 0 0;font-size:13px;color:#475569">${escapeHtml(block.footnote)}</p>`
      : '',
    `<p style="margin:24px 0 0">— The ${escapeHtml(COMPANY.name)} team</p>`,
    '</div></body></html>',
  ].join('');
  return { to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
}

export function verificationEmail(to: string, firstName: string, url: string): MailMessage {
  return render(to, `Verify your email address for ${COMPANY.name}`, firstName, {
    paragraphs: [
      `Thanks for creating a ${COMPANY.name} account. Please confirm that this is your email address.`,
    ],
    action: { label: 'Verify email address', url },
    footnote: 'The link is valid for 24 hours. If you did not create an account, you can ignore this email.',
  });
}

/** Sent instead of a verification mail when someone registers with an address that already has an account. */
export function alreadyRegisteredEmail(
  to: string,
  firstName: string,
  loginUrl: string,
  resetUrl: string,
): MailMessage {
  return render(to, `Someone tried to create a ${COMPANY.name} account with your email`, firstName, {
    paragraphs: [
      'Someone (hopefully you) tried to create a new account with this email address, which already has an account.',
      `You can sign in at ${loginUrl}. If you forgot your password, you can reset it at ${resetUrl}.`,
    ],
    footnote: 'If this was not you, no action is needed: your account is unchanged.',
  });
}

export function passwordResetEmail(to: string, firstName: string, url: string): MailMessage {
  return render(to, `Reset your ${COMPANY.name} password`, firstName, {
    paragraphs: ['We received a request to reset the password of your account.'],
    action: { label: 'Reset password', url },
    footnote:
      'The link is valid for 1 hour and can be used once. If you did not ask for it, you can ignore this email.',
  });
}

export function passwordChangedEmail(to: string, firstName: string): MailMessage {
  return render(to, `Your ${COMPANY.name} password was changed`, firstName, {
    paragraphs: [
      'The password of your account was just changed and your other sessions were signed out.',
      `If you did not do this, reset your password right away and contact ${COMPANY.supportEmail}.`,
    ],
  });
}

export function backupCodesEmail(to: string, firstName: string, codes: string[]): MailMessage {
  return render(to, `Your ${COMPANY.name} two-factor backup codes`, firstName, {
    paragraphs: [
      'Here are your two-factor authentication backup codes. Each code can be used once to sign in when your authenticator app is not available.',
      'Keep them somewhere safe and delete this email once you have stored them.',
    ],
    code: codes,
  });
}

export function contactEmail(
  to: string,
  from: { name: string; email: string },
  subject: string,
  message: string,
): MailMessage {
  return render(
    to,
    `[Contact] ${subject}`,
    null,
    {
      paragraphs: [
        `New message from the contact form.`,
        `From: ${from.name} <${from.email}>`,
        `Subject: ${subject}`,
        ...message.split(/\n{2,}/),
      ],
      footnote: 'Reply to this email to answer the sender directly.',
    },
    from.email,
  );
}

// ---- changing the e-mail address (decision 011) ----

/** To the new address: the link that completes the change. */
export function emailChangeConfirmEmail(to: string, firstName: string, url: string): MailMessage {
  return render(to, `Confirm your new email address for ${COMPANY.name}`, firstName, {
    paragraphs: [
      `You asked to use this address for your ${COMPANY.name} account. Open the link to confirm it.`,
      'Once you do, you will be signed out everywhere and sign in with this address from then on.',
    ],
    action: { label: 'Confirm new email address', url },
    footnote:
      'The link is valid for 24 hours and can be used once. If you did not ask for this, ignore this email.',
  });
}

/** To the new address when it already has an account: no link, nothing changes. */
export function emailChangeTargetTakenEmail(to: string, loginUrl: string): MailMessage {
  return render(to, `Someone tried to move a ${COMPANY.name} account to your email`, null, {
    paragraphs: [
      'Someone asked to change the email address of a DocLedger account to this address, which already has an account. Nothing was changed.',
      `You can sign in to your account at ${loginUrl}.`,
    ],
    footnote: 'If this was you, use a different address or delete the other account first.',
  });
}

/** To the current address when a change is requested. */
export function emailChangeRequestedNoticeEmail(
  to: string,
  firstName: string,
  newEmail: string,
): MailMessage {
  return render(to, `A change of your ${COMPANY.name} email address was requested`, firstName, {
    paragraphs: [
      `Someone signed in to your account asked to change its email address to ${newEmail}. The change happens only when the link sent to that address is opened.`,
      `If this was not you, change your password right away and contact ${COMPANY.supportEmail}.`,
    ],
  });
}

/** To the old address once the change is done. */
export function emailChangedNoticeEmail(to: string, firstName: string, newEmail: string): MailMessage {
  return render(to, `Your ${COMPANY.name} email address was changed`, firstName, {
    paragraphs: [
      `The email address of your account is now ${newEmail}, and every session was signed out.`,
      `If you did not do this, contact ${COMPANY.supportEmail} right away.`,
    ],
  });
}
