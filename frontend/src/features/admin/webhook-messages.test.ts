import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { saveErrorMessage, testErrorMessage } from './webhook-messages';

const err = (status: number, code: string, message: string, details?: Record<string, unknown>) =>
  new ApiError({ status, message, body: { error: message, code, details, requestId: 'r' } });

describe('webhook form messages (spec part 3 §8)', () => {
  it('Save joins the validation details', () => {
    expect(
      saveErrorMessage(
        err(400, 'VALIDATION_FAILED', 'Validation failed', {
          fields: {
            webhookUrl: ['Webhook URL must be a valid http(s) URL'],
            authToken: ['Auth token must be at least 16 characters'],
          },
        }),
      ),
    ).toBe('Webhook URL must be a valid http(s) URL, Auth token must be at least 16 characters');
  });

  it('Save falls back to the server message without details', () => {
    expect(saveErrorMessage(err(500, 'INTERNAL', 'Something went wrong'))).toBe('Something went wrong');
  });

  it("Test Connection says 'Unable to reach webhook endpoint.' unless the target was refused", () => {
    expect(testErrorMessage(err(500, 'INTERNAL', 'Something went wrong'))).toBe(
      'Unable to reach webhook endpoint.',
    );
    expect(
      testErrorMessage(
        err(400, 'VALIDATION_FAILED', 'x', {
          fields: { webhookUrl: ['Webhook URL must not point to a private, loopback or link-local address'] },
        }),
      ),
    ).toBe('Webhook URL must not point to a private, loopback or link-local address');
  });
});
