import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Camera, CheckCircle2, Clock, FileUp, IdCard, ShieldAlert, ShieldCheck, Undo2 } from 'lucide-react';
import type { ArtifactType, VerificationStatusResponse } from '@docledger/shared/api/schemas/verification';
import { allowedArtifactContentTypes, licenseFormSchema } from '@docledger/shared/api/schemas/verification';
import { CPA_ERROR_TOASTS, VERIFICATION_STATUS_LABELS } from '@docledger/shared/domain/cpa-messages';
import { CPA, UI_DELAYS } from '@docledger/shared/domain/limits';
import { paths } from '../../config/paths';
import { CameraDialog } from '../../components/camera/camera-dialog';
import { TextField } from '../../components/form/text-field';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { api, isApiError } from '../../lib/api-client';
import { errorToast } from '../../lib/error-toast';
import { sessionKeys } from '../../lib/session/use-session';

const verificationKeys = { status: ['verification', 'status'] as const };
const STEPS = ['Government ID', 'Selfie Photo', 'Business License', 'Review & Submit'] as const;

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function uploadFailedToast(error: unknown) {
  const fields = isApiError(error)
    ? (error.details?.fields as Record<string, string[]> | undefined)
    : undefined;
  if (fields) {
    toast({
      title: error instanceof Error && error.message ? error.message : CPA_ERROR_TOASTS.upload.detailsTitle,
      description: Object.values(fields).flat().join(' '),
      variant: 'destructive',
      duration: UI_DELAYS.uploadErrorToastMs,
    });
    return;
  }
  toast({
    title: CPA_ERROR_TOASTS.upload.title,
    description: error instanceof Error && error.message ? error.message : CPA_ERROR_TOASTS.upload.fallback,
    variant: 'destructive',
    duration: UI_DELAYS.uploadErrorToastMs,
  });
}

async function uploadArtifact(artifactType: ArtifactType, file: File): Promise<void> {
  const contentType = file.type || 'application/octet-stream';
  const { uploads } = await api.call('createVerificationUpload', {
    body: { artifactType, fileName: file.name, contentType, size: file.size },
  });
  const target = uploads[0]!;
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', file);
  const res = await fetch(target.url, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`Upload to storage failed (${res.status})`);
}

