import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Camera, FileText, FolderOpen, Images, UploadCloud, X } from 'lucide-react';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { DOCUMENT_TYPE_LIMITS } from '@docledger/shared/domain/document-types';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { FormAlert } from '../../../components/form/form-alert';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useDocumentTypes } from '../api/get-document-types';
import { useUploadQueue } from '../hooks/use-upload-queue';
import {
  checkFiles,
  exceedsFileLimit,
  planDocuments,
  tooManyFilesMessage,
  UPLOAD_MESSAGES,
} from '../lib/upload-rules';
import { StagedFiles } from './staged-files';
import { UploadQueue } from './upload-queue';
import type { TurnstileHandle } from './turnstile-widget';

// The bot check exists only where a site key is configured.
const TurnstileWidget = lazy(() =>
  import('./turnstile-widget').then((m) => ({ default: m.TurnstileWidget })),
);

const ConfirmUploadDialog = lazy(() =>
  import('./confirm-upload-dialog').then((m) => ({ default: m.ConfirmUploadDialog })),
);

// The camera (getUserMedia, canvas) is fetched only when Take Photo is used.
const CameraDialog = lazy(() =>
  import('../../../components/camera/camera-dialog').then((m) => ({ default: m.CameraDialog })),
);

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * The upload panel of spec part 2 §2.1: type select (preselected when only one type is active),
 * bot check when configured, drag and drop, Browse Files, Take Photo below 768 px, staged files with
 * a preview grid for photo sets, a confirmation dialog, then the queue with real progress.
 */
