import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useUpdateDocument } from '../api/update-document';
import type { EditDescription } from '../lib/edits';
import { EditFieldsDialog } from './edit-fields-dialog';

/**
 * One edit dialog of a document, from its description (lib/edits): open while `target` is set, saves
 * the changed fields of `target.id` (the document or one of its rows) with the document's version.
 */
export function RecordEditDialog({
  edit,
  documentId,
  version,
  target,
  onClose,
  onReload,
}: {
  edit: EditDescription;
  documentId: string;
  version: number;
  target: { id: string; record: Record<string, unknown> } | null;
  onClose: () => void;
  /** Fetches the view again (after a CONFLICT). */
  onReload: () => Promise<unknown>;
}) {
  const update = useUpdateDocument(edit.type, documentId, edit.route);
  const record = target ? (edit.toRecord?.(target.record) ?? target.record) : {};
  return (
    <EditFieldsDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={edit.title}
      fields={edit.fields}
      record={record}
      version={version}
      onSave={(changes) => update.mutateAsync({ id: target?.id ?? '', changes, version })}
      onConflict={onReload}
      success={edit.success}
      failure={edit.failure}
    />
  );
}

/** The summary's Edit button with the document's header edit dialog. */
export function HeaderEdit({
  edit,
  view,
  onReload,
}: {
  edit: EditDescription;
  view: { documentId: string; version: number; fields: object };
  onReload: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <RecordEditDialog
        edit={edit}
        documentId={view.documentId}
        version={view.version}
        target={open ? { id: view.documentId, record: view.fields as Record<string, unknown> } : null}
        onClose={() => setOpen(false)}
        onReload={onReload}
      />
    </>
  );
}
