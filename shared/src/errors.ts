// The error model of DESIGN §5: `code` is the contract, `error` the human message the UI shows.
import * as z from 'zod';

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  TWO_FACTOR_REQUIRED: 403,
  ENCRYPTION_KEY_REQUIRED: 409,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  details: z.record(z.string(), z.unknown()).optional(),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Field errors of a VALIDATION_FAILED body: `details.fields` maps a dotted path to its messages. */
export const validationDetailsSchema = z.object({ fields: z.record(z.string(), z.array(z.string())) });
export type ValidationDetails = z.infer<typeof validationDetailsSchema>;

export const GENERIC_INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
