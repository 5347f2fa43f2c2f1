import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../infra/local/test-env';
import { sendMail, type OutboxEntry } from './mail';

let outbox: string;
beforeAll(() => {
  outbox = useLocalStack().env.MAIL_OUTBOX_DIR!;
});

describe('mail port (local outbox adapter)', () => {
  it('writes each message as one JSON file {to, from, subject, text, html, sentAt}', async () => {
    const subject = `Verify ${randomUUID()}`;
    await sendMail({ to: 'ada@example.com', subject, text: 'Open the link', html: '<p>Open the link</p>' });
    const files = await readdir(outbox);
    const entries = await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(path.join(outbox, f), 'utf8')) as OutboxEntry),
    );
    const mine = entries.find((e) => e.subject === subject);
    expect(mine).toMatchObject({
      to: 'ada@example.com',
      text: 'Open the link',
      html: '<p>Open the link</p>',
    });
    expect(mine!.from).toContain('@');
    expect(Date.parse(mine!.sentAt)).not.toBeNaN();
  });
});
