import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { applyFieldErrors, fieldErrorsOf } from './form-errors';

const validation = (fields: Record<string, string[]>) =>
  new ApiError({
    status: 400,
    message: 'Validation failed',
    body: { error: 'Validation failed', code: 'VALIDATION_FAILED', details: { fields }, requestId: 'r' },
  });

describe('fieldErrorsOf', () => {
  it('maps the first message of each known field, with or without a location prefix', () => {
    const error = validation({
      'body.password': ['This password is too common', 'second'],
      email: ['Invalid email address'],
      unknown: ['ignored'],
    });
    expect(fieldErrorsOf(error, ['email', 'password'])).toEqual({
      password: 'This password is too common',
      email: 'Invalid email address',
    });
  });

  it('ignores errors that are not VALIDATION_FAILED', () => {
    const conflict = new ApiError({
      status: 409,
      message: 'x',
      body: { code: 'CONFLICT', details: { fields: { a: ['b'] } } },
    });
    expect(fieldErrorsOf(conflict, ['a'])).toEqual({});
    expect(fieldErrorsOf(new Error('boom'), ['a'])).toEqual({});
  });
});

describe('applyFieldErrors', () => {
  it('sets each field error and focuses only the first', () => {
    const calls: unknown[][] = [];
    const marked = applyFieldErrors(
      validation({ newPassword: ['Too common'], confirmPassword: ['Mismatch'] }),
      (...args: unknown[]) => calls.push(args),
      ['newPassword', 'confirmPassword'],
    );
    expect(marked).toBe(true);
    expect(calls).toEqual([
      ['newPassword', { type: 'server', message: 'Too common' }, { shouldFocus: true }],
      ['confirmPassword', { type: 'server', message: 'Mismatch' }, { shouldFocus: false }],
    ]);
  });
});
