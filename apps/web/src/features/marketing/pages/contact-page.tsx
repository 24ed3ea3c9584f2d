import { ContactBodySchema } from '@dishrated/shared';
import { CheckCircle2, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { showSubmitError, useZodForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useSendContactMessage } from '../api/contact-mutations';
import { PageHero } from '../components/page-parts';

type Field = 'name' | 'email' | 'subject' | 'message';
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];

const HOURS: ReadonlyArray<readonly [string, string]> = [
  ['Monday to Friday', '9:00 AM – 7:00 PM'],
  ['Saturday', '10:00 AM – 4:00 PM'],
  ['Sunday', 'Closed'],
];

function Detail({ icon: Icon, title, children }: { icon: typeof Mail; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
      <div>
        <h3 className="font-semibold text-gray-900">{title}</h3>
        <div className="text-sm text-gray-700">{children}</div>
      </div>
    </div>
  );
}

function ContactForm() {
  const [params] = useSearchParams();
  const form = useZodForm(ContactBodySchema, { defaultValues: { name: '', email: '', subject: params.get('subject')?.slice(0, 150) ?? '', message: '' } });
  const send = useSendContactMessage({
    onSuccess: () => {
      toast.success('Message Sent!', "Thank you for reaching out. We'll get back to you within one business day.");
      form.reset();
    },
    onError: (error) => showSubmitError(form, error, { title: 'Error', fallback: 'Failed to send message. Please try again.', fields: FIELDS }),
  });
  const { errors } = form.formState;
  const aria = (id: Field) => ({ id: `contact-${id}`, 'aria-invalid': Boolean(errors[id]), 'aria-describedby': errors[id] ? `contact-${id}-error` : undefined, ...form.register(id) });
  const error = (id: Field) => <FieldError id={`contact-${id}-error`}>{errors[id]?.message}</FieldError>;
  if (send.isSuccess && !form.formState.isDirty) {
    return (
      <div role="status" className="py-10 text-center">
        <CheckCircle2 className="mx-auto h-12 w-12 text-live-600" aria-hidden />
        <h2 className="mt-3 text-2xl font-bold text-gray-900">Message Sent!</h2>
        <p className="mt-2 text-gray-700">Thank you for reaching out. We&apos;ll get back to you within one business day.</p>
        <Button variant="outline" className="mt-5" onClick={() => send.reset()}>Send another message</Button>
      </div>
    );
  }
  return (
    <form noValidate aria-label="Contact us" className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit((body) => send.mutate(body))}>
      <div><Label htmlFor="contact-name">Name</Label><Input autoComplete="name" {...aria('name')} />{error('name')}</div>
      <div><Label htmlFor="contact-email">Email</Label><Input type="email" autoComplete="email" {...aria('email')} />{error('email')}</div>
      <div className="sm:col-span-2"><Label htmlFor="contact-subject">Subject</Label><Input {...aria('subject')} />{error('subject')}</div>
      <div className="sm:col-span-2"><Label htmlFor="contact-message">Message</Label><Textarea rows={6} {...aria('message')} />{error('message')}</div>
      <div className="sm:col-span-2"><Button type="submit" disabled={send.isPending}>{send.isPending ? 'Sending...' : 'Send Message'}</Button></div>
    </form>
  );
}

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="We'd love to hear from you">
        <p>Questions about a truck, feedback on the app, or a festival you want us at: write to us and a person will answer.</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <Card className="p-5 sm:p-8">
          <h2 className="mb-4 text-xl font-bold text-gray-900">Send us a message</h2>
          <ContactForm />
        </Card>
        <aside aria-label="Contact details" className="space-y-6">
          <Detail icon={Mail} title="Email"><a href="mailto:support@dishrated.app" className="text-brand-800 hover:underline">support@dishrated.app</a><br />Owners: <a href="mailto:owners@dishrated.app" className="text-brand-800 hover:underline">owners@dishrated.app</a></Detail>
          <Detail icon={Phone} title="Phone"><a href="tel:+918045678900" className="text-brand-800 hover:underline">+91 80 4567 8900</a></Detail>
          <Detail icon={MapPin} title="Office">DishRated Technologies Pvt. Ltd.<br />3rd Floor, 80 Feet Road, Koramangala<br />Bengaluru, Karnataka 560034</Detail>
          <Detail icon={Clock} title="Business hours (IST)">
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {HOURS.map(([day, hours]) => (
                <div key={day} className="contents"><dt>{day}</dt><dd className="font-medium text-gray-900">{hours}</dd></div>
              ))}
            </dl>
          </Detail>
        </aside>
      </div>
    </>
  );
}