export function UploadPanel({
  onDocumentsCreated,
  actingForName,
}: {
  onDocumentsCreated: () => void;
  /** While acting for a client: whose documents these become. */
  actingForName?: string | null;
}) {
  const documentTypes = useDocumentTypes();
  const types = useMemo(() => documentTypes.data?.types ?? [], [documentTypes.data]);
  const [chosenType, setChosenType] = useState<DocumentTypeCode | ''>('');
  const only = types.length === 1 ? types[0] : undefined;
  const selectedType = chosenType || only?.code || '';
  const typeConfig = types.find((type) => type.code === selectedType);

  const [staged, setStaged] = useState<File[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const turnstileRef = useRef<TurnstileHandle>(null);
  const siteKey = documentTypes.data?.turnstileSiteKey ?? null;

  const getTurnstileToken = useCallback(
    async () => (turnstileRef.current ? turnstileRef.current.takeToken() : undefined),
    [],
  );
  const queue = useUploadQueue({ getTurnstileToken, onDocumentsCreated });

  const addFiles = (incoming: File[]) => {
    if (incoming.length === 0) return;
    if (!typeConfig) {
      toast({
        title: UPLOAD_MESSAGES.typeRequiredTitle,
        description: UPLOAD_MESSAGES.typeRequired,
        variant: 'destructive',
      });
      return;
    }
    const { accepted, rejected } = checkFiles(incoming);
    if (rejected.length > 0)
      toast({
        title: UPLOAD_MESSAGES.invalidFileTitle,
        description: rejected.map((r) => r.message).join('\n'),
        variant: 'destructive',
      });
    if (accepted.length === 0) return;
    const next = [...staged, ...accepted];
    const plan = planDocuments(next);
    const maxFiles = typeConfig.maxNumberOfFiles ?? DOCUMENT_TYPE_LIMITS.defaultMaxFiles;
    if (exceedsFileLimit(plan, maxFiles)) {
      toast({
        title: UPLOAD_MESSAGES.tooManyTitle,
        description: tooManyFilesMessage(maxFiles, typeConfig.displayName),
        variant: 'destructive',
      });
      return;
    }
    const pages = plan.find((doc) => doc.isMultiPage)?.files.length ?? 0;
    if (pages > typeConfig.maxPages) {
      toast({
        title: UPLOAD_MESSAGES.tooManyTitle,
        description: `A ${typeConfig.displayName} can have up to ${typeConfig.maxPages} pages. Please select fewer photos.`,
        variant: 'destructive',
      });
      return;
    }
    setStaged(next);
  };

  const startUpload = () => {
    if (!typeConfig) return;
    const plan = planDocuments(staged);
    setConfirming(false);
    setStaged([]);
    void queue.upload(plan, typeConfig.code);
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold tracking-tight text-slate-900">Upload Documents</h2>
        <CardDescription>
          {actingForName
            ? `Uploads go to ${actingForName}'s account.`
            : 'PDF, JPG or PNG up to 10 MB. Several photos of one document become one multi-page document.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {documentTypes.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : documentTypes.isError ? (
          <FormAlert tone="error" title="Document types could not be loaded">
            {documentTypes.error.message}
          </FormAlert>
        ) : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="upload-document-type">Document Type</Label>
            {/* A native select: light on the first paint and the platform's own picker on phones. */}
            <select
              id="upload-document-type"
              value={selectedType}
              onChange={(event) => {
                setChosenType(event.target.value as DocumentTypeCode);
                // Staged files were checked against the old type's limits: start over.
                setStaged([]);
              }}
              className={cn(
                'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30',
                selectedType ? 'text-slate-900' : 'text-slate-500',
              )}
            >
              <option value="" disabled>
                Select a document type
              </option>
              {types.map((type) => (
                <option key={type.code} value={type.code} className="text-slate-900">
                  {type.displayName}
                </option>
              ))}
            </select>
          </div>
        )}

        {siteKey && (
          <Suspense fallback={null}>
            <TurnstileWidget siteKey={siteKey} ref={turnstileRef} />
          </Suspense>
        )}

        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            addFiles(Array.from(event.dataTransfer.files));
          }}
          data-testid="upload-dropzone"
          className={cn(
            'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
            dragging ? 'border-brand-600 bg-brand-50/60' : 'border-slate-300 bg-slate-50/60',
          )}
        >
          <div className="flex size-11 items-center justify-center rounded-full bg-white shadow-xs ring-1 ring-slate-200">
            <UploadCloud className="size-5 text-brand-700" aria-hidden />
          </div>
          <div>
            <p className="text-sm font-medium text-slate-900">Drag and drop files here</p>
            <p className="text-xs text-slate-500">or choose them from your device</p>
          </div>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()}>
              <FolderOpen aria-hidden />
              Browse Files
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="md:hidden"
              onClick={() => {
                if (!typeConfig) {
                  toast({
                    title: UPLOAD_MESSAGES.typeRequiredTitle,
                    description: UPLOAD_MESSAGES.typeRequired,
                    variant: 'destructive',
                  });
                  return;
                }
                setCameraOpen(true);
              }}
            >
              <Camera aria-hidden />
              Take Photo
            </Button>
          </div>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose files to upload"
            onChange={(event) => {
              addFiles(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </div>

        {staged.length > 0 && (
          <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
            <StagedFiles
              files={staged}
              onRemove={(file) => setStaged((current) => current.filter((candidate) => candidate !== file))}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" size="sm" onClick={() => setStaged([])}>
                <X aria-hidden />
                Clear
              </Button>
              <Button size="sm" onClick={() => setConfirming(true)}>
                {planDocuments(staged).some((doc) => doc.isMultiPage) ? (
                  <Images aria-hidden />
                ) : (
                  <FileText aria-hidden />
                )}
                Upload
              </Button>
            </div>
          </div>
        )}

        <UploadQueue items={queue.items} onClearCompleted={queue.clearCompleted} />
      </CardContent>

      {confirming && (
        <Suspense fallback={null}>
          <ConfirmUploadDialog
            open={confirming}
            onOpenChange={setConfirming}
            plan={planDocuments(staged)}
            typeName={typeConfig?.displayName ?? ''}
            actingForName={actingForName ?? null}
            onConfirm={startUpload}
          />
        </Suspense>
      )}
      {cameraOpen && (
        <Suspense fallback={null}>
          <CameraDialog
            open={cameraOpen}
            onOpenChange={setCameraOpen}
            mode="document"
            documentLabel={typeConfig?.displayName}
            onCapture={(files) => addFiles(files)}
          />
        </Suspense>
      )}
    </Card>
  );
}
