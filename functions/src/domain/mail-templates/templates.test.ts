import { describe, expect, it } from 'vitest';
import { backupCodesEmail, contactEmail, passwordResetEmail, verificationEmail } from './templates';

describe('mail templates', () => {
  it('put the link in both the text and the HTML part', () => {
    const url = 'http://localhost:3000/verify-email?token=abc_DEF-123';
    const mail = verificationEmail('ada@example.com', 'Ada', url);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('href="http://localhost:3000/verify-email?token=abc_DEF-123"');
    expect(mail.text).toMatch(/^Hello Ada,/);
  });

  it('states the reset link lifetime of 1 hour', () => {
    expect(passwordResetEmail('a@example.com', 'A', 'http://x/reset-password?token=t').text).toMatch(
      /valid for 1 hour/,
    );
  });

  it('escapes what people typed in the HTML part', () => {
    const mail = contactEmail(
      'support@example.com',
      { name: '<b>Eve</b>', email: 'eve@example.com' },
      'Hi <script>',
      'a & b',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('a &amp; b');
    expect(mail.replyTo).toBe('eve@example.com');
  });

  it('lists every backup code', () => {
    const codes = ['123456', '654321'];
    const mail = backupCodesEmail('a@example.com', 'A', codes);
    for (const c of codes) {
      expect(mail.text).toContain(c);
      expect(mail.html).toContain(c);
    }
  });
});
