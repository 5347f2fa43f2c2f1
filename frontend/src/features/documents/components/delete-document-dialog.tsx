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
import { typeLabel, type RecentDocument } from '../lib/document-list';

/** Confirms a delete and names what will be lost (UI.md "Feedback"). */
export function DeleteDocumentDialog({
  document,
  onCancel,
  onConfirm,
}: {
  document: RecentDocument | null;
  onCancel: () => void;
  onConfirm: (doc: RecentDocument) => void;
}) {
  return (
    <AlertDialog open={document !== null} onOpenChange={(open) => !open && onCancel()}>
      {document && (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this {typeLabel(document.documentType).toLowerCase()}?</AlertDialogTitle>
            <AlertDialogDescription>
              &ldquo;{document.title}&rdquo;, its extracted data and the original file will be deleted
              permanently. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => onConfirm(document)}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
