import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeyAlgorithm } from '@docledger/shared/api/schemas/keys';
import type { ReauthBody } from '@docledger/shared/api/schemas/auth';
import { api, isApiError } from '../../../lib/api-client';

/** Key changes need the current password, and a code while two-factor is on (issue 7). */
type Reauth = ReauthBody;

export const keyKeys = {
  all: ['encryption-keys'] as const,
  active: () => [...keyKeys.all, 'active'] as const,
  usage: () => [...keyKeys.all, 'usage'] as const,
};

/** GET /api/encryption/keys/active; a 404 means "No active key found", not a failure. */
export function useActiveKey() {
  return useQuery({
    queryKey: keyKeys.active(),
    queryFn: async ({ signal }) => {
      try {
        return await api.call('getActiveKey', { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useKeyUsage() {
  return useQuery({
    queryKey: keyKeys.usage(),
    queryFn: ({ signal }) => api.call('listKeyUsage', { signal }),
  });
}

export function useGenerateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { keySize: 2048 | 4096; algorithm: KeyAlgorithm } & Reauth) =>
      api.call('generateKey', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyKeys.all }),
  });
}

export function useImportKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { publicKey: string; privateKey: string; algorithm: KeyAlgorithm } & Reauth) =>
      api.call('importKey', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyKeys.all }),
  });
}

export function useDeleteKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force, ...reauth }: { id: string; force: boolean } & Reauth) =>
      api.call('deleteKey', { params: { id }, query: force ? { force: 'true' } : {}, body: reauth }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyKeys.usage() }),
  });
}
