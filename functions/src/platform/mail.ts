// The mail port: SES v2 in AWS; locally (MAIL_OUTBOX_DIR set) one JSON file per message in the outbox.
import { mkdir, writeFile, access } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from './aws/ses';
import { getEnv } from './env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface OutboxEntry extends MailMessage {
  from: string;
  sentAt: string;
}

export async function sendMail(message: MailMessage): Promise<void> {
  const env = getEnv();
  if (env.MAIL_OUTBOX_DIR) {
    const entry: OutboxEntry = { ...message, from: env.MAIL_FROM, sentAt: new Date().toISOString() };
    await mkdir(env.MAIL_OUTBOX_DIR, { recursive: true });
    const name = `${entry.sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
    await writeFile(path.join(env.MAIL_OUTBOX_DIR, name), JSON.stringify(entry, null, 2), { mode: 0o600 });
    return;
  }
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: env.MAIL_FROM,
      Destination: { ToAddresses: [message.to] },
      ReplyToAddresses: message.replyTo ? [message.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            Html: { Data: message.html, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
}

export async function checkMail(): Promise<string> {
  const env = getEnv();
  if (env.MAIL_OUTBOX_DIR) {
    await mkdir(env.MAIL_OUTBOX_DIR, { recursive: true });
    await access(env.MAIL_OUTBOX_DIR);
    return 'outbox';
  }
  return 'ses';
}

/** Escapes text for the HTML part of a message. */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
