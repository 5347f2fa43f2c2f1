import { useState } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, CircleAlert, TriangleAlert } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

/** Pending or processing (spec part 2 §2.5). */
export function ProcessingPanel() {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white px-6 py-12 text-center"
    >
      <Spinner className="size-8" />
      <p className="text-base font-semibold text-slate-900">Processing Document...</p>
      <p className="max-w-md text-sm text-slate-600">
        AI is extracting data from your document. This usually takes 5-10 seconds.
      </p>
    </div>
  );
}

export const DEFAULT_FAILURE_REASON = "Unable to process this document. Please ensure it's a valid document.";

const SUGGESTIONS = [
  'Upload a clearer, higher-resolution image',
  'Ensure the document is valid with all required details visible',
  'Try reducing file size (under 5MB recommended)',
  'Make sure all text is clearly visible',
];

/** Failed (spec part 2 §4): the reason, optional technical details, the suggestions. */
export function FailurePanel({ reason, details }: { reason?: string | null; details?: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-destructive-soft p-5 text-red-950"
    >
      <div className="flex items-start gap-3">
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold">Processing Failed</p>
          <p className="text-sm break-words">{reason || DEFAULT_FAILURE_REASON}</p>
        </div>
      </div>
      {details && details !== reason && (
        <Collapsible.Root open={open} onOpenChange={setOpen} className="pl-8">
          <Collapsible.Trigger className="inline-flex items-center gap-1 text-sm font-medium text-red-900 underline-offset-4 hover:underline">
            <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
            Technical details
          </Collapsible.Trigger>
          <Collapsible.Content>
            <pre className="mt-2 max-h-40 overflow-auto rounded-md bg-white/70 p-2 font-mono text-xs whitespace-pre-wrap">
              {details}
            </pre>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
      <div className="pl-8 text-sm">
        <p className="font-medium">Suggestions:</p>
        <ul className="mt-1 list-disc pl-5">
          {SUGGESTIONS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Extraction flagged the document for a human look; each reason on its own line. */
export function ReviewBanner({ reasons }: { reasons: readonly string[] }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-amber-200 bg-warning-soft p-4 text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="font-semibold">Review required</p>
        <p>Some values may be wrong. Check the highlighted fields against the original document.</p>
        {reasons.length > 0 && (
          <ul className="list-disc pl-5">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
