import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { FormAlert } from '../../components/form/form-alert';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api-client';
import { useDocumentView } from './api/get-document-view';
import { ChunkErrorBoundary } from './components/chunk-error-boundary';
import type { ViewerType } from './lib/document-routes';
import type { TypeViewerProps } from './types/common';
import type { DocumentViewBase } from './lib/view-types';

// Each type's viewer is its own chunk, fetched when a document of that type is first opened: the
// dashboard's first load carries none of them (issue 8: /home initial JS ≤ 170 KB gzip).
type AnyViewer = ComponentType<TypeViewerProps<DocumentViewBase>>;
const load = (loader: () => Promise<{ default: unknown }>) =>
  lazy(loader as () => Promise<{ default: AnyViewer }>);

const VIEWERS: Record<ViewerType, AnyViewer> = {
  bank_statement: load(() =>
    import('./types/bank-statement-viewer').then((m) => ({ default: m.BankStatementViewer })),
  ),
  credit_card_statement: load(() =>
    import('./types/credit-card-viewer').then((m) => ({ default: m.CreditCardViewer })),
  ),
  payslip: load(() => import('./types/payslip-viewer').then((m) => ({ default: m.PayslipViewer }))),
  w2: load(() => import('./types/w2-viewer').then((m) => ({ default: m.W2Viewer }))),
  irs_1040: load(() => import('./types/irs-1040-viewer').then((m) => ({ default: m.Irs1040Viewer }))),
  irs_1099: load(() => import('./types/irs-1099-viewer').then((m) => ({ default: m.Irs1099Viewer }))),
  invoice: load(() => import('./types/invoice-viewer').then((m) => ({ default: m.InvoiceViewer }))),
  balance_sheet: load(() =>
    import('./types/balance-sheet-viewer').then((m) => ({ default: m.BalanceSheetViewer })),
  ),
  profit_loss: load(() =>
    import('./types/profit-loss-viewer').then((m) => ({ default: m.ProfitLossViewer })),
  ),
  cash_flow: load(() => import('./types/cash-flow-viewer').then((m) => ({ default: m.CashFlowViewer }))),
  other: load(() =>
    import('./types/other-document-viewer').then((m) => ({ default: m.OtherDocumentViewer })),
  ),
};

/** The spec's loading texts (part 2 §8), and the same pattern for the types it does not name. */
const LOADING_TEXT: Record<ViewerType, string> = {
  bank_statement: 'Loading bank statement...',
  credit_card_statement: 'Loading credit card statement...',
  payslip: 'Loading payslip...',
  w2: 'Loading W-2...',
  irs_1040: 'Loading IRS 1040...',
  irs_1099: 'Loading IRS 1099...',
  invoice: 'Loading invoice...',
  balance_sheet: 'Loading balance sheet...',
  profit_loss: 'Loading profit & loss statement...',
  cash_flow: 'Loading cash flow statement...',
  other: 'Loading document...',
};

export interface DocumentViewerProps {
  type: ViewerType;
  id: string;
  onClose: () => void;
  /** Called after the document was deleted from this viewer (the dashboard closes it, refreshes its list). */
  onDeleted: () => void;
}

/** The detail view of one document, by type (spec part 2 §2.5). */
export function DocumentViewer({ type, id, onClose, onDeleted }: DocumentViewerProps) {
  const query = useDocumentView(type, id);
  if (query.isPending) return <ViewerLoading text={LOADING_TEXT[type]} />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.code === 'NOT_FOUND';
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
        <FormAlert tone="error" title={missing ? 'Document not found' : 'Failed to load the document'}>
          {missing ? 'It may have been deleted, or you no longer have access to it.' : query.error.message}
        </FormAlert>
        <div className="flex gap-2">
          {!missing && (
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  const Viewer = VIEWERS[type];
  return (
    <ChunkErrorBoundary onClose={onClose}>
      <Suspense fallback={<ViewerLoading text={LOADING_TEXT[type]} />}>
        <Viewer view={query.data} onClose={onClose} onDeleted={onDeleted} onReload={() => query.refetch()} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function ViewerLoading({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" />
        {text}
      </p>
      <Skeleton className="h-6 w-1/3" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}

export { type ViewerType };
