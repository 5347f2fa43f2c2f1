import type { OtherDocumentView } from '@docledger/shared/api/schemas/documents-views';
import { formatDate } from '@docledger/shared/format/dates';
import { FieldGrid } from '../components/field-grid';
import { ViewerFrame } from '../components/viewer-frame';
import { formatFileSize } from '../lib/mask';
import type { TypeViewerProps } from './common';

/** The 'other' card (spec part 2 §2.5): stored for reference only — no extraction, no export. */
export function OtherDocumentViewer({ view, onClose, onDeleted }: TypeViewerProps<OtherDocumentView>) {
  return (
    <ViewerFrame type="other" view={view} onClose={onClose} onDeleted={onDeleted}>
      <FieldGrid
        columns={3}
        items={[
          { label: 'File Name', value: view.fileName },
          { label: 'Size', value: formatFileSize(view.fileSize), numeric: true },
          { label: 'Upload Date', value: formatDate(view.uploadDate) },
          { label: 'Description', value: view.fields.documentDescription, wide: true },
        ]}
      />
    </ViewerFrame>
  );
}
