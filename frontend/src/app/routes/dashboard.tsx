import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { Skeleton } from '../../components/ui/skeleton';
import { useClientContext } from '../../lib/client-context';
import { useDocumentChanges } from '../../lib/document-queries';
import { ClientBanner } from '../../features/dashboard/client-banner';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { RecentDocumentsTable } from '../../features/documents/components/recent-documents-table';
import type { RecentDocument } from '../../features/documents/lib/document-list';
import { UploadPanel } from '../../features/upload/components/upload-panel';

// Viewers are their own chunks, fetched when a document is first opened (/home initial JS budget).
const DocumentViewer = lazy(() =>
  import('../../features/viewers/document-viewer').then((m) => ({ default: m.DocumentViewer })),
);

/**
 * /home and /upload (spec part 2 §2.3): the client banner, the upload panel, the Recent Documents
 * table, then the viewer of the selected document.
 */
export function DashboardPage() {
  const changed = useDocumentChanges();
  const { client, clientId } = useClientContext();
  const [selected, setSelected] = useState<{ id: string; type: DocumentTypeCode } | null>(null);
  const viewerRef = useRef<HTMLDivElement>(null);

  // Another client's document must not stay open after switching context.
  const [viewedFor, setViewedFor] = useState(clientId);
  if (viewedFor !== clientId) {
    setViewedFor(clientId);
    setSelected(null);
  }

  useEffect(() => {
    if (selected) viewerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [selected]);

  const open = (doc: RecentDocument) => setSelected({ id: doc.documentId, type: doc.documentType });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Dashboard · DocLedger</title>
      <DashboardHeader />
      <ClientBanner />
      <div className="grid items-start gap-6 lg:grid-cols-[19rem_minmax(0,1fr)]">
        <UploadPanel
          onDocumentsCreated={() => void changed({ kind: 'refresh' })}
          actingForName={client ? (client.name ?? client.email) : null}
        />
        <RecentDocumentsTable
          onOpen={open}
          selectedId={selected?.id ?? null}
          onDeleted={(doc) => {
            if (doc.documentId === selected?.id) setSelected(null);
          }}
        />
      </div>
      {selected && (
        <div ref={viewerRef} className="scroll-mt-20">
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <DocumentViewer
              key={selected.id}
              type={selected.type}
              id={selected.id}
              onClose={() => setSelected(null)}
              // The delete itself refreshed the list and figures (lib/document-queries).
              onDeleted={() => setSelected(null)}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

export { DashboardPage as Component };
