import { useEffect, useMemo } from 'react';
import { FileText, X } from 'lucide-react';
import { formatFileSize } from '../lib/file-size';
import { planDocuments } from '../lib/upload-rules';

/** What will be uploaded: each PDF as a row, a photo set as a numbered preview grid (spec part 2 §2.1). */
export function StagedFiles({ files, onRemove }: { files: File[]; onRemove: (file: File) => void }) {
  const plan = planDocuments(files);
  return (
    <div className="flex flex-col gap-3">
      {plan.map((doc) =>
        doc.isMultiPage ? (
          <PhotoSet key="photo-set" files={doc.files} onRemove={onRemove} />
        ) : (
          <div
            key={`${doc.files[0]?.name}-${doc.files[0]?.lastModified}`}
            className="flex items-center gap-3 rounded-md bg-slate-50 px-3 py-2"
          >
            {doc.files[0]?.type.startsWith('image/') ? (
              <Thumbnail file={doc.files[0]} className="size-9" />
            ) : (
              <FileText className="size-5 shrink-0 text-slate-500" aria-hidden />
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{doc.files[0]?.name}</p>
              <p className="text-xs text-slate-500 tabular">{formatFileSize(doc.files[0]?.size ?? 0)}</p>
            </div>
            <RemoveButton
              name={doc.files[0]?.name ?? ''}
              onClick={() => doc.files[0] && onRemove(doc.files[0])}
            />
          </div>
        ),
      )}
    </div>
  );
}

function PhotoSet({ files, onRemove }: { files: File[]; onRemove: (file: File) => void }) {
  return (
    <section aria-label="Pages of one document">
      <p className="mb-2 text-sm font-medium text-slate-900">One document, {files.length} pages</p>
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {files.map((file, index) => (
          <li
            key={`${file.name}-${file.lastModified}-${index}`}
            className="relative overflow-hidden rounded-md border border-slate-200 bg-white"
          >
            <Thumbnail file={file} className="aspect-[3/4] w-full" />
            <span className="absolute bottom-1 left-1 rounded bg-slate-900/75 px-1.5 text-xs font-medium text-white tabular">
              {index + 1}
            </span>
            <div className="absolute top-1 right-1">
              <RemoveButton name={`page ${index + 1}`} onClick={() => onRemove(file)} light />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Thumbnail({ file, className }: { file: File; className?: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt="" className={`rounded object-cover ${className ?? ''}`} />;
}

function RemoveButton({
  name,
  onClick,
  light = false,
}: {
  name: string;
  onClick: () => void;
  light?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Remove ${name}`}
      className={
        light
          ? 'rounded-full bg-white/90 p-1 text-slate-700 shadow-xs hover:bg-white'
          : 'rounded-md p-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900'
      }
    >
      <X className="size-3.5" aria-hidden />
    </button>
  );
}
