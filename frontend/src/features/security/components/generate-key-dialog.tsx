import { useState } from 'react';
import { AlertTriangle, KeyRound } from 'lucide-react';
import { ENCRYPTION_KEYS } from '@docledger/shared/domain/limits';
import type { KeyAlgorithm } from '@docledger/shared/api/schemas/keys';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import type { ReauthBody } from '@docledger/shared/api/schemas/auth';
import { useMe } from '../../../lib/session/use-me';
import { algorithmDescription } from './key-format';
import { EMPTY_REAUTH, ReauthFields, reauthBody } from './reauth-fields';

type KeySize = (typeof ENCRYPTION_KEYS.sizes)[number];

/** Options of spec part 1 §5; confirming closes the dialog at once, the manager shows the progress. */
export function GenerateKeyDialog({
  onGenerate,
  disabled,
}: {
  onGenerate: (options: { keySize: KeySize; algorithm: KeyAlgorithm } & ReauthBody) => void;
  disabled?: boolean;
}) {
  const twoFactorEnabled = useMe().data?.twoFactorEnabled ?? false;
  const [reauth, setReauth] = useState<ReauthBody>(EMPTY_REAUTH);
  const [open, setOpen] = useState(false);
  const [keySize, setKeySize] = useState<KeySize>(ENCRYPTION_KEYS.defaultSize);
  const [algorithm, setAlgorithm] = useState<KeyAlgorithm>(ENCRYPTION_KEYS.defaultAlgorithm);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setReauth(EMPTY_REAUTH);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" disabled={disabled}>
          <KeyRound aria-hidden />
          Generate New Key
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Generate New Key Pair</DialogTitle>
          <DialogDescription>
            The new key pair becomes your active key and protects documents you upload from now on.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="key-size">Key size</Label>
            <Select value={String(keySize)} onValueChange={(value) => setKeySize(Number(value) as KeySize)}>
              <SelectTrigger id="key-size">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="2048">2048 bits</SelectItem>
                <SelectItem value="4096">4096 bits (Recommended)</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="key-algorithm">Algorithm</Label>
            <Select value={algorithm} onValueChange={(value) => setAlgorithm(value as KeyAlgorithm)}>
              <SelectTrigger id="key-algorithm" aria-describedby="key-algorithm-description">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ENCRYPTION_KEYS.algorithms.map((value) => (
                  <SelectItem key={value} value={value}>
                    {value}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p id="key-algorithm-description" className="text-xs text-slate-500">
              {algorithmDescription(algorithm)}
            </p>
          </div>
          <ReauthFields
            idPrefix="generate-key"
            value={reauth}
            onChange={setReauth}
            twoFactorEnabled={twoFactorEnabled}
          />
          <div
            className="flex gap-3 rounded-lg border border-amber-200 bg-warning-soft p-3 text-sm text-amber-950"
            role="note"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            <p>
              <span className="font-medium">Warning:</span> regenerating keys invalidates previously encrypted
              data once the old key is deleted. Keep old keys until you no longer need the documents they
              protect.
            </p>
          </div>
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            disabled={!reauth.currentPassword}
            onClick={() => {
              setOpen(false);
              onGenerate({ keySize, algorithm, ...reauthBody(reauth) });
              setReauth(EMPTY_REAUTH);
            }}
          >
            Generate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
