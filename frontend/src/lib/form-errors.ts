import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { validationDetailsSchema } from '@docledger/shared/errors';
import { isApiError } from './api-client';

/**
 * The field messages of a VALIDATION_FAILED error (`details.fields`: dotted path → messages,
 * DESIGN §5), limited to the fields a form has; empty for any other error.
 */
export function fieldErrorsOf(error: unknown, fieldNames: readonly string[]): Record<string, string> {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const parsed = validationDetailsSchema.safeParse(error.details);
  if (!parsed.success) return {};
  const result: Record<string, string> = {};
  for (const [path, messages] of Object.entries(parsed.data.fields)) {
    // `body.password` or `password`: the server may prefix where the field came from.
    const name = fieldNames.find((field) => path === field || path.endsWith(`.${field}`));
    const message = messages[0];
    if (name && message && !(name in result)) result[name] = message;
  }
  return result;
}

/**
 * Puts the server's field messages under their fields (react-hook-form `setError`) and focuses the
 * first; returns whether any field was marked, so the caller can skip a generic banner.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  const fields = fieldErrorsOf(error, fieldNames);
  const names = Object.keys(fields) as Path<T>[];
  names.forEach((name, index) =>
    setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 }),
  );
  return names.length > 0;
}
