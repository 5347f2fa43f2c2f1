// The viewer's detail of one document type, shared by the eleven get-<type> handlers: its reads start
// beside the session lookup (speculativeRead, decision 183), so a viewer open costs one round trip.
import type { RouteDef } from '@docledger/shared/api/define-route';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { httpHandler, type SpeculativeInput } from '../platform/http-handler';
import { getDocumentForViewer, readDetail } from '../domain/documents/reads';

const idOf = (params: unknown) => (params as { id: string }).id;

export function documentDetailHandler<R extends RouteDef>(route: R, type: DocumentTypeCode) {
  // Typed apart so that the handler's `speculative` is inferred from it (a context-sensitive callback
  // here would fix the type before its return is seen).
  const speculativeRead = ({ params, claimedActingFor }: SpeculativeInput<R>) =>
    readDetail(idOf(params), claimedActingFor);
  return httpHandler(
    route,
    ({ actor, params, speculative }) =>
      getDocumentForViewer(actor!, type, idOf(params), speculative) as never,
    { speculativeRead },
  );
}
