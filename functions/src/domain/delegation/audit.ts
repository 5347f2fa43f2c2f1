// The delegation audit trail (issue 10): every grant, revocation, firm membership change and every
// document a CPA opened, uploaded or exported for a client. Each entry goes to the security event log
// (operators) and to the client's trail in the table (GET /api/client/access-log).
import { randomUUID } from 'node:crypto';
import type { AuditAction } from '@docledger/shared/api/schemas/delegation';
import { putAuditEntry } from '../../db/access/delegation';
import { clock } from '../../platform/clock';
import { logger as rootLogger, type Logger } from '../../platform/logger';
import { securityEvent } from '../../platform/security-events';

export interface AuditInput {
  clientUserId: string;
  actorUserId: string;
  action: AuditAction;
  subject?: string;
  documentId?: string;
}

export async function recordAudit(input: AuditInput, log: Logger = rootLogger): Promise<void> {
  securityEvent(log, `delegation.${input.action}`, {
    userId: input.actorUserId,
    targetUserId: input.clientUserId,
    resourceType: input.documentId ? 'document' : undefined,
    resourceId: input.documentId,
  });
  await putAuditEntry({
    clientUserId: input.clientUserId,
    entryId: randomUUID(),
    at: new Date(clock.now()).toISOString(),
    action: input.action,
    actorUserId: input.actorUserId,
    ...(input.subject ? { subject: input.subject.slice(0, 300) } : {}),
    ...(input.documentId ? { documentId: input.documentId } : {}),
  });
}

const DOCUMENT_ACTIONS = {
  view: 'document_viewed',
  upload: 'document_uploaded',
  export: 'document_exported',
} as const;

/**
 * Called by the access module (domain/access/access.ts) once per request after a CPA acting for a client
 * passed the check for a view, upload or export (decision 084). Owners acting on their own data are not
 * recorded.
 */
export async function recordDelegateDocumentAccess(input: {
  cpaUserId: string;
  clientUserId: string;
  action: keyof typeof DOCUMENT_ACTIONS;
  documentId?: string;
  title?: string;
}): Promise<void> {
  if (input.cpaUserId === input.clientUserId) return;
  await recordAudit({
    clientUserId: input.clientUserId,
    actorUserId: input.cpaUserId,
    action: DOCUMENT_ACTIONS[input.action],
    subject: input.title,
    documentId: input.documentId,
  });
}
