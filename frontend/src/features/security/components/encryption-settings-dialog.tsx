import { FileLock2, KeySquare, LockKeyhole } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { EncryptionKeysManager } from './encryption-keys-manager';

const protections = [
  {
    icon: FileLock2,
    text: 'Account and routing numbers, SSNs, EINs and employee ids are encrypted per document (AES-256-GCM).',
  },
  { icon: KeySquare, text: 'Each document key is wrapped with your active RSA public key (RSA-OAEP).' },
  {
    icon: LockKeyhole,
    text: 'Private keys are stored only wrapped by our key management service, never in plain text.',
  },
] as const;

/** "Encryption & Security Settings" (spec part 1 §2): how data is protected, and the keys manager. */
export function EncryptionSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Encryption &amp; Security Settings</DialogTitle>
          <DialogDescription>
            Manage the keys that protect the sensitive fields of your documents.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {protections.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-2.5">
              <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
        {open && <EncryptionKeysManager />}
      </DialogContent>
    </Dialog>
  );
}
