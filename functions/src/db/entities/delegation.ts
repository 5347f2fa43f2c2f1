import { Entity } from 'electrodb';
import { ACCESS_REQUEST_STATUSES, AUDIT_ACTIONS } from '@docledger/shared/api/schemas/delegation';

// A CPA's request to access a client's documents (spec part 3 §4: pending → approved | denied; an
// approved request becomes 'revoked' when the client revokes). A request made by a firm member is a
// firm request: approving it grants the firm.
export const accessRequestEntity = new Entity({
  model: { entity: 'accessRequest', version: '1', service: 'docledger' },
  attributes: {
    requestId: { type: 'string', required: true },
    cpaUserId: { type: 'string', required: true },
    clientUserId: { type: 'string', required: true },
    firmId: { type: 'string' },
    status: { type: ACCESS_REQUEST_STATUSES, required: true },
    requestMessage: { type: 'string' },
    clientResponse: { type: 'string' },
    requestedAt: { type: 'string', required: true },
    respondedAt: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['requestId'] }, sk: { field: 'sk', composite: [] } },
    byCpa: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['cpaUserId'] },
      sk: { field: 'gsi1sk', composite: ['requestedAt', 'requestId'] },
    },
    byClient: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['clientUserId'] },
      sk: { field: 'gsi2sk', composite: ['requestedAt', 'requestId'] },
    },
  },
});

// An active grant: the client lets a CPA (granteeType 'cpa') or every member of a firm ('firm') view
// and upload. Keyed by client + grantee so the per-request check is one GetItem; deleted on revoke.
export const grantEntity = new Entity({
  model: { entity: 'grant', version: '1', service: 'docledger' },
  attributes: {
    clientUserId: { type: 'string', required: true },
    granteeId: { type: 'string', required: true },
    granteeType: { type: ['cpa', 'firm'] as const, required: true },
    requestId: { type: 'string', required: true },
    /** The CPA who asked (for a firm grant, the member who sent the request). */
    requestedBy: { type: 'string', required: true },
    approvedAt: { type: 'string', required: true },
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['clientUserId'] },
      sk: { field: 'sk', composite: ['granteeId'] },
    },
    byGrantee: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['granteeId'] },
      sk: { field: 'gsi1sk', composite: ['clientUserId'] },
    },
  },
});

// The audit trail a client reads on /client-delegation: who did what with their account and when.
export const auditEntryEntity = new Entity({
  model: { entity: 'auditEntry', version: '1', service: 'docledger' },
  attributes: {
    clientUserId: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    action: { type: AUDIT_ACTIONS, required: true },
    actorUserId: { type: 'string', required: true },
    subject: { type: 'string' },
    documentId: { type: 'string' },
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['clientUserId'] },
      sk: { field: 'sk', composite: ['at', 'entryId'] },
    },
  },
});
