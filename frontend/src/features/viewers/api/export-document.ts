import { useMutation } from '@tanstack/react-query';
import type { ExportFormat, ViewerType } from '../lib/document-routes';
import { DOCUMENT_ROUTES } from '../lib/document-routes';
import { downloadFile } from './download-file';

/**
 * GET one export file of a document (spec part 2 §7) and save it under the name the server gives in
 * Content-Disposition, else `{stem}-{id}.{ext}` (§9). Resolves with the saved file name.
 */
export function useExportDocument(type: ViewerType, id: string) {
  return useMutation({
    mutationFn: (format: ExportFormat) =>
      downloadFile(format.route, {
        params: { id },
        query: format.query,
        fallbackName: `${DOCUMENT_ROUTES[type].fileStem}-${id}.${format.extension}`,
      }),
  });
}
