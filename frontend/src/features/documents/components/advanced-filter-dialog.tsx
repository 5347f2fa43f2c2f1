import { useState } from 'react';
import { DOCUMENT_TYPE_CODES } from '@docledger/shared/domain/document-types';
import type { PROCESSING_STATUSES } from '@docledger/shared/domain/statuses';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NO_FILTERS, statusLabel, typeLabel, type DocumentFilters } from '../lib/document-list';

// The status filter lists the table's labels in the spec's order: Completed, Processing, Waiting, Failed.
const STATUS_ORDER = [
  'completed',
  'processing',
  'pending',
  'failed',
] as const satisfies readonly (typeof PROCESSING_STATUSES)[number][];

/** Advanced Filter (spec part 2 §2.4): types and statuses (multi-select) and an inclusive date range. */
export function AdvancedFilterDialog({
  open,
  onOpenChange,
  filters,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: DocumentFilters;
  onApply: (filters: DocumentFilters) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {open && <FilterForm initial={filters} onApply={onApply} />}
      </DialogContent>
    </Dialog>
  );
}

function FilterForm({
  initial,
  onApply,
}: {
  initial: DocumentFilters;
  onApply: (filters: DocumentFilters) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const toggle = (key: 'types' | 'statuses', value: string) =>
    setDraft((current) => ({
      ...current,
      [key]: current[key].includes(value)
        ? current[key].filter((v) => v !== value)
        : [...current[key], value],
    }));
  const rangeInvalid = Boolean(draft.from && draft.to && draft.from > draft.to);

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!rangeInvalid) onApply(draft);
      }}
    >
      <DialogHeader>
        <DialogTitle>Advanced Filter</DialogTitle>
        <DialogDescription>Show only the documents you are looking for.</DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Document type</legend>
        <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
          {DOCUMENT_TYPE_CODES.map((code) => (
            <CheckOption
              key={code}
              label={typeLabel(code)}
              checked={draft.types.includes(code)}
              onChange={() => toggle('types', code)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Status</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {STATUS_ORDER.map((status) => (
            <CheckOption
              key={status}
              label={statusLabel(status)}
              checked={draft.statuses.includes(status)}
              onChange={() => toggle('statuses', status)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Upload date (UTC, inclusive)</legend>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="filter-from">From</Label>
            <Input
              id="filter-from"
              type="date"
              value={draft.from}
              onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="filter-to">To</Label>
            <Input
              id="filter-to"
              type="date"
              value={draft.to}
              aria-invalid={rangeInvalid || undefined}
              aria-describedby={rangeInvalid ? 'filter-range-error' : undefined}
              onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
            />
          </div>
        </div>
        {rangeInvalid && (
          <p id="filter-range-error" role="alert" className="text-sm text-destructive">
            The end date is before the start date.
          </p>
        )}
      </fieldset>
      <DialogFooter>
        <Button variant="ghost" onClick={() => setDraft(NO_FILTERS)}>
          Clear All
        </Button>
        <Button type="submit" disabled={rangeInvalid}>
          Apply Filters
        </Button>
      </DialogFooter>
    </form>
  );
}

function CheckOption({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex items-center gap-2.5 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="size-4 rounded border-slate-300 accent-brand-700"
      />
      {label}
    </label>
  );
}
