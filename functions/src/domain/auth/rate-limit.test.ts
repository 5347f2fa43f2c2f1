import { describe, expect, it } from 'vitest';
import { isContention, subjectHash, withMinimumDuration } from './rate-limit';

describe('rate-limit helpers', () => {
  it('hash subjects so no address or IP is stored, case-insensitively for e-mail', () => {
    expect(subjectHash('Ada@Example.com')).toBe(subjectHash('ada@example.com'));
    expect(subjectHash('ada@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hold fast answers to the floor and let slow ones through', async () => {
    const t0 = performance.now();
    expect(await withMinimumDuration(120, async () => 'fast')).toBe('fast');
    expect(performance.now() - t0).toBeGreaterThanOrEqual(115);
    const t1 = performance.now();
    await withMinimumDuration(10, () => new Promise((r) => setTimeout(r, 60)));
    expect(performance.now() - t1).toBeLessThan(200);
  });

  it('keep the floor when the work fails', async () => {
    const t0 = performance.now();
    await expect(withMinimumDuration(100, async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(performance.now() - t0).toBeGreaterThanOrEqual(95);
  });
});

describe('isContention', () => {
  it('treats throttling and transaction conflicts as contention, also when wrapped', () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    expect(isContention(throttled)).toBe(true);
    expect(isContention(new Error('Error thrown by DynamoDB client', { cause: throttled }))).toBe(true);
    expect(isContention(Object.assign(new Error('x'), { name: 'TransactionConflictException' }))).toBe(true);
  });

  it('does not hide a real fault such as a missing table', () => {
    const missing = Object.assign(new Error('Cannot do operations on a non-existent table'), {
      name: 'ResourceNotFoundException',
    });
    expect(isContention(missing)).toBe(false);
  });
});
