import { lazy, Suspense, useMemo, useState } from 'react';
import { ArrowDown, ArrowUp, ChevronsUpDown, Download, Eye, FileText, Filter, Trash2 } from 'lucide-react';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { FormAlert } from '../../../components/form/form-alert';
import { toast } from '../../../components/ui/use-toast';
import { useClientContext } from '../../../lib/client-context';
import { cn } from '../../../lib/cn';
import { useDeleteDocument } from '../api/delete-document';
import { useRecentDocuments } from '../api/list-recent-documents';
import {
  activeFilterCount,
  applyFilters,
  DEFAULT_SORT,
  FAILED_ROW_MESSAGE,
  formatUploadDate,
  isInFlight,
  nextSort,
  NO_FILTERS,
  sortDocuments,
  statusLabel,
  typeLabel,
  type DocumentFilters,
  type RecentDocument,
  type Sort,
  type SortKey,
} from '../lib/document-list';
import { documentsCsv, documentsCsvFileName } from '../lib/list-csv';
import { useFailedProcessingAlert } from '../hooks/use-failed-processing-alert';
import { useStuckDocumentToast } from '../hooks/use-stuck-document-toast';

// Dialogs are fetched when first opened: they are not part of the dashboard's first paint.
const AdvancedFilterDialog = lazy(() =>
  import('./advanced-filter-dialog').then((m) => ({ default: m.AdvancedFilterDialog })),
);
const DeleteDocumentDialog = lazy(() =>
  import('./delete-document-dialog').then((m) => ({ default: m.DeleteDocumentDialog })),
);

export interface RecentDocumentsTableProps {
  /** Opens the detail view of a document (the dashboard composes the viewers). */
  onOpen: (doc: RecentDocument) => void;
  /** The document whose viewer is open: highlighted, and closed by the parent when deleted. */
  selectedId?: string | null;
  onDeleted?: (doc: RecentDocument) => void;
}

