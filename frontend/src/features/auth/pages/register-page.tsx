import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Briefcase, MailCheck, User, UserPlus } from 'lucide-react';
import { registerFormSchema, type RegisterBody } from '@docledger/shared/api/schemas/auth';
import { UI_DELAYS } from '@docledger/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { cn } from '../../../lib/cn';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { AuthCard, AuthShell } from '../components/auth-shell';
import { FormAlert } from '../../../components/form/form-alert';
import { FieldError, TextField } from '../../../components/form/text-field';

const accountTypes = [
  {
    value: 'individual',
    title: 'Individual',
    description: 'Personal, family or small business finances',
    icon: User,
  },
  {
    value: 'business_cpa',
    title: 'Business CPA',
    description: 'Accountants managing clients and a firm',
    icon: Briefcase,
  },
] as const;

const registerFields = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'userType',
  'agreedToPrivacyPolicy',
] as const;

export function RegisterPage() {
  const navigate = useNavigate();
  const [done, setDone] = useState<{ message: string; userType: RegisterBody['userType'] } | null>(null);

  const { register, handleSubmit, formState, control, setError } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      agreedToPrivacyPolicy: false as unknown as true,
    },
  });
  const selectedType = useWatch({ control, name: 'userType' });
  const [fieldErrorShown, setFieldErrorShown] = useState(false);

  const registration = useMutation({
    mutationFn: (body: RegisterBody) => api.call('registerUser', { body }),
    onSuccess: (response, body) => setDone({ message: response.message, userType: body.userType }),
    onError: (error) => {
      // A refused password (too common) or any other field the server rejects is marked on the field
      // itself, which also takes focus: a banner at the top may be scrolled out of view.
      setFieldErrorShown(applyFieldErrors(error, setError, registerFields));
      toast({
        title: 'Registration Failed',
        description: error.message || 'An error occurred during registration',
        variant: 'destructive',
      });
    },
  });

  // A CPA continues to verification, everyone else to sign-in, 2 s after success (spec part 1 §4).
  useEffect(() => {
    if (!done) return;
    const to = done.userType === 'business_cpa' ? paths.cpaVerification : paths.login;
    const timer = setTimeout(() => void navigate(to), UI_DELAYS.redirectAfterRegisterMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...body }) => registration.mutate(body));

  if (done) {
    return (
      <AuthShell>
        <title>Account Created · DocLedger</title>
        <AuthCard icon={<MailCheck aria-hidden />} title="Account Created" description={done.message}>
          <p className="flex items-center justify-center gap-2 text-sm text-slate-600" role="status">
            <Spinner className="size-4" />
            {done.userType === 'business_cpa'
              ? 'Taking you to CPA verification...'
              : 'Taking you to sign in...'}
          </p>
        </AuthCard>
      </AuthShell>
    );
  }

  return (
    <AuthShell wide>
      <title>Create Account · DocLedger</title>
      <AuthCard
        icon={<UserPlus aria-hidden />}
        title="Create Account"
        description="Start with 10 free documents. No credit card required."
        footer={
          <>
            Already have an account?{' '}
            <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
              Sign in
            </Link>
          </>
        }
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {registration.isError && !fieldErrorShown && (
            <FormAlert tone="error">
              {registration.error.message || 'An error occurred during registration'}
            </FormAlert>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">Account type</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {accountTypes.map((type) => {
                const Icon = type.icon;
                const checked = selectedType === type.value;
                return (
                  <label
                    key={type.value}
                    className={cn(
                      'flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                      checked
                        ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
                        : 'border-slate-300 hover:bg-slate-50',
                    )}
                  >
                    <input
                      type="radio"
                      value={type.value}
                      className="sr-only"
                      aria-invalid={formState.errors.userType ? true : undefined}
                      aria-describedby={formState.errors.userType ? 'register-user-type-error' : undefined}
                      {...register('userType')}
                    />
                    <Icon
                      className={cn('mt-0.5 size-5 shrink-0', checked ? 'text-brand-700' : 'text-slate-500')}
                      aria-hidden
                    />
                    <span className="flex flex-col">
                      <span className="text-sm font-medium text-slate-900">{type.title}</span>
                      <span className="text-xs text-slate-600">{type.description}</span>
                    </span>
                  </label>
                );
              })}
            </div>
            <FieldError id="register-user-type-error" message={formState.errors.userType?.message} />
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First name"
              autoComplete="given-name"
              error={formState.errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={formState.errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <div className="flex flex-col gap-1.5">
            <label className="flex items-start gap-2.5 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700"
                aria-invalid={formState.errors.agreedToPrivacyPolicy ? true : undefined}
                aria-describedby={
                  formState.errors.agreedToPrivacyPolicy ? 'register-privacy-error' : undefined
                }
                {...register('agreedToPrivacyPolicy')}
              />
              <span>
                I agree to the{' '}
                <Link to={paths.privacy} className="font-medium text-brand-700 hover:underline">
                  Privacy Policy
                </Link>{' '}
                and confirm I am at least 18 years old.
              </span>
            </label>
            <FieldError
              id="register-privacy-error"
              message={formState.errors.agreedToPrivacyPolicy?.message}
            />
          </div>
          <Button type="submit" size="lg" disabled={registration.isPending} className="mt-1 w-full">
            {registration.isPending && <Spinner className="text-white" />}
            Create Account
          </Button>
          <p className="text-center text-xs text-slate-500">
            Questions?{' '}
            <Link to={paths.contact} className="text-brand-700 hover:underline">
              Contact us
            </Link>{' '}
            ·{' '}
            <Link to={paths.landing} className="text-brand-700 hover:underline">
              Back to home
            </Link>
          </p>
        </form>
      </AuthCard>
    </AuthShell>
  );
}

export { RegisterPage as Component };