function ArtifactPicker({
  type,
  label,
  uploaded,
  onUploaded,
  camera,
}: {
  type: ArtifactType;
  label: string;
  uploaded: boolean;
  onUploaded: () => void;
  camera?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadArtifact(type, file),
    onSuccess: () => {
      toast({ title: 'Uploaded', description: `${label} uploaded.`, variant: 'success' });
      onUploaded();
    },
    onError: uploadFailedToast,
  });
  const accept = allowedArtifactContentTypes(type).join(',');
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed border-slate-300 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{label}</span>
        {uploaded ? <Badge variant="success">Uploaded</Badge> : <Badge>Not uploaded</Badge>}
      </div>
      <p className="text-xs text-slate-500">
        {type === 'business_license' ? 'JPEG, PNG or PDF, up to 10 MB.' : 'JPEG or PNG, up to 10 MB.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept={accept}
          className="sr-only"
          aria-label={`Choose file for ${label}`}
          data-testid={`file-${type}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <FileUp aria-hidden />
          {upload.isPending ? 'Uploading...' : uploaded ? 'Replace File' : 'Choose File'}
        </Button>
        {camera && (
          <Button
            variant="secondary"
            size="sm"
            disabled={upload.isPending}
            onClick={() => setCameraOpen(true)}
          >
            <Camera aria-hidden />
            Take Selfie
          </Button>
        )}
      </div>
      {camera && (
        <CameraDialog
          open={cameraOpen}
          onOpenChange={setCameraOpen}
          mode="selfie"
          onCapture={(files) => files[0] && upload.mutate(files[0])}
        />
      )}
    </div>
  );
}

function StatusScreen({ data }: { data: VerificationStatusResponse }) {
  const v = data.verification!;
  const queryClient = useQueryClient();
  const reopen = useMutation({
    mutationFn: () => api.call('startVerification', { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.status }),
    onError: (e) => errorToast(e, CPA_ERROR_TOASTS.startVerification),
  });
  const body: Record<string, { icon: ReactNode; text: ReactNode }> = {
    submitted: {
      icon: <Clock className="size-8 text-info" aria-hidden />,
      text: `Your verification is under review. This usually takes ${CPA.reviewBusinessDays} business days.`,
    },
    approved: {
      icon: <ShieldCheck className="size-8 text-success" aria-hidden />,
      text: `You are a verified CPA.${v.expiresAt ? ` Your verification is valid until ${new Date(v.expiresAt).toLocaleDateString('en-US')}.` : ''}`,
    },
    rejected: {
      icon: <ShieldAlert className="size-8 text-destructive" aria-hidden />,
      text: (
        <>
          Your verification was rejected{v.rejectionReason ? `: ${v.rejectionReason}` : '.'} Please contact
          support.
        </>
      ),
    },
    needs_more_info: {
      icon: <ShieldAlert className="size-8 text-warning" aria-hidden />,
      text: `More information is needed${v.moreInfoRequested ? `: ${v.moreInfoRequested}` : '.'} Please check your e-mail.`,
    },
    expired: {
      icon: <ShieldAlert className="size-8 text-warning" aria-hidden />,
      text: 'Your verification has expired. Please renew it to keep using CPA features.',
    },
  };
  const screen = body[v.status] ?? body.submitted!;
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        {screen.icon}
        <h2 className="text-xl font-semibold text-slate-900">{VERIFICATION_STATUS_LABELS[v.status]}</h2>
        <p className="max-w-md text-sm text-slate-700">{screen.text}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {(v.status === 'needs_more_info' || v.status === 'expired') && (
            <Button onClick={() => reopen.mutate()} disabled={reopen.isPending}>
              {v.status === 'expired' ? 'Renew Verification' : 'Update Verification'}
            </Button>
          )}
          <Button asChild variant={v.status === 'approved' ? 'primary' : 'secondary'}>
            <Link to={paths.upload}>Go to Upload Page</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Wizard({ data, refresh }: { data: VerificationStatusResponse; refresh: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [skipBack, setSkipBack] = useState(false);
  const [license, setLicense] = useState({ number: '', state: '', expiration: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const counts = data.artifactCounts;
  const has = (t: ArtifactType) => counts[t] > 0;
  const submit = useMutation({
    mutationFn: (body: {
      businessLicenseNumber: string;
      businessLicenseState: string;
      businessLicenseExpiration: string | null;
    }) => api.call('submitVerification', { body }),
    onSuccess: () => {
      toast({
        title: 'Verification submitted',
        description: `Review usually takes ${CPA.reviewBusinessDays} business days.`,
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: verificationKeys.status });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onError: (e) => errorToast(e, CPA_ERROR_TOASTS.submitVerification),
  });

  const licenseValid = () => {
    const parsed = licenseFormSchema(today()).safeParse({
      businessLicenseNumber: license.number,
      businessLicenseState: license.state,
      businessLicenseExpiration: license.expiration || null,
    });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    setErrors(next);
    return null;
  };

  const canNext = [has('government_id_front'), has('selfie_photo'), has('business_license')][step] ?? false;
  const next = () => {
    if (step === 2 && !licenseValid()) return;
    setStep((s) => Math.min(3, s + 1));
  };

  return (
    <Card>
      <CardHeader>
        <ol className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label="Verification steps">
          {STEPS.map((label, i) => (
            <li
              key={label}
              aria-current={i === step ? 'step' : undefined}
              className={`rounded-lg border px-3 py-2 ${i === step ? 'border-brand-600 bg-brand-50 font-medium text-brand-800' : i < step ? 'border-slate-200 text-slate-700' : 'border-slate-200 text-slate-500'}`}
            >
              <span className="tabular">{i + 1}.</span> {label}
            </li>
          ))}
        </ol>
        <CardTitle className="pt-4">{STEPS[step]}</CardTitle>
        <CardDescription>
          {
            [
              'Upload the front of a government-issued ID. The back is optional (skip it for a passport).',
              'Take a selfie with your camera or upload a photo of your face.',
              'Upload your business license and enter its details.',
              'Check your details, then submit them for review.',
            ][step]
          }
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {step === 0 && (
          <>
            <ArtifactPicker
              type="government_id_front"
              label="Government ID (front)"
              uploaded={has('government_id_front')}
              onUploaded={refresh}
            />
            {skipBack ? (
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                Back of ID skipped.
                <Button variant="link" size="sm" onClick={() => setSkipBack(false)}>
                  <Undo2 aria-hidden /> Undo skip
                </Button>
              </div>
            ) : (
              <>
                <ArtifactPicker
                  type="government_id_back"
                  label="Government ID (back, optional)"
                  uploaded={has('government_id_back')}
                  onUploaded={refresh}
                />
                {!has('government_id_back') && (
                  <Button variant="link" size="sm" className="self-start" onClick={() => setSkipBack(true)}>
                    Skip the back (e.g. passport)
                  </Button>
                )}
              </>
            )}
          </>
        )}
        {step === 1 && (
          <ArtifactPicker
            type="selfie_photo"
            label="Selfie photo"
            uploaded={has('selfie_photo')}
            onUploaded={refresh}
            camera
          />
        )}
        {step === 2 && (
          <>
            <ArtifactPicker
              type="business_license"
              label="Business license"
              uploaded={has('business_license')}
              onUploaded={refresh}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label="License number"
                value={license.number}
                error={errors.businessLicenseNumber}
                onChange={(e) => setLicense({ ...license, number: e.target.value })}
              />
              <TextField
                label="License state"
                value={license.state}
                maxLength={CPA.licenseStateLength}
                placeholder="NY"
                error={errors.businessLicenseState}
                onChange={(e) => setLicense({ ...license, state: e.target.value.toUpperCase() })}
              />
              <TextField
                label="Expiration date (optional)"
                type="date"
                min={today()}
                value={license.expiration}
                error={errors.businessLicenseExpiration}
                onChange={(e) => setLicense({ ...license, expiration: e.target.value })}
              />
            </div>
          </>
        )}
        {step === 3 && (
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {(
              [
                ['Government ID (front)', has('government_id_front') ? 'Uploaded' : 'Missing'],
                ['Government ID (back)', has('government_id_back') ? 'Uploaded' : 'Skipped'],
                ['Selfie photo', has('selfie_photo') ? 'Uploaded' : 'Missing'],
                ['Business license', has('business_license') ? 'Uploaded' : 'Missing'],
                ['License number', license.number],
                ['License state', license.state],
                ['Expiration date', license.expiration || 'None'],
              ] as const
            ).map(([k, v]) => (
              <div
                key={k}
                className="flex justify-between gap-2 rounded-md border border-slate-200 px-3 py-2"
              >
                <dt className="text-slate-600">{k}</dt>
                <dd className="font-medium text-slate-900">{v}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="flex justify-between gap-2 pt-2">
          <Button
            variant="secondary"
            disabled={step === 0}
            onClick={() => setStep((s) => Math.max(0, s - 1))}
          >
            Previous
          </Button>
          {step < 3 ? (
            <Button disabled={!canNext} onClick={next}>
              Next
            </Button>
          ) : (
            <Button
              disabled={submit.isPending}
              onClick={() => {
                const body = licenseValid();
                if (body) submit.mutate(body);
              }}
            >
              <CheckCircle2 aria-hidden />
              {submit.isPending ? 'Submitting...' : 'Submit for Review'}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** /cpa-verification (spec part 3 §2, §4): the verification is created on load; draft → wizard, else status. */
export function VerificationPage() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: verificationKeys.status,
    queryFn: ({ signal }) => api.call('getVerificationStatus', { signal }),
  });
  const start = useMutation({
    mutationFn: () => api.call('startVerification', { body: {} }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: verificationKeys.status });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onError: (e) => errorToast(e, CPA_ERROR_TOASTS.startVerification),
  });
  const needsStart = status.data?.exists === false;
  const { mutate: startNow, isIdle } = start;
  useEffect(() => {
    if (needsStart && isIdle) startNow();
  }, [needsStart, isIdle, startNow]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: verificationKeys.status });

  const v = status.data?.verification;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>CPA Verification · DocLedger</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-slate-900">
            <IdCard className="size-6" aria-hidden /> CPA Verification
          </h1>
          <p className="text-sm text-slate-600">
            Verify your identity and license to unlock client management and firms.
          </p>
        </div>
        <Badge variant={v?.status === 'approved' ? 'success' : 'neutral'}>
          {VERIFICATION_STATUS_LABELS[v?.status ?? 'unverified']}
        </Badge>
      </div>
      {status.isPending || !v ? (
        status.isError ? (
          <p className="text-sm text-destructive">{status.error.message}</p>
        ) : (
          <Skeleton className="h-80" />
        )
      ) : v.status === 'draft' ? (
        <Wizard data={status.data!} refresh={refresh} />
      ) : (
        <StatusScreen data={status.data!} />
      )}
    </div>
  );
}
