import { ContactBodySchema } from '@dishrated/shared';
import { CheckCircle2, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { showSubmitError, useZodForm } from '../../../lib/form';
import { defineMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSendContactMessage } from '../api/contact-mutations';
import { PageHero } from '../components/page-parts';

type Field = 'name' | 'email' | 'subject' | 'message';
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];

const M = defineMessages({
  weekdays: { id: 'contact.hours.weekdays', defaultMessage: 'Monday to Friday' },
  weekdayHours: { id: 'contact.hours.weekdayHours', defaultMessage: '9:00 AM – 7:00 PM' },
  saturday: { id: 'contact.hours.saturday', defaultMessage: 'Saturday' },
  saturdayHours: { id: 'contact.hours.saturdayHours', defaultMessage: '10:00 AM – 4:00 PM' },
  sunday: { id: 'contact.hours.sunday', defaultMessage: 'Sunday' },
  closed: { id: 'contact.hours.closed', defaultMessage: 'Closed' },
  sent: { id: 'truckMessage.sent', defaultMessage: 'Message Sent!' },
  thanks: { id: 'contact.thanks', defaultMessage: "Thank you for reaching out. We'll get back to you within one business day." },
});

/** Addresses and numbers read the same in every language. */
const SUPPORT_EMAIL = 'support@dishrated.app';
const OWNERS_EMAIL = 'owners@dishrated.app';
const PHONE = '+91 80 4567 8900';

const HOURS = [
  [M.weekdays, M.weekdayHours],
  [M.saturday, M.saturdayHours],
  [M.sunday, M.closed],
] as const;

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
  const intl = useIntl();
  const form = useZodForm(ContactBodySchema, { defaultValues: { name: '', email: '', subject: params.get('subject')?.slice(0, 150) ?? '', message: '' } });
  const send = useSendContactMessage({
    onSuccess: () => {
      toast.success(intl.formatMessage(M.sent), intl.formatMessage(M.thanks));
      form.reset();
    },
    onError: (error) =>
      showSubmitError(form, error, {
        title: intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        fallback: intl.formatMessage({ id: 'truckMessage.failed', defaultMessage: 'Failed to send message. Please try again.' }),
        fields: FIELDS,
      }),
  });
  const { errors } = form.formState;
  const aria = (id: Field) => ({ id: `contact-${id}`, 'aria-invalid': Boolean(errors[id]), 'aria-describedby': errors[id] ? `contact-${id}-error` : undefined, ...form.register(id) });
  const error = (id: Field) => <FieldError id={`contact-${id}-error`}>{errors[id]?.message}</FieldError>;
  if (send.isSuccess && !form.formState.isDirty) {
    return (
      <div role="status" className="py-10 text-center">
        <CheckCircle2 className="mx-auto h-12 w-12 text-live-600" aria-hidden />
        <h2 className="mt-3 text-2xl font-bold text-gray-900"><FormattedMessage {...M.sent} /></h2>
        <p className="mt-2 text-gray-700"><FormattedMessage {...M.thanks} /></p>
        <Button variant="outline" className="mt-5" onClick={() => send.reset()}><FormattedMessage id="contact.another" defaultMessage="Send another message" /></Button>
      </div>
    );
  }
  return (
    <form noValidate aria-label={intl.formatMessage({ id: 'contact.formLabel', defaultMessage: 'Contact us' })} className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit((body) => send.mutate(body))}>
      <div><Label htmlFor="contact-name"><FormattedMessage id="alerts.placeName" defaultMessage="Name" /></Label><Input autoComplete="name" {...aria('name')} />{error('name')}</div>
      <div><Label htmlFor="contact-email"><FormattedMessage id="apply.email" defaultMessage="Email" /></Label><Input type="email" autoComplete="email" {...aria('email')} />{error('email')}</div>
      <div className="sm:col-span-2"><Label htmlFor="contact-subject"><FormattedMessage id="contact.subject" defaultMessage="Subject" /></Label><Input {...aria('subject')} />{error('subject')}</div>
      <div className="sm:col-span-2"><Label htmlFor="contact-message"><FormattedMessage id="truckMessage.message" defaultMessage="Message" /></Label><Textarea rows={6} {...aria('message')} />{error('message')}</div>
      <div className="sm:col-span-2"><Button type="submit" disabled={send.isPending}>{send.isPending ? <FormattedMessage id="truckMessage.sending" defaultMessage="Sending..." /> : <FormattedMessage id="contact.send" defaultMessage="Send Message" />}</Button></div>
    </form>
  );
}

export default function ContactPage() {
  const intl = useIntl();
  return (
    <>
      <PageHero eyebrow={intl.formatMessage({ id: 'contact.eyebrow', defaultMessage: 'Contact' })} title={intl.formatMessage({ id: 'contact.title', defaultMessage: "We'd love to hear from you" })}>
        <p><FormattedMessage id="contact.lead" defaultMessage="Questions about a truck, feedback on the app, or a festival you want us at: write to us and a person will answer." /></p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <Card className="p-5 sm:p-8">
          <h2 className="mb-4 text-xl font-bold text-gray-900"><FormattedMessage id="contact.sendUs" defaultMessage="Send us a message" /></h2>
          <ContactForm />
        </Card>
        <aside aria-label={intl.formatMessage({ id: 'contact.details', defaultMessage: 'Contact details' })} className="space-y-6">
          <Detail icon={Mail} title={intl.formatMessage({ id: 'apply.email', defaultMessage: 'Email' })}>
            <a href="mailto:support@dishrated.app" className="text-brand-800 hover:underline">{SUPPORT_EMAIL}</a>
            <br />
            <FormattedMessage
              id="contact.owners"
              defaultMessage="Owners: {email}"
              values={{ email: <a href="mailto:owners@dishrated.app" className="text-brand-800 hover:underline">{OWNERS_EMAIL}</a> }}
            />
          </Detail>
          <Detail icon={Phone} title={intl.formatMessage({ id: 'profile.phone', defaultMessage: 'Phone' })}><a href="tel:+918045678900" className="text-brand-800 hover:underline">{PHONE}</a></Detail>
          <Detail icon={MapPin} title={intl.formatMessage({ id: 'contact.office', defaultMessage: 'Office' })}>
            <FormattedMessage
              id="contact.address"
              defaultMessage="DishRated Technologies Pvt. Ltd.<br></br>3rd Floor, 80 Feet Road, Koramangala<br></br>Bengaluru, Karnataka 560034"
              values={{ br: () => <br /> }}
            />
          </Detail>
          <Detail icon={Clock} title={intl.formatMessage({ id: 'contact.hours', defaultMessage: 'Business hours (IST)' })}>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {HOURS.map(([day, hours]) => (
                <div key={day.id} className="contents"><dt><FormattedMessage {...day} /></dt><dd className="font-medium text-gray-900"><FormattedMessage {...hours} /></dd></div>
              ))}
            </dl>
          </Detail>
        </aside>
      </div>
    </>
  );
}
