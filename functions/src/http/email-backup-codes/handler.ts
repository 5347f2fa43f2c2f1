import { routes } from '@docledger/shared/api/routes';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { sendMail } from '../../platform/mail';
import { backupCodesEmail } from '../../domain/mail-templates/templates';

// The codes go only to the signed-in user's own address (docs/decisions/003-accounts-and-keys.md).
export const handler = httpHandler(routes.emailBackupCodes, async ({ actor, body }) => {
  await sendMail(backupCodesEmail(actor.user.email, actor.user.firstName, body.backupCodes));
  return { message: AUTH_MESSAGES.backupCodesSent };
});
