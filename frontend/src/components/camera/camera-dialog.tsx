import { useCallback, useEffect, useRef, useState } from 'react';
import { Camera, ImagePlus, RectangleHorizontal, RectangleVertical, RotateCcw, Upload } from 'lucide-react';
import { UPLOADS } from '@docledger/shared/domain/limits';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import {
  CAMERA_MESSAGES,
  cameraErrorMessage,
  constraintAttempts,
  openCamera,
  type CameraMode,
  type Orientation,
} from './camera-errors';

export interface CameraDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'document' (rear camera, pages, orientation) or 'selfie' (front camera, one photo: CPA verification). */
  mode: CameraMode;
  /** Receives the captured JPEGs in order (one for a selfie or a single page). */
  onCapture: (files: File[]) => void;
  /** Shown in the document title: 'Capture {label}' (the spec's 'Capture Bank Statement'). */
  documentLabel?: string;
}

/**
 * The camera capture dialog of spec part 2 §2.2/§4: live view → still → retake, add page (documents),
 * or upload this page / all N pages. Closing stops the camera and forgets the captures. Every camera
 * failure closes the dialog with a 'Camera Error' toast (§8).
 */
export function CameraDialog({
  open,
  onOpenChange,
  mode,
  onCapture,
  documentLabel = 'Bank Statement',
}: CameraDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-3 p-4 sm:p-6">
        {open && (
          <CameraSession
            mode={mode}
            documentLabel={documentLabel}
            onClose={() => onOpenChange(false)}
            onCapture={(files) => {
              onCapture(files);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CameraSession({
  mode,
  documentLabel,
  onClose,
  onCapture,
}: {
  mode: CameraMode;
  documentLabel: string;
  onClose: () => void;
  onCapture: (files: File[]) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [orientation, setOrientation] = useState<Orientation>('portrait');
  // Which orientation's stream is live; anything else means the camera is (re)starting.
  const [liveFor, setLiveFor] = useState<Orientation | null>(null);
  const starting = liveFor !== orientation;
  const [still, setStill] = useState<{ blob: Blob; url: string } | null>(null);
  const [pages, setPages] = useState<{ blob: Blob; url: string }[]>([]);
  const urlsRef = useRef<string[]>([]);
  // The parent passes a new closure each render; the camera must not restart for that.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const stopStream = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  // (Re)open the camera for the orientation; closing or unmounting stops every track.
  useEffect(() => {
    let cancelled = false;
    openCamera(navigator.mediaDevices, constraintAttempts(mode, orientation))
      .then(async (stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        setLiveFor(orientation);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        toast({
          title: CAMERA_MESSAGES.errorTitle,
          description: cameraErrorMessage(error),
          variant: 'destructive',
        });
        onCloseRef.current();
      });
    return () => {
      cancelled = true;
      stopStream();
    };
  }, [mode, orientation, stopStream]);

  // Object URLs of the previews are released when the dialog closes (captures are cleared).
  useEffect(
    () => () => {
      for (const url of urlsRef.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const capture = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) {
      toast({ title: 'Error', description: CAMERA_MESSAGES.processFailedOne, variant: 'destructive' });
      return;
    }
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) {
      toast({ title: 'Error', description: CAMERA_MESSAGES.processFailedOne, variant: 'destructive' });
      return;
    }
    if (mode === 'selfie') {
      // The live view is mirrored for a selfie; keep the photo the way the user saw it.
      context.translate(canvas.width, 0);
      context.scale(-1, 1);
    }
    context.drawImage(video, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          toast({ title: 'Error', description: CAMERA_MESSAGES.processFailedOne, variant: 'destructive' });
          return;
        }
        const url = URL.createObjectURL(blob);
        urlsRef.current.push(url);
        setStill({ blob, url });
      },
      'image/jpeg',
      UPLOADS.cameraJpegQuality,
    );
  };

  const addPage = () => {
    if (!still) return;
    setPages((current) => [...current, still]);
    setStill(null);
  };

  const finish = () => {
    const all = still ? [...pages, still] : pages;
    if (all.length === 0) return;
    try {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const prefix = mode === 'selfie' ? 'selfie' : 'page';
      const files = all.map(
        (page, index) => new File([page.blob], `${prefix}-${index + 1}-${stamp}.jpg`, { type: 'image/jpeg' }),
      );
      stopStream();
      onCapture(files);
    } catch {
      toast({
        title: 'Error',
        description: all.length > 1 ? CAMERA_MESSAGES.processFailedMany : CAMERA_MESSAGES.processFailedOne,
        variant: 'destructive',
      });
    }
  };

  const total = pages.length + (still ? 1 : 0);
  const landscape = mode === 'document' && orientation === 'landscape';

  return (
    <>
      <DialogHeader>
        <DialogTitle>{mode === 'selfie' ? 'Take Selfie' : `Capture ${documentLabel}`}</DialogTitle>
        <DialogDescription>
          {mode === 'selfie'
            ? 'Centre your face in the frame, in good light, then capture.'
            : 'Lay the page flat in good light and fill the frame with it.'}
        </DialogDescription>
      </DialogHeader>

      {mode === 'document' && (
        <div className="flex items-center justify-between gap-2">
          <div
            role="group"
            aria-label="Orientation"
            className="inline-flex rounded-lg border border-slate-300 p-0.5"
          >
            {(['portrait', 'landscape'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={orientation === value}
                disabled={Boolean(still)}
                onClick={() => setOrientation(value)}
                className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium text-slate-600 aria-pressed:bg-slate-900 aria-pressed:text-white disabled:opacity-50"
              >
                {value === 'portrait' ? (
                  <RectangleVertical className="size-3.5" aria-hidden />
                ) : (
                  <RectangleHorizontal className="size-3.5" aria-hidden />
                )}
                {value === 'portrait' ? 'Portrait' : 'Landscape'}
              </button>
            ))}
          </div>
          {pages.length > 0 && (
            <p className="text-sm text-slate-600 tabular" aria-live="polite">
              {pages.length} {pages.length === 1 ? 'page' : 'pages'} captured
            </p>
          )}
        </div>
      )}

      <div
        className={
          'relative mx-auto w-full overflow-hidden rounded-lg bg-slate-900 ' +
          (landscape ? 'aspect-[16/9]' : 'aspect-[3/4] max-h-[55vh] sm:max-w-sm')
        }
      >
        <video
          ref={videoRef}
          playsInline
          muted
          aria-label="Camera preview"
          className={
            'size-full object-cover ' +
            (mode === 'selfie' ? '-scale-x-100 ' : '') +
            (still ? 'invisible' : '')
          }
        />
        {still && (
          <img src={still.url} alt="Captured photo" className="absolute inset-0 size-full object-contain" />
        )}
        {starting && !still && (
          <div
            className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white"
            role="status"
          >
            <Spinner className="size-5 text-white" />
            Starting camera...
          </div>
        )}
      </div>

      {pages.length > 0 && (
        <ul className="flex gap-2 overflow-x-auto py-1" aria-label="Captured pages">
          {pages.map((page, index) => (
            <li key={page.url} className="shrink-0">
              <img
                src={page.url}
                alt={`Page ${index + 1}`}
                className="h-16 w-12 rounded border border-slate-200 object-cover"
              />
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        {still ? (
          <>
            <Button variant="secondary" onClick={() => setStill(null)}>
              <RotateCcw aria-hidden />
              Retake
            </Button>
            {mode === 'document' && (
              <Button variant="secondary" onClick={addPage}>
                <ImagePlus aria-hidden />
                Add Page
              </Button>
            )}
            <Button onClick={finish}>
              <Upload aria-hidden />
              {total > 1
                ? `Upload ${total} Pages`
                : mode === 'selfie'
                  ? 'Use This Photo'
                  : 'Upload This Page'}
            </Button>
          </>
        ) : (
          <>
            {pages.length > 0 && (
              <Button variant="secondary" onClick={finish}>
                <Upload aria-hidden />
                {pages.length > 1 ? `Upload ${pages.length} Pages` : 'Upload This Page'}
              </Button>
            )}
            <Button onClick={capture} disabled={starting}>
              <Camera aria-hidden />
              Capture
            </Button>
          </>
        )}
      </div>
    </>
  );
}
