// Posts one file straight to S3 with the presigned POST the upload call returned (DESIGN §3). XHR,
// not fetch, because only XHR reports upload progress. When the browser gives no progress events
// (no lengthComputable), the caller falls back to the spec's ticker.
import { UPLOADS } from '@docledger/shared/domain/limits';
import { nextTick, percentOf } from './upload-rules';

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export class S3PostError extends Error {
  override readonly name = 'S3PostError';
}

/**
 * Sends `file` with the policy fields first and the file last (S3 ignores fields after `file`).
 * `onProgress(loaded, total)` reports bytes; resolves when S3 answers 2xx.
 */
export function postToS3(
  target: PresignedPost,
  file: Blob,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new S3PostError(s3Message(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () => reject(new S3PostError('Network error while uploading the file'));
    xhr.ontimeout = () => reject(new S3PostError('Network timeout while uploading the file'));
    xhr.onabort = () => reject(new S3PostError('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** S3 answers XML; its <Code> says why (EntityTooLarge → the "file too large" wording of §8). */
function s3Message(status: number, body: string): string {
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
  if (code === 'EntityTooLarge') return 'File too large';
  if (code === 'AccessDenied' && /expired/i.test(body)) return 'Upload link expired (timeout)';
  return code ? `${status}: ${code}` : `${status}: upload to storage failed`;
}

/**
 * Uploads every page of one document, reporting one percent over all bytes. If no real progress
 * event arrives within one tick, the spec's ticker (+10 per 200 ms up to 90) moves the bar instead.
 */
export async function postAllToS3(
  targets: readonly PresignedPost[],
  files: readonly Blob[],
  onPercent: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const loadedPerFile = files.map(() => 0);
  let realProgress = false;
  let ticker = 0;
  const tick = setInterval(() => {
    if (realProgress) return;
    ticker = nextTick(ticker);
    onPercent(ticker);
  }, UPLOADS.progressTickMs);
  try {
    await Promise.all(
      files.map((file, index) =>
        postToS3(
          targets[index]!,
          file,
          (loaded) => {
            realProgress = true;
            loadedPerFile[index] = loaded;
            onPercent(
              percentOf(
                loadedPerFile.reduce((a, b) => a + b, 0),
                totalBytes,
              ),
            );
          },
          signal,
        ),
      ),
    );
  } finally {
    clearInterval(tick);
  }
}
