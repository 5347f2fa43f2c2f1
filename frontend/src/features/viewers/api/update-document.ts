import { useMutation } from '@tanstack/react-query';
import { api, type CallInput, type CallOutput } from '../../../lib/api-client';
import { useDocumentChanges } from '../../../lib/document-queries';
import type { ViewerType } from '../lib/document-routes';

/**
 * The PATCH routes of part 2 §7 (statements, payslips and their rows). Each answers with the whole
 * updated view of the document (new version, checks re-run).
 */
export type UpdateRoute =
  | 'updateBankStatement'
  | 'updateBankTransaction'
  | 'updateCreditCardStatement'
  | 'updateCreditCardTransaction'
  | 'updatePayslip'
  | 'updatePayslipLineItem';

export interface UpdateVariables {
  /** The document's id for header edits, the row's id for row edits. */
  id: string;
  /** Only the fields the user changed, named after the body's keys (the server validates them). */
  changes: Record<string, unknown>;
  /** The document version the form was opened from (optimistic locking). */
  version: number;
}

type UpdateCall = (
  id: UpdateRoute,
  input: { params: { id: string }; body: CallInput<UpdateRoute>['body'] },
) => Promise<CallOutput<UpdateRoute>>;
const callUpdate = api.call as unknown as UpdateCall;

/**
 * One edit of document `documentId` of `type` through `route`. On success the answer replaces the
 * cached view and the dashboard's list and figures are refreshed (lib/document-queries).
 */
export function useUpdateDocument(type: ViewerType, documentId: string, route: UpdateRoute) {
  const changed = useDocumentChanges();
  return useMutation({
    mutationFn: ({ id, changes, version }: UpdateVariables) =>
      callUpdate(route, {
        params: { id },
        body: { ...changes, version } as CallInput<UpdateRoute>['body'],
      }),
    // Not awaited: the dialog closes on the new view while the list refetches behind it.
    onSuccess: (view) => {
      void changed({ kind: 'updated', type, id: documentId, view });
    },
  });
}
