// Notification mails of the accountant area (access requests, firm invitations, referrals).
import { COMPANY } from '@docledger/shared/domain/limits';
import { escapeHtml, type MailMessage } from '../../platform/mail';

export function simpleMail(
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): MailMessage {
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    `— The ${COMPANY.name} team`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;padding:24px">',
    '<p>Hello,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p>— The ${escapeHtml(COMPANY.name)} team</p>`,
    '</body></html>',
  ].join('');
  return { to, subject, text, html };
}
