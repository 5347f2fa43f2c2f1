import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CheckCircle2, Clock, House, LogOut, Mail, MessageSquare, Timer } from 'lucide-react';
import { contactFormSchema, type ContactBody } from '@docledger/shared/api/schemas/profile';
import { COMPANY } from '@docledger/shared/domain/limits';
import { api } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/form-errors';
import { paths } from '../../config/paths';
import { Logo } from '../../components/layout/logo';
import { SiteFooter } from '../../components/layout/site-footer';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { FieldError, TextField } from '../../components/form/text-field';
import { useLogout } from '../../lib/session/use-logout';
import { useSession } from '../../lib/session/use-session';
import { Textarea } from '../../components/ui/textarea';

const infoCards = [
  {
    icon: Mail,
    title: 'Email Support',
    body: (
      <a href={`mailto:${COMPANY.supportEmail}`} className="font-medium text-brand-700 hover:underline">
        {COMPANY.supportEmail}
      </a>
    ),
  },
  { icon: Clock, title: 'Business Hours', body: <>Monday to Friday, 9:00 AM - 6:00 PM EST</> },
  {
    icon: Timer,
    title: 'Response Time',
    body: (
      <>
        Typically within 24 hours.
        <br />
        2-4 hours on average during business hours.
      </>
    ),
  },
] as const;

export function ContactPage() {
  const session = useSession();
  const user = session.data?.authenticated ? session.data.user : null;
  const logout = useLogout();

  const { register, handleSubmit, formState, reset, getValues, setError } = useForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });

  // Prefill from the signed-in user (spec part 1 §2) without overwriting what was typed already.
  useEffect(() => {
    if (!user) return;
    const current = getValues();
    reset(
      {
        ...current,
        name: current.name || `${user.firstName} ${user.lastName}`.trim(),
        email: current.email || user.email,
      },
      { keepDirtyValues: true },
    );
  }, [user, getValues, reset]);

  const send = useMutation({
    mutationFn: (body: ContactBody) => api.call('sendContactMessage', { body }),
    onError: (error) => {
      applyFieldErrors(error, setError, ['name', 'email', 'subject', 'message']);
      toast({
        title: 'Message Not Sent',
        description: 'Failed to send message. Please try again or email us directly.',
        variant: 'destructive',
      });
    },
  });

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <title>Contact · DocLedger</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo to={paths.landing} />
          <nav aria-label="Main" className="flex items-center gap-1">
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.landing}>
                <House aria-hidden />
                Home
              </Link>
            </Button>
            {user ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={logout.isPending}
                onClick={() => logout.mutate()}
              >
                <LogOut aria-hidden />
                Logout
              </Button>
            ) : (
              <Button asChild variant="secondary" size="sm">
                <Link to={paths.login}>Sign In</Link>
              </Button>
            )}
          </nav>
        </div>
      </header>

      <main id="main" className="flex-1">
        <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
          <div className="flex max-w-2xl flex-col gap-2">
            <p className="text-sm font-semibold text-brand-700">Contact</p>
            <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">Get in Touch</h1>
            <p className="text-base text-slate-600">
              Questions about your documents, your account or pricing? Send us a message and we will get back
              to you.
            </p>
          </div>

          <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
            <Card className="p-6 sm:p-8">
              {send.isSuccess ? (
                <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
                  <div className="flex size-12 items-center justify-center rounded-full bg-success-soft ring-8 ring-green-50">
                    <CheckCircle2 className="size-6 text-success" aria-hidden />
                  </div>
                  <h2 className="text-xl font-semibold text-slate-900">Message Sent!</h2>
                  <p className="max-w-md text-sm text-slate-600">{send.data.message}</p>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      send.reset();
                      reset({
                        name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
                        email: user?.email ?? '',
                        subject: '',
                        message: '',
                      });
                    }}
                  >
                    Send Another Message
                  </Button>
                </div>
              ) : (
                <form
                  noValidate
                  onSubmit={handleSubmit((values) => send.mutate(values))}
                  className="grid gap-4 sm:grid-cols-2"
                >
                  <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900 sm:col-span-2">
                    <MessageSquare className="size-4 text-brand-700" aria-hidden />
                    Send us a message
                  </h2>
                  <TextField
                    label="Name"
                    autoComplete="name"
                    error={formState.errors.name?.message}
                    {...register('name')}
                  />
                  <TextField
                    label="Email"
                    type="email"
                    autoComplete="email"
                    error={formState.errors.email?.message}
                    {...register('email')}
                  />
                  <TextField
                    label="Subject"
                    className="sm:col-span-2"
                    error={formState.errors.subject?.message}
                    {...register('subject')}
                  />
                  <div className="flex flex-col gap-1.5 sm:col-span-2">
                    <Label htmlFor="contact-message">Message</Label>
                    <Textarea
                      id="contact-message"
                      rows={6}
                      aria-invalid={formState.errors.message ? true : undefined}
                      aria-describedby={formState.errors.message ? 'contact-message-error' : undefined}
                      {...register('message')}
                    />
                    <FieldError id="contact-message-error" message={formState.errors.message?.message} />
                  </div>
                  <div className="sm:col-span-2">
                    <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
                      {send.isPending && <Spinner className="text-white" />}
                      Send Message
                    </Button>
                  </div>
                </form>
              )}
            </Card>

            <aside aria-label="Contact information" className="flex flex-col gap-3">
              {infoCards.map(({ icon: Icon, title, body }) => (
                <Card key={title} className="flex gap-3 p-4">
                  <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon className="size-4" aria-hidden />
                  </div>
                  <div className="flex flex-col gap-0.5 text-sm">
                    <h2 className="font-medium text-slate-900">{title}</h2>
                    <p className="text-slate-600">{body}</p>
                  </div>
                </Card>
              ))}
            </aside>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

export { ContactPage as Component };