/** The Recent Documents table of spec part 2 §2.4 with the states and rules of §4. */
export function RecentDocumentsTable({ onOpen, selectedId = null, onDeleted }: RecentDocumentsTableProps) {
  const recent = useRecentDocuments();
  const { isActingForClient } = useClientContext();
  const documents = useMemo(() => recent.data?.documents ?? [], [recent.data]);
  const [filters, setFilters] = useState<DocumentFilters>(NO_FILTERS);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [filterOpen, setFilterOpen] = useState(false);
  const [toDelete, setToDelete] = useState<RecentDocument | null>(null);
  const deletion = useDeleteDocument();
  useStuckDocumentToast(documents);
  useFailedProcessingAlert(documents);

  const shown = useMemo(
    () => sortDocuments(applyFilters(documents, filters), sort),
    [documents, filters, sort],
  );
  const filterCount = activeFilterCount(filters);

  const exportCsv = () => {
    try {
      const blob = new Blob([documentsCsv(shown)], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = documentsCsvFileName(new Date());
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      toast({
        title: 'Export Successful',
        description: 'Documents list has been exported to CSV.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Export Failed',
        description: 'Unable to export documents list.',
        variant: 'destructive',
      });
    }
  };

  const confirmDelete = (doc: RecentDocument) => {
    const label = typeLabel(doc.documentType);
    deletion.mutate(
      { documentId: doc.documentId, documentType: doc.documentType as DocumentTypeCode },
      {
        onSuccess: () => {
          toast({
            title: 'Document deleted',
            description: `${label} has been successfully deleted.`,
            variant: 'success',
          });
          onDeleted?.(doc);
        },
        onError: () =>
          toast({
            title: 'Delete failed',
            description: `Failed to delete the ${label.toLowerCase()}. Please try again.`,
            variant: 'destructive',
          }),
      },
    );
    setToDelete(null);
  };

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <h2 className="text-base font-semibold tracking-tight text-slate-900">Recent Documents</h2>
          <p className="text-sm text-slate-600 tabular" aria-live="polite">
            {recent.isSuccess
              ? `Showing ${shown.length} of ${documents.length} documents from the last 3 months`
              : 'Documents uploaded in the last 3 months'}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setFilterOpen(true)}>
            <Filter aria-hidden />
            Advanced Filter
            {filterCount > 0 && (
              <Badge variant="brand" className="ml-0.5 px-1.5 py-0">
                {filterCount}
              </Badge>
            )}
          </Button>
          <Button variant="secondary" size="sm" onClick={exportCsv} disabled={shown.length === 0}>
            <Download aria-hidden />
            Export CSV
          </Button>
        </div>
      </div>

      {recent.isPending ? (
        <div className="flex flex-col gap-2 p-4 sm:p-6" aria-busy="true" aria-label="Loading documents">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      ) : recent.isError ? (
        <div className="p-4 sm:p-6">
          <FormAlert tone="error" title="Documents could not be loaded">
            {recent.error.message}
          </FormAlert>
        </div>
      ) : documents.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="max-h-[400px] overflow-auto" data-testid="recent-documents-scroll">
          <table className="w-full min-w-[680px] text-sm">
            <thead className="sticky top-0 z-10 bg-slate-50 text-left text-xs font-medium tracking-wide whitespace-nowrap text-slate-600 uppercase shadow-[inset_0_-1px_0] shadow-slate-200">
              <tr>
                <SortHeader label="Document Type" sortKey="documentType" sort={sort} onSort={setSort} />
                <SortHeader label="Title" sortKey="title" sort={sort} onSort={setSort} />
                <th scope="col" className="px-3 py-2.5">
                  Details
                </th>
                <SortHeader label="Upload Date (UTC)" sortKey="uploadDate" sort={sort} onSort={setSort} />
                <SortHeader label="Status" sortKey="processingStatus" sort={sort} onSort={setSort} />
                {/* Actions stay in view while a narrow screen scrolls the table sideways. */}
                <th scope="col" className="sticky right-0 bg-slate-50 px-3 py-2.5 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.length === 0 && (
                <tr>
                  <td colSpan={6} className="px-4 py-10 text-center text-slate-600">
                    No documents match these filters.{' '}
                    <button
                      type="button"
                      className="font-medium text-brand-700 hover:underline"
                      onClick={() => setFilters(NO_FILTERS)}
                    >
                      Clear filters
                    </button>
                  </td>
                </tr>
              )}
              {shown.map((doc) => {
                const busy = isInFlight(doc.processingStatus);
                return (
                  <tr
                    key={doc.documentId}
                    data-testid="recent-document-row"
                    aria-selected={doc.documentId === selectedId}
                    className={cn(
                      'group align-top hover:bg-slate-50',
                      doc.documentId === selectedId && 'bg-brand-50/60 hover:bg-brand-50',
                    )}
                  >
                    <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                      {typeLabel(doc.documentType)}
                    </td>
                    <td className="max-w-48 px-3 py-3">
                      <p className="truncate font-medium text-slate-900" title={doc.title}>
                        {doc.title}
                      </p>
                      {doc.processingStatus === 'failed' && (
                        <p className="mt-1 text-xs text-destructive">{FAILED_ROW_MESSAGE}</p>
                      )}
                    </td>
                    <td className="max-w-40 px-3 py-3 text-slate-600">
                      <p className="truncate" title={doc.subtitle ?? undefined}>
                        {doc.subtitle}
                      </p>
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap text-slate-600 tabular">
                      <UploadDate iso={doc.uploadDate} />
                    </td>
                    <td className="px-3 py-3">
                      <StatusBadge status={doc.processingStatus} />
                    </td>
                    <td
                      className={cn(
                        'sticky right-0 bg-white px-3 py-3 group-hover:bg-slate-50',
                        doc.documentId === selectedId && 'bg-brand-50 group-hover:bg-brand-50',
                      )}
                    >
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          disabled={busy}
                          onClick={() => onOpen(doc)}
                          aria-label={`View ${doc.title}`}
                          title="View"
                        >
                          <Eye aria-hidden />
                        </Button>
                        {!isActingForClient && (
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8 text-destructive hover:bg-destructive-soft hover:text-destructive"
                            disabled={busy || deletion.isPending}
                            onClick={() => setToDelete(doc)}
                            aria-label={`Delete ${doc.title}`}
                            title="Delete"
                          >
                            {deletion.isPending && deletion.variables?.documentId === doc.documentId ? (
                              <Spinner className="size-4" />
                            ) : (
                              <Trash2 aria-hidden />
                            )}
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <Suspense fallback={null}>
        {filterOpen && (
          <AdvancedFilterDialog
            open={filterOpen}
            onOpenChange={setFilterOpen}
            filters={filters}
            onApply={(next) => {
              setFilters(next);
              setFilterOpen(false);
            }}
          />
        )}
        {toDelete && (
          <DeleteDocumentDialog
            document={toDelete}
            onCancel={() => setToDelete(null)}
            onConfirm={confirmDelete}
          />
        )}
      </Suspense>
    </Card>
  );
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const active = sort.key === sortKey;
  const Icon = !active ? ChevronsUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className="px-3 py-2.5"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, sortKey))}
        className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
      >
        {label}
        <Icon className={cn('size-3.5', active ? 'text-slate-900' : 'text-slate-400')} aria-hidden />
      </button>
    </th>
  );
}

const BADGE_VARIANTS = {
  pending: 'neutral',
  processing: 'info',
  completed: 'success',
  failed: 'destructive',
} as const;

function StatusBadge({ status }: { status: string }) {
  const variant = BADGE_VARIANTS[status as keyof typeof BADGE_VARIANTS] ?? 'neutral';
  return (
    <Badge variant={variant} className="whitespace-nowrap">
      {status === 'processing' && <Spinner className="size-3" />}
      {statusLabel(status)}
    </Badge>
  );
}

/** Date, then the time on a second quieter line, both UTC (the column says so). */
function UploadDate({ iso }: { iso: string | null }) {
  const full = formatUploadDate(iso);
  if (!full) return null;
  const match = /^(.*\d{4}), (.*)$/.exec(full);
  if (!match) return <>{full}</>;
  return (
    <span className="flex flex-col">
      <span>{match[1]}</span>
      <span className="text-xs text-slate-500">{match[2]}</span>
    </span>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
      <div className="flex size-11 items-center justify-center rounded-full bg-slate-100">
        <FileText className="size-5 text-slate-500" aria-hidden />
      </div>
      <p className="text-sm font-medium text-slate-900">No documents yet</p>
      <p className="max-w-sm text-sm text-slate-600">
        Upload a statement, payslip or tax form and it will appear here while it is processed.
      </p>
    </div>
  );
}
