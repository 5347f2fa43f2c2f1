import { useState } from 'react';
import { FileDown, Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { buildQuery, withClientId } from '../../../lib/api-client';
import { useClientContext } from '../../../lib/client-context';
import { routeManifest } from '../../../lib/route-manifest';
import { useDeleteDocument } from '../api/delete-document';
import { DOCUMENT_ROUTES, type ViewerType } from '../lib/document-routes';

/**
 * Download Original (spec part 2 §2.5, §7): a plain navigation to the download-original path, which
 * answers with a short-lived link that saves under the original file name. Shown only when the
 * document has an original.
 */
export function DownloadOriginalButton({ type, url }: { type: ViewerType; url: string | null }) {
  const { clientId } = useClientContext();
  if (!url) return null;
  const [path, search = ''] = url.split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  const href =
    (path ?? url) +
    buildQuery(
      withClientId(routeManifest[DOCUMENT_ROUTES[type].original].clientIdIn === 'query', query, clientId),
    );
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={href}>
        <FileDown aria-hidden />
        Download Original
      </a>
    </Button>
  );
}

/** Delete with a confirmation that names what is lost (spec part 2 §2.4/§8; UI.md "Feedback"). */
export function DeleteDocumentButton({
  type,
  id,
  title,
  onDeleted,
}: {
  type: ViewerType;
  id: string;
  title: string;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteDocument(type, id);
  const names = DOCUMENT_ROUTES[type];

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Document deleted',
          description: `${names.title} has been successfully deleted.`,
          variant: 'success',
        });
        onDeleted();
      },
      onError: () => {
        setOpen(false);
        toast({
          title: 'Delete failed',
          description: `Failed to delete the ${names.noun}. Please try again.`,
          variant: 'destructive',
        });
      },
    });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <Button variant="secondary" size="sm" className="text-destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        Delete
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this {names.noun}?</AlertDialogTitle>
          <AlertDialogDescription>
            “{title}” will be deleted for good: its extracted data, every correction made to it and the
            original file. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog must stay open (and busy) until the server answers. */}
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner className="size-4 text-white" />}
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
