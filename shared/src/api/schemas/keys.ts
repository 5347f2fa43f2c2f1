// Encryption keys (spec part 1 §3, §4, §5, §7; DESIGN §8).
import * as z from 'zod';
import { ENCRYPTION_KEYS } from '../../domain/limits';
import { VALIDATION_MESSAGES as M } from '../../domain/validation-messages';
import { reauthBodySchema } from './auth';

export const keySizeSchema = z.union([z.literal(2048), z.literal(4096)]);
/** The spec's names: RSA-OAEP with SHA-256 ("RSA-256") or SHA-512 ("RSA-512"). */
export const keyAlgorithmSchema = z.enum(ENCRYPTION_KEYS.algorithms);
export type KeyAlgorithm = z.infer<typeof keyAlgorithmSchema>;

export const activeKeySchema = z.object({
  id: z.string(),
  publicKey: z.string(),
  algorithm: keyAlgorithmSchema,
  keySize: keySizeSchema,
  createdAt: z.string(),
});
export type ActiveKey = z.infer<typeof activeKeySchema>;

export const keyUsageSchema = z.object({
  id: z.string(),
  isActive: z.boolean(),
  /** True when no document or transaction depends on the key. */
  safeToDelete: z.boolean(),
  createdAt: z.string(),
  keySize: keySizeSchema,
  algorithm: keyAlgorithmSchema,
  documentCount: z.number().int().min(0),
  transactionCount: z.number().int().min(0),
});
export type KeyUsage = z.infer<typeof keyUsageSchema>;
/** Newest first. */
export const keyUsageListSchema = z.array(keyUsageSchema);

/** Key changes need re-authentication (issue 7): the current password, and a code while two-factor is on. */
export const generateKeyBodySchema = reauthBodySchema.extend({
  keySize: keySizeSchema.default(ENCRYPTION_KEYS.defaultSize),
  algorithm: keyAlgorithmSchema.default(ENCRYPTION_KEYS.defaultAlgorithm),
});
export const generateKeyFormSchema = generateKeyBodySchema;
export const deleteKeyBodySchema = reauthBodySchema;

export const keyChangeResponseSchema = z.object({ message: z.string(), key: keyUsageSchema });

export const keyIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** Deleting a key still in use needs `?force=true` (the UI's "Delete Anyway"). */
export const deleteKeyQuerySchema = z.object({
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const deleteKeyResponseSchema = z.object({ message: z.string(), id: z.string() });

const pemSchema = z.string({ error: M.keysMissing }).trim().min(1, M.keysMissing).max(20_000, M.fieldTooLong);
/** PEM text of an RSA key pair (SPKI or PKCS#1 public key, PKCS#8 or PKCS#1 private key, unencrypted). */
export const importKeyBodySchema = reauthBodySchema.extend({
  publicKey: pemSchema,
  privateKey: pemSchema,
  algorithm: keyAlgorithmSchema.default(ENCRYPTION_KEYS.defaultAlgorithm),
});
export const importKeyFormSchema = importKeyBodySchema;
