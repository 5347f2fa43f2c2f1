import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { PROCESSING_STATUS_BADGE_LABELS, type ProcessingStatus } from '@docledger/shared/domain/statuses';
import { DOCUMENT_TYPE_DISPLAY_NAMES } from '@docledger/shared/domain/document-types';
import { COMPANY } from '@docledger/shared/domain/limits';
import { formatDate } from '@docledger/shared/format/dates';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/form/form-alert';
import type { ConfidenceScale } from '../lib/confidence';
import { shortDocumentId } from '../lib/mask';
import type { ViewerType } from '../lib/document-routes';
import type { DocumentViewBase } from '../lib/view-types';
import { ConfidenceBadge } from './confidence';
import { DeleteDocumentButton, DownloadOriginalButton } from './document-actions';
import { ExportMenu } from './export-menu';
import { ReconciliationSummary } from './reconciliation-summary';
import { FailurePanel, ProcessingPanel, ReviewBanner } from './status-panels';

const statusVariant: Record<ProcessingStatus, 'neutral' | 'info' | 'success' | 'destructive'> = {
  pending: 'neutral',
  processing: 'info',
  completed: 'success',
  failed: 'destructive',
};

export interface ViewerFrameProps {
  type: ViewerType;
  view: DocumentViewBase;
  scale?: ConfidenceScale;
  onClose: () => void;
  onDeleted: () => void;
  /** Edit button(s) of the summary; rendered only when the user may edit a completed document. */
  editActions?: ReactNode;
  /** The type's body, shown once the document is completed. */
  children: ReactNode;
}

/**
 * The frame every viewer shares (spec part 2 §2.5): title, document id (last 8, upper case),
 * confidence, AI model, status; Export, Download Original and Delete; and the state panels — a
 * spinner while pending or processing, the failure panel, or the type's body with the review
 * banner and the reconciliation result above it.
 */
export function ViewerFrame({
  type,
  view,
  scale = 'default',
  onClose,
  onDeleted,
  editActions,
  children,
}: ViewerFrameProps) {
  const completed = view.processingStatus === 'completed';
  const working = view.processingStatus === 'pending' || view.processingStatus === 'processing';
  const meta = view.extractionMetadata;
  return (
    <article
      aria-labelledby={`viewer-title-${view.documentId}`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
            {DOCUMENT_TYPE_DISPLAY_NAMES[type]}
          </p>
          <h2
            id={`viewer-title-${view.documentId}`}
            className="text-lg font-semibold break-words text-slate-900"
          >
            {view.title}
          </h2>
          {view.subtitle && <p className="text-sm text-slate-600">{view.subtitle}</p>}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            <Badge variant={statusVariant[view.processingStatus]}>
              {PROCESSING_STATUS_BADGE_LABELS[view.processingStatus] ?? view.processingStatus}
            </Badge>
            <span className="tabular-nums">
              ID: <span className="font-mono">{shortDocumentId(view.documentId)}</span>
            </span>
            {view.uploadDate && <span>Uploaded {formatDate(view.uploadDate)}</span>}
            {completed && type !== 'other' && (
              <>
                <span className="inline-flex items-center gap-1">
                  Confidence <ConfidenceBadge score={view.confidenceScore} scale={scale} />
                </span>
                <span>AI model: {meta.model || COMPANY.defaultModelLabel}</span>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {completed && view.canEdit && editActions}
          {completed && <ExportMenu type={type} id={view.documentId} />}
          <DownloadOriginalButton type={type} url={view.originalFileUrl} />
          {view.canDelete && (
            <DeleteDocumentButton type={type} id={view.documentId} title={view.title} onDeleted={onDeleted} />
          )}
          <Button variant="ghost" size="icon" className="size-8" onClick={onClose} aria-label="Close viewer">
            <X aria-hidden />
          </Button>
        </div>
      </header>

      {working && <ProcessingPanel />}
      {view.processingStatus === 'failed' && <FailurePanel reason={meta.reason} details={meta.error} />}
      {completed && (
        <>
          {!view.sensitiveDataReadable && (
            <FormAlert tone="warning" title="Some values can no longer be read">
              The encryption key that protected this document’s account numbers and tax ids was deleted, so
              they cannot be shown or exported. Everything else is unaffected.
            </FormAlert>
          )}
          {meta.suspectedType && (
            <FormAlert tone="info" title="This may be a different kind of document">
              It looks like a {DOCUMENT_TYPE_DISPLAY_NAMES[meta.suspectedType]} rather than a{' '}
              {DOCUMENT_TYPE_DISPLAY_NAMES[type]}. If so, delete it and upload it again with that type.
            </FormAlert>
          )}
          {view.reviewRequired && <ReviewBanner reasons={view.reviewReasons} />}
          {type !== 'other' && <ReconciliationSummary checks={view.checks} />}
          {children}
        </>
      )}
    </article>
  );
}
