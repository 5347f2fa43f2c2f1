// Backend errors (DESIGN §5). Domain code throws these; http-handler maps them to the error body.
import type { ErrorCode } from '@docledger/shared/errors';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: Record<string, string[]>) {
    super('VALIDATION_FAILED', message, fields ? { fields } : undefined);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super('UNAUTHORIZED', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this', details?: Record<string, unknown>) {
    super('FORBIDDEN', message, details);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('CONFLICT', message, details);
  }
}
export class RateLimitedError extends AppError {
  constructor(
    message = 'Too many attempts. Please wait a few minutes and try again.',
    details?: Record<string, unknown>,
  ) {
    super('RATE_LIMITED', message, details);
  }
}
export class TwoFactorRequiredError extends AppError {
  constructor(message = 'Two-factor authentication must be enabled to use this feature.') {
    super('TWO_FACTOR_REQUIRED', message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super('PAYLOAD_TOO_LARGE', message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super('UNSUPPORTED_MEDIA_TYPE', message);
  }
}
export class PaymentRequiredError extends AppError {
  constructor(message: string) {
    super('PAYMENT_REQUIRED', message);
  }
}
export class EncryptionKeyRequiredError extends AppError {
  constructor(message = 'No encryption key found. Please generate one in Settings.') {
    super('ENCRYPTION_KEY_REQUIRED', message);
  }
}
