import { ENCRYPTION_KEYS } from '@docledger/shared/domain/limits';
import type { KeyAlgorithm } from '@docledger/shared/api/schemas/keys';

/** Ids are long; the list shows 12 characters and the delete dialog 24 (spec part 1 §9). */
export function truncateKeyId(id: string, length: number): string {
  return id.length > length ? `${id.slice(0, length)}…` : id;
}
export const truncateForList = (id: string) => truncateKeyId(id, ENCRYPTION_KEYS.idTruncateList);
export const truncateForDialog = (id: string) => truncateKeyId(id, ENCRYPTION_KEYS.idTruncateDialog);

/** The spec's "RSA-256"/"RSA-512" name the OAEP hash (DESIGN §8). */
export function algorithmDescription(algorithm: KeyAlgorithm): string {
  return algorithm === 'RSA-512' ? 'RSA-OAEP-SHA512' : 'RSA-OAEP-SHA256';
}
