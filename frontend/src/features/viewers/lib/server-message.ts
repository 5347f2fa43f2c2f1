import { isApiError } from '../../../lib/api-client';

/** The server's own `error` text when it sent one; null so callers fall back to the spec's wording. */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const text = error.body?.error;
  return typeof text === 'string' && text ? text : null;
}
