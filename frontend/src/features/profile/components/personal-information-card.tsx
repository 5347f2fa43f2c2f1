import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@docledger/shared/api/schemas/auth';
import { profileFormSchema, type UpdateProfileBody } from '@docledger/shared/api/schemas/profile';
import { api } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { TextField } from '../../../components/form/text-field';
import { meKeys } from '../../../lib/session/use-me';
import { sessionKeys } from '../../../lib/session/use-session';

const optionalFields = [
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', span: false },
  { name: 'address', label: 'Address', autoComplete: 'street-address', type: 'text', span: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', type: 'text', span: false },
  { name: 'state', label: 'State', autoComplete: 'address-level1', type: 'text', span: false },
  { name: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code', type: 'text', span: false },
  { name: 'country', label: 'Country', autoComplete: 'country-name', type: 'text', span: false },
] as const;

function formValues(user: CurrentUser) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipCode: user.zipCode ?? '',
    country: user.country ?? '',
  };
}

const profileFields = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
] as const;

export function PersonalInformationCard({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset, setError } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValues(user),
  });
  const save = useMutation({
    mutationFn: (body: UpdateProfileBody) => api.call('updateProfile', { body }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(meKeys.current(), updated);
      reset(formValues(updated));
      toast({
        title: 'Profile Updated',
        description: 'Your personal information has been saved.',
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onError: (error) => {
      applyFieldErrors(error, setError, profileFields);
      toast({
        title: 'Profile Update Failed',
        description: 'Failed to update profile. Please try again.',
        variant: 'destructive',
      });
    },
  });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold tracking-tight text-slate-900">Personal Information</h2>
        <CardDescription>Your name and contact details.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit((values) => save.mutate(values))}
          className="grid gap-4 sm:grid-cols-2"
        >
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
          {optionalFields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              className={field.span ? 'sm:col-span-2' : undefined}
              error={formState.errors[field.name]?.message}
              {...register(field.name)}
            />
          ))}
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button
              variant="secondary"
              disabled={!formState.isDirty || save.isPending}
              onClick={() => reset(formValues(user))}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={!formState.isDirty || save.isPending}>
              {save.isPending && <Spinner className="size-4 text-white" />}
              Save Changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
