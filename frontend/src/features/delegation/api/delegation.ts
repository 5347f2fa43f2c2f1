import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateAccessRequestBody,
  UpdateAccessRequestBody,
} from '@docledger/shared/api/schemas/delegation';
import { api } from '../../../lib/api-client';

export const delegationKeys = {
  all: ['delegation'] as const,
  cpaRequests: () => [...delegationKeys.all, 'cpa-requests'] as const,
  cpaClients: () => [...delegationKeys.all, 'cpa-clients'] as const,
  clientRequests: () => [...delegationKeys.all, 'client-requests'] as const,
  clientCpas: () => [...delegationKeys.all, 'client-cpas'] as const,
  accessLog: () => [...delegationKeys.all, 'access-log'] as const,
};

export function useCpaAccessRequests() {
  return useQuery({
    queryKey: delegationKeys.cpaRequests(),
    queryFn: ({ signal }) => api.call('listCpaAccessRequests', { signal }),
  });
}

/** The CPA's clients (also the dashboard switcher's list). */
export function useCpaClients(enabled = true) {
  return useQuery({
    queryKey: delegationKeys.cpaClients(),
    queryFn: ({ signal }) => api.call('listCpaClients', { signal }),
    enabled,
  });
}

export function useRequestAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccessRequestBody) => api.call('createCpaAccessRequest', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: delegationKeys.cpaRequests() }),
  });
}

/** Client side; skipped for business_cpa (spec part 3 §6). */
export function useClientAccessRequests(enabled = true) {
  return useQuery({
    queryKey: delegationKeys.clientRequests(),
    queryFn: ({ signal }) => api.call('listClientAccessRequests', { signal }),
    enabled,
  });
}

export function useClientCpas(enabled = true) {
  return useQuery({
    queryKey: delegationKeys.clientCpas(),
    queryFn: ({ signal }) => api.call('listClientCpas', { signal }),
    enabled,
  });
}

export function useAccessLog() {
  return useQuery({
    queryKey: delegationKeys.accessLog(),
    queryFn: ({ signal }) => api.call('listClientAccessLog', { signal }),
  });
}

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: UpdateAccessRequestBody }) =>
      api.call('updateClientAccessRequest', { params: { id: input.id }, body: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: delegationKeys.all }),
  });
}

export function useRevokeCpa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cpaUserId: string) => api.call('revokeClientCpa', { params: { cpaUserId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: delegationKeys.all }),
  });
}
