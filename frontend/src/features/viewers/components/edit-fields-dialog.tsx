import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { TextField } from '../../../components/form/text-field';
import { FormAlert } from '../../../components/form/form-alert';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { cn } from '../../../lib/cn';
import { changedValues, toFormValues, type EditFieldSpec, type FormValues } from '../lib/edit-form';

export interface EditFieldsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  fields: readonly EditFieldSpec[];
  /** Current values; `version` changes when the record is reloaded. */
  record: Record<string, unknown>;
  version: number;
  /** Sends only the changed fields; rejects with the ApiError on failure. */
  onSave: (changes: Record<string, string | number | null>) => Promise<unknown>;
  /** Reloads the record after a CONFLICT so the form shows what is stored now. */
  onConflict: () => Promise<unknown>;
  success: { title: string; description?: string };
  failure: { title: string; description: string };
}

/**
 * The edit dialogs of spec part 2 §2.5/§4: open with current values, 'Saving...' while saving,
 * close on success or cancel. A stale version (CONFLICT) never overwrites: the dialog says so,
 * reloads the stored values and lets the user apply the change again.
 */
export function EditFieldsDialog(props: EditFieldsDialogProps) {
  const [conflict, setConflict] = useState(false);
  const close = (open: boolean) => {
    if (!open) setConflict(false);
    props.onOpenChange(open);
  };
  return (
    <Dialog open={props.open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        {props.open && (
          <EditFieldsForm
            // A reload after a conflict brings a new version: start the form again from it.
            key={props.version}
            {...props}
            conflict={conflict}
            onConflictDetected={async () => {
              setConflict(true);
              await props.onConflict();
            }}
            onDone={() => close(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditFieldsForm({
  title,
  description,
  fields,
  record,
  onSave,
  success,
  failure,
  conflict,
  onConflictDetected,
  onDone,
}: EditFieldsDialogProps & {
  conflict: boolean;
  onConflictDetected: () => Promise<void>;
  onDone: () => void;
}) {
  const initial = toFormValues(record, fields);
  const { register, handleSubmit, formState, setError } = useForm<FormValues>({ defaultValues: initial });
  const [saving, setSaving] = useState(false);
  const names = fields.map((f) => f.name);

  const submit = handleSubmit(async (values) => {
    const changes = changedValues(initial, values, fields);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    setSaving(true);
    try {
      await onSave(changes);
      toast({ title: success.title, description: success.description, variant: 'success' });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'CONFLICT') {
        await onConflictDetected();
      } else if (!applyFieldErrors(error, setError, names)) {
        toast({ title: failure.title, description: failure.description, variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description ?? 'Correct the extracted values and save.'}</DialogDescription>
      </DialogHeader>
      {conflict && (
        <FormAlert tone="warning" title="This document changed while you were editing">
          Someone else (or another tab) saved a change first. The form now shows the latest saved values:
          check them and make your change again.
        </FormAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) =>
          field.kind === 'select' ? (
            <SelectField
              key={field.name}
              field={field}
              error={formState.errors[field.name]?.message}
              {...register(field.name)}
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              className={cn(field.wide && 'sm:col-span-2')}
              error={formState.errors[field.name]?.message}
              {...inputProps(field)}
              {...register(field.name)}
            />
          ),
        )}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner className="size-4 text-white" />}
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function inputProps(field: EditFieldSpec) {
  switch (field.kind) {
    case 'money':
      return { type: 'number', step: '0.01', inputMode: 'decimal' as const };
    case 'percent':
      return { type: 'number', step: '0.01', inputMode: 'decimal' as const, hint: 'Percent, e.g. 24.99' };
    case 'number':
      return { type: 'number', step: 'any', inputMode: 'decimal' as const };
    case 'date':
      return { type: 'date' };
    default:
      return { type: 'text' };
  }
}

function SelectField({
  field,
  error,
  ...props
}: { field: EditFieldSpec; error?: string } & ReturnType<
  ReturnType<typeof useForm<FormValues>>['register']
>) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', field.wide && 'sm:col-span-2')}>
      <Label htmlFor={id}>{field.label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
        {...props}
      >
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}
