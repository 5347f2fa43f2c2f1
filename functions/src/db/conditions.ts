// Conditional writes: the one place that tells DynamoDB's "condition did not hold" from other errors.

/**
 * Whether an error (the SDK's, or ElectroDB's wrapping of it) is a failed write condition, also as
 * the reason a transaction was cancelled.
 */
export function isConditionFailure(err: unknown): boolean {
  const e = err as { name?: string; cause?: { name?: string }; message?: string };
  return (
    e?.name === 'ConditionalCheckFailedException' ||
    e?.cause?.name === 'ConditionalCheckFailedException' ||
    /conditional request failed|ConditionalCheckFailed/i.test(e?.message ?? '')
  );
}

/** Awaits a conditional write: true when it was written, false when its condition did not hold. */
export async function conditionalWrite(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
