// File downloads (exports, originals) from routes whose responseKind is 'file'. The JSON api client
// cannot carry a body it must not parse, so this reads the response as a blob, names it from
// Content-Disposition (spec part 2 §7) and hands it to the browser. Acting for a client adds
// `asClientId` exactly as the api client does.
import type { RouteId } from '@docledger/shared/api/routes';
import { getSelectedClientId } from '../../../lib/client-context';
import { apiErrorFromResponse, buildPath, buildQuery, withClientId } from '../../../lib/api-client';
import { routeManifest } from '../../../lib/route-manifest';
import { filenameFromContentDisposition } from '../lib/content-disposition';

export interface DownloadInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Used when the server sends no file name. */
  fallbackName: string;
}

export async function fetchFile(
  id: RouteId,
  input: DownloadInput,
): Promise<{ blob: Blob; filename: string }> {
  const route = routeManifest[id];
  const query = withClientId(route.clientIdIn === 'query', input.query, getSelectedClientId());
  const response = await fetch(buildPath(route.path, input.params) + buildQuery(query), {
    credentials: 'include',
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  const blob = await response.blob();
  const filename =
    filenameFromContentDisposition(response.headers.get('content-disposition')) ?? input.fallbackName;
  return { blob, filename };
}

/** Saves a blob under a name through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadFile(id: RouteId, input: DownloadInput): Promise<string> {
  const { blob, filename } = await fetchFile(id, input);
  saveBlob(blob, filename);
  return filename;
}
