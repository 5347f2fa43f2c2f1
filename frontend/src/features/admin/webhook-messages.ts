// The webhook form's error wording (spec part 3 §8): Save shows the validation details joined; Test
// Connection falls back to 'Unable to reach webhook endpoint.'.
import { ADMIN_MESSAGES } from '@docledger/shared/domain/admin-messages';
import { isApiError } from '../../lib/api-client';

export function joinedDetails(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  const fields = (error.details as { fields?: Record<string, string[]> } | undefined)?.fields;
  const messages = fields ? Object.values(fields).flat() : [];
  return messages.length ? messages.join(', ') : null;
}

/** Save failure: the joined details, else the server's message, else a generic one. */
export function saveErrorMessage(error: unknown): string {
  return (
    joinedDetails(error) ??
    (error instanceof Error && error.message ? error.message : 'Unable to save webhook settings.')
  );
}

/** Test failure: a refused target's details; any other failure is the spec's sentence. */
export function testErrorMessage(error: unknown): string {
  return joinedDetails(error) ?? ADMIN_MESSAGES.webhookTestFailed;
}
