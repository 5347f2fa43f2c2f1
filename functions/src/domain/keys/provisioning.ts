// The first key pair of a new account, generated off the request path (issue 7, decision 151).
// Registration only marks the user `initialKeyPending` and queues a job; the provision-key worker
// generates the RSA-4096 pair (seconds of CPU, more under load: it could pass API Gateway's 29 s limit
// inside the request). Whoever needs the key first provisions it if the worker has not yet: the
// extraction worker when it seals an upload's sensitive fields. Every path goes through
// `ensureInitialKey`, whose key id is derived from the user id and whose write is a conditional create,
// so duplicate deliveries and racing paths store exactly one key.
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { ENCRYPTION_KEYS } from '@docledger/shared/domain/limits';
import { listKeysByUser, type EncryptionKeyRecord } from '../../db/access/encryption-keys';
import { getUserById, patchUserSystemFields } from '../../db/access/users';
import { ConflictError, EncryptionKeyRequiredError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { sendQueueMessage } from '../../platform/queue';
import { keyGeneration, storeAsActive } from './keys';

/** The job on the key queue; `v` versions the shape. */
export const initialKeyJobSchema = z.object({
  v: z.literal(1),
  kind: z.literal('initial-key'),
  userId: z.string().min(1).max(100),
});
export type InitialKeyJob = z.infer<typeof initialKeyJobSchema>;

// Parsed here rather than in env.ts: registration is the only sender (KEY_QUEUE_URL is set by CDK
// and by the local stack; without it the key is provisioned at first use).
const keyQueueSchema = z.object({ KEY_QUEUE_URL: z.string().url().optional() });

export function keyQueueUrl(source: Record<string, string | undefined> = process.env): string | undefined {
  return keyQueueSchema.parse({ KEY_QUEUE_URL: source.KEY_QUEUE_URL || undefined }).KEY_QUEUE_URL;
}

/** A UUID (version-5 layout) derived from the user id: the initial key's id, the same on every attempt. */
export function initialKeyId(userId: string): string {
  const h = createHash('sha256').update(`docledger:initial-key:${userId}`).digest('hex');
  const variant = (8 | (parseInt(h[16]!, 16) & 3)).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Queues the initial key job. A failure to queue never fails the registration: the user exists and
 * stays `initialKeyPending`, so the key is provisioned at first use instead.
 */
export async function requestInitialKey(userId: string, log: Logger): Promise<void> {
  const url = keyQueueUrl();
  if (!url) {
    log.warn('no key queue configured; the initial key will be provisioned at first use', { userId });
    return;
  }
  const job: InitialKeyJob = { v: 1, kind: 'initial-key', userId };
  try {
    await sendQueueMessage(url, job);
  } catch (err) {
    log.error('queueing the initial key failed; it will be provisioned at first use', { userId, err });
  }
}

export type ProvisionOutcome = 'created' | 'exists' | 'no-user';

/**
 * Makes sure the user has a key: generates and stores the initial RSA-4096 pair unless the user
 * already has one (or is gone). Safe to call any number of times, concurrently.
 */
export async function ensureInitialKey(userId: string): Promise<ProvisionOutcome> {
  if ((await listKeysByUser(userId)).length > 0) {
    await patchUserSystemFields(userId, { initialKeyPending: false });
    return 'exists';
  }
  if (!(await getUserById(userId))) return 'no-user';
  const pair = await keyGeneration.generatePair(ENCRYPTION_KEYS.defaultSize);
  let outcome: ProvisionOutcome = 'created';
  try {
    await storeAsActive(userId, pair, {
      keySize: ENCRYPTION_KEYS.defaultSize,
      algorithm: ENCRYPTION_KEYS.defaultAlgorithm,
      source: 'generated',
      keyId: initialKeyId(userId),
    });
  } catch (err) {
    // Another attempt stored it first (same key id) or a key was added meanwhile: one key either way.
    if (!(err instanceof ConflictError)) throw err;
    outcome = 'exists';
  }
  await patchUserSystemFields(userId, { initialKeyPending: false });
  return outcome;
}

/**
 * The user's active key for sealing. While the initial key is still pending it is provisioned here
 * (callers are workers with time to spare); a user without keys and nothing pending needs to add one.
 */
export async function activeKeyForSealing(userId: string): Promise<EncryptionKeyRecord> {
  const active = async () => (await listKeysByUser(userId)).find((k) => k.isActive);
  const key = await active();
  if (key) return key;
  if ((await getUserById(userId))?.initialKeyPending) {
    await ensureInitialKey(userId);
    const provisioned = await active();
    if (provisioned) return provisioned;
  }
  throw new EncryptionKeyRequiredError();
}

/** For the upload routes: a key exists, or the initial one is on its way (sealing will wait for it). */
export async function assertKeyAvailable(userId: string): Promise<void> {
  if ((await listKeysByUser(userId)).some((k) => k.isActive)) return;
  if ((await getUserById(userId))?.initialKeyPending) return;
  throw new EncryptionKeyRequiredError();
}
