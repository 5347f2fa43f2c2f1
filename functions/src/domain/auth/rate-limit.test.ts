import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isContention, subjectHash, withMinimumDuration } from './rate-limit';

describe('rate-limit helpers', () => {
  it('hash subjects so no address or IP is stored, case-insensitively for e-mail', () => {
    expect(subjectHash('Ada@Example.com')).toBe(subjectHash('ada@example.com'));
    expect(subjectHash('ada@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });

  // Fake clocks (setTimeout and performance.now): the floor is checked at the exact millisecond, and a
  // loaded machine can neither make it flaky nor slow.
  describe('with a fake clock', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('hold fast answers to the floor and let slow ones through', async () => {
      let fastDone = false;
      const fast = withMinimumDuration(120, async () => 'fast').then((value) => {
        fastDone = true;
        return value;
      });
      await vi.advanceTimersByTimeAsync(119);
      expect(fastDone).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(fastDone).toBe(true);
      expect(await fast).toBe('fast');

      let slowDone = false;
      const slow = withMinimumDuration(10, () => new Promise((r) => setTimeout(r, 60))).then(() => {
        slowDone = true;
      });
      await vi.advanceTimersByTimeAsync(59);
      expect(slowDone).toBe(false);
      // Done when the work is: no floor added on top of slow work.
      await vi.advanceTimersByTimeAsync(1);
      expect(slowDone).toBe(true);
      await slow;
    });

    it('keep the floor when the work fails', async () => {
      let settled = false;
      const failing = withMinimumDuration(100, async () => Promise.reject(new Error('boom'))).finally(() => {
        settled = true;
      });
      const assertion = expect(failing).rejects.toThrow('boom');
      await vi.advanceTimersByTimeAsync(99);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await assertion;
      expect(settled).toBe(true);
    });
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
