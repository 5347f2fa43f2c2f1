import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { DOCUMENT_TYPE_LIMITS } from '@docledger/shared/domain/document-types';
import { ADMIN_MESSAGES } from '@docledger/shared/domain/admin-messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { api } from '../../lib/api-client';
import { errorToast } from '../../lib/error-toast';
import { adminKeys } from './admin-api';

type Change = { maxPages?: number; maxNumberOfFiles?: number; isActive?: boolean };

const { maxPages: PAGES, maxFiles: FILES } = DOCUMENT_TYPE_LIMITS;

/** Document Type Validation (spec part 3 §2, §5): limits apply to uploads as soon as they are saved. */
export function DocumentTypesSection() {
  const queryClient = useQueryClient();
  const types = useQuery({
    queryKey: adminKeys.documentTypes(),
    queryFn: ({ signal }) => api.call('listDocumentTypes', { signal }),
  });
  const [saving, setSaving] = useState<DocumentTypeCode | null>(null);
  const save = useMutation({
    mutationFn: ({ code, change }: { code: DocumentTypeCode; change: Change }) =>
      api.call('updateDocumentType', { params: { code }, body: change }),
    onMutate: ({ code }) => setSaving(code),
    onSettled: () => setSaving(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.documentTypes() }),
    onError: (error) =>
      errorToast(error, { title: 'Update failed', fallback: ADMIN_MESSAGES.documentTypeUpdateFailed }),
  });

  const commitNumber = (
    code: DocumentTypeCode,
    field: 'maxPages' | 'maxNumberOfFiles',
    raw: string,
    current: number,
  ) => {
    const limits = field === 'maxPages' ? PAGES : FILES;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < limits.min || value > limits.max || value === current)
      return false;
    save.mutate({ code, change: { [field]: value } });
    return true;
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Document Type Validation</CardTitle>
        <CardDescription>
          Max Pages: {PAGES.min}-{PAGES.max} pages per document. Max Files: {FILES.min}-{FILES.max} files per
          upload. Inactive types cannot be uploaded. Changes apply to new uploads immediately.
        </CardDescription>
      </CardHeader>
      <CardContent className="relative overflow-x-auto">
        {types.isPending ? (
          <Skeleton className="h-40" />
        ) : types.isError ? (
          <p className="text-sm text-destructive">{types.error.message}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="py-2 font-medium">Document Type</th>
                <th className="font-medium">Max Pages</th>
                <th className="font-medium">Max Files</th>
                <th className="font-medium">Active</th>
                <th className="sr-only">Status</th>
              </tr>
            </thead>
            <tbody>
              {types.data.documentTypes.map((t) => (
                <tr key={t.code} className="border-t border-slate-100">
                  <td className="py-2">
                    <div className="font-medium">{t.displayName}</div>
                    <div className="text-xs text-slate-500">{t.code}</div>
                  </td>
                  <td>
                    <Input
                      key={`${t.code}-p-${t.maxPages}`}
                      type="number"
                      min={PAGES.min}
                      max={PAGES.max}
                      defaultValue={t.maxPages}
                      aria-label={`Max Pages for ${t.displayName}`}
                      className="w-20 tabular-nums"
                      disabled={saving === t.code}
                      onBlur={(e) => {
                        if (!commitNumber(t.code, 'maxPages', e.target.value, t.maxPages))
                          e.target.value = String(t.maxPages);
                      }}
                    />
                  </td>
                  <td>
                    <Input
                      key={`${t.code}-f-${t.maxNumberOfFiles}`}
                      type="number"
                      min={FILES.min}
                      max={FILES.max}
                      defaultValue={t.maxNumberOfFiles}
                      aria-label={`Max Files for ${t.displayName}`}
                      className="w-20 tabular-nums"
                      disabled={saving === t.code}
                      onBlur={(e) => {
                        if (!commitNumber(t.code, 'maxNumberOfFiles', e.target.value, t.maxNumberOfFiles))
                          e.target.value = String(t.maxNumberOfFiles);
                      }}
                    />
                  </td>
                  <td>
                    <Switch
                      checked={t.isActive}
                      aria-label={`${t.displayName} active`}
                      disabled={saving === t.code}
                      onCheckedChange={(isActive) => save.mutate({ code: t.code, change: { isActive } })}
                    />
                  </td>
                  <td className="text-xs text-slate-500" aria-live="polite">
                    {saving === t.code ? 'Saving...' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
