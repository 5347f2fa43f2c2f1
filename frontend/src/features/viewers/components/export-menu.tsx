import { Download, Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../lib/server-message';
import { useExportPermissions } from '../api/get-export-permissions';
import { useExportDocument } from '../api/export-document';
import {
  DOCUMENT_ROUTES,
  type ExportFormat,
  type ExportPermission,
  type ViewerType,
} from '../lib/document-routes';

const NOT_ALLOWED: Record<ExportPermission, string> = {
  allowJson: 'JSON export is not enabled for your account.',
  allowCsv: 'CSV export is not enabled for your account.',
  allowQbo: 'QuickBooks export is not enabled for your account.',
};

/**
 * The Export menu of a viewer (spec part 2 §2.5, §6): every format of the type, each gated by the
 * account's export permissions. A format that is not enabled stays listed with a lock, and choosing
 * it says why instead of downloading (the guard of §5).
 */
export function ExportMenu({ type, id }: { type: ViewerType; id: string }) {
  const routes = DOCUMENT_ROUTES[type];
  const permissions = useExportPermissions();
  const exporter = useExportDocument(type, id);

  if (routes.exports.length === 0) return null;

  const choose = (format: ExportFormat) => {
    if (!permissions.data?.[format.permission]) {
      toast({
        title: 'Export Not Allowed',
        description: NOT_ALLOWED[format.permission],
        variant: 'destructive',
      });
      return;
    }
    exporter.mutate(format, {
      onSuccess: (filename) =>
        toast({ title: 'Export Successful', description: `Saved ${filename}.`, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Export Failed',
          description: serverMessage(error) ?? routes.exportFailed,
          variant: 'destructive',
        }),
    });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" disabled={exporter.isPending}>
          {exporter.isPending ? <Spinner className="size-4" /> : <Download aria-hidden />}
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-[16rem]">
        <DropdownMenuLabel>Export as</DropdownMenuLabel>
        {routes.exports.map((format) => {
          const allowed = permissions.data?.[format.permission] ?? false;
          return (
            <DropdownMenuItem
              key={format.route + (format.query?.format ?? '')}
              disabled={permissions.isPending}
              onSelect={() => choose(format)}
            >
              {allowed ? <Download aria-hidden /> : <Lock aria-hidden />}
              <span className="flex-1">{format.label}</span>
              {!allowed && !permissions.isPending && (
                <span className="text-xs text-slate-500">Not enabled</span>
              )}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
