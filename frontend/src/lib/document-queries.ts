import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clientScope, useClientContext } from './client-context';

// Everything the frontend caches that is derived from a user's documents, in one place: the feature
// key factories (documents, viewers, analysis) build on these roots, and every document mutation
// (upload, edit, delete) goes through `applyDocumentChange`, so no screen keeps showing data another
// screen has changed. Queries never go stale on their own (lib/query-client.ts), hence the need.

export const DOCUMENT_QUERY_ROOTS = {
  /** The dashboard's Recent Documents (`['recent-documents', scope]`). */
  list: 'recent-documents',
  /** Detail views (`['document-views', scope, type, id]`). */
  views: 'document-views',
  /** The financial analysis figures (`['financial-analysis', scope]`). */
  analysis: 'financial-analysis',
} as const;

/** The cache key of one document's detail view, fetched for `clientId` ('self' when null). */
export function documentViewKey(clientId: string | null, type: string, id: string) {
  return [DOCUMENT_QUERY_ROOTS.views, clientScope(clientId), type, id] as const;
}

export type DocumentChange =
  /** Documents were created (an upload) or may have changed (a failed delete): refetch lists and figures. */
  | { kind: 'refresh' }
  /** An edit answered with the document's whole new view (re-checked, new version). */
  | { kind: 'updated'; type: string; id: string; view: unknown }
  | { kind: 'deleted'; type: string; id: string };

/**
 * Brings the cache in line with a document change made for `clientId`: the edited view replaces the
 * cached one (no refetch needed, the server answered with it), a deleted one is dropped, and the
 * Recent Documents list and the financial analysis of that client are marked stale — refetched now
 * where they are on screen, on their next mount otherwise.
 */
export async function applyDocumentChange(
  queryClient: QueryClient,
  clientId: string | null,
  change: DocumentChange,
): Promise<void> {
  if (change.kind === 'updated')
    queryClient.setQueryData(documentViewKey(clientId, change.type, change.id), change.view);
  if (change.kind === 'deleted')
    queryClient.removeQueries({ queryKey: documentViewKey(clientId, change.type, change.id) });
  const scope = clientScope(clientId);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [DOCUMENT_QUERY_ROOTS.list, scope] }),
    queryClient.invalidateQueries({ queryKey: [DOCUMENT_QUERY_ROOTS.analysis, scope] }),
  ]);
}

/** `applyDocumentChange` bound to this component's query client and selected client. */
export function useDocumentChanges(): (change: DocumentChange) => Promise<void> {
  const queryClient = useQueryClient();
  const { clientId } = useClientContext();
  return useCallback(
    (change: DocumentChange) => applyDocumentChange(queryClient, clientId, change),
    [queryClient, clientId],
  );
}
