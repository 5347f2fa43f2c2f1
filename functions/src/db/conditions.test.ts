import { describe, expect, it } from 'vitest';
import { conditionalWrite, isConditionFailure } from './conditions';

const conditionFailed = Object.assign(new Error('The conditional request failed'), {
  name: 'ConditionalCheckFailedException',
});

describe('conditional writes', () => {
  it('tells a failed condition from other errors, as the SDK and ElectroDB report it', () => {
    expect(isConditionFailure(conditionFailed)).toBe(true);
    expect(isConditionFailure(Object.assign(new Error('x'), { cause: conditionFailed }))).toBe(true);
    expect(
      isConditionFailure(new Error('Error thrown by DynamoDB client: "The conditional request failed"')),
    ).toBe(true);
    expect(
      isConditionFailure(
        new Error('Transaction cancelled, please refer cancellation reasons [ConditionalCheckFailed, None]'),
      ),
    ).toBe(true);
    expect(isConditionFailure(new Error('ProvisionedThroughputExceededException'))).toBe(false);
    expect(isConditionFailure(undefined)).toBe(false);
  });

  it('answers true when written, false when the condition did not hold, and rethrows anything else', async () => {
    await expect(conditionalWrite(Promise.resolve({}))).resolves.toBe(true);
    await expect(conditionalWrite(Promise.reject(conditionFailed))).resolves.toBe(false);
    await expect(conditionalWrite(Promise.reject(new Error('network down')))).rejects.toThrow('network down');
  });
});
