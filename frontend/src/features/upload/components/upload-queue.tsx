import { CheckCircle2, FileText, Images, Loader2, XCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import type { QueueItem } from '../lib/upload-queue';
import { overallProgress } from '../lib/upload-rules';

const STATUS_LABEL = {
  pending: 'Waiting',
  uploading: 'Uploading',
  completed: 'Uploaded',
  failed: 'Failed',
} as const;

/** Per-item and overall progress, and Clear Completed (spec part 2 §2.1, §4). */
export function UploadQueue({
  items,
  onClearCompleted,
}: {
  items: QueueItem[];
  onClearCompleted: () => void;
}) {
  if (items.length === 0) return null;
  const overall = overallProgress(items);
  const hasCompleted = items.some((item) => item.status === 'completed');
  return (
    <section aria-labelledby="upload-queue-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="upload-queue-title" className="text-sm font-semibold text-slate-900">
          Upload Queue
        </h3>
        <Button variant="ghost" size="sm" onClick={onClearCompleted} disabled={!hasCompleted}>
          Clear Completed
        </Button>
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex justify-between text-xs text-slate-600">
          <span id="overall-progress-label">Overall progress</span>
          <span className="tabular" data-testid="overall-progress">
            {overall}%
          </span>
        </div>
        <Progress value={overall} aria-labelledby="overall-progress-label" />
      </div>
      <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 px-3 py-2.5" data-testid="upload-queue-item">
            <div className="flex items-center gap-3">
              {item.isMultiPage ? (
                <Images className="size-4 shrink-0 text-slate-500" aria-hidden />
              ) : (
                <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
              )}
              <p className="min-w-0 flex-1 truncate text-sm text-slate-900">{item.name}</p>
              {item.isMultiPage && <Badge variant="neutral">{item.pageCount} pages</Badge>}
              <StatusBadge status={item.status} />
            </div>
            {item.status === 'uploading' && (
              <div className="flex items-center gap-2">
                <Progress value={item.progress} aria-label={`Upload progress of ${item.name}`} />
                <span className="w-9 text-right text-xs text-slate-600 tabular">{item.progress}%</span>
              </div>
            )}
            {item.status === 'failed' && item.error && (
              <p className="text-sm text-destructive" role="alert">
                {item.error}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatusBadge({ status }: { status: QueueItem['status'] }) {
  if (status === 'completed')
    return (
      <Badge variant="success">
        <CheckCircle2 className="size-3" aria-hidden />
        {STATUS_LABEL.completed}
      </Badge>
    );
  if (status === 'failed')
    return (
      <Badge variant="destructive">
        <XCircle className="size-3" aria-hidden />
        {STATUS_LABEL.failed}
      </Badge>
    );
  if (status === 'uploading')
    return (
      <Badge variant="info">
        <Loader2 className="size-3 animate-spin" aria-hidden />
        {STATUS_LABEL.uploading}
      </Badge>
    );
  return <Badge variant="neutral">{STATUS_LABEL.pending}</Badge>;
}
