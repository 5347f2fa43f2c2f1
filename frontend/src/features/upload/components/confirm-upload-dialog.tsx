import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import type { PlannedDocument } from '../lib/upload-rules';

/** The confirmation before upload (spec part 2 §2.1); Cancel keeps the staged files. */
export function ConfirmUploadDialog({
  open,
  onOpenChange,
  plan,
  typeName,
  actingForName,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: PlannedDocument[];
  typeName: string;
  actingForName: string | null;
  onConfirm: () => void;
}) {
  const count = plan.length;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            Upload {count} {count === 1 ? 'document' : 'documents'}?
          </AlertDialogTitle>
          <AlertDialogDescription>
            {count === 1 ? 'It' : 'They'} will be processed as {typeName}
            {actingForName ? ` and will belong to ${actingForName}` : ''}.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto text-sm text-slate-700">
          {plan.map((doc, index) => (
            <li key={index} className="truncate">
              {doc.isMultiPage ? `${doc.files.length} photos as one multi-page document` : doc.files[0]?.name}
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="primary" onClick={onConfirm}>
            Upload
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
