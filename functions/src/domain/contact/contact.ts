// The public contact form (spec part 1 §2 /contact): mail to the support address with the sender as
// Reply-To, rate-limited per IP so the form cannot be used to flood the support inbox.
import type { ContactBody } from '@docledger/shared/api/schemas/profile';
import { COMPANY } from '@docledger/shared/domain/limits';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { sendMail } from '../../platform/mail';
import { consumeOrThrow, type RateLimit } from '../auth/rate-limit';
import { contactEmail } from '../mail-templates/templates';

export const CONTACT_PER_IP: RateLimit = { scope: 'contact-ip', max: 20, windowMs: 60 * 60 * 1000 };

export async function sendContactMessage(input: ContactBody, ip: string): Promise<{ message: string }> {
  await consumeOrThrow(CONTACT_PER_IP, ip, 'Too many messages. Please try again later or email us directly.');
  // A line break in a header value could smuggle extra headers into the message.
  const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();
  await sendMail(
    contactEmail(
      COMPANY.supportEmail,
      { name: oneLine(input.name), email: oneLine(input.email) },
      oneLine(input.subject),
      input.message,
    ),
  );
  return { message: AUTH_MESSAGES.contactSent };
}
