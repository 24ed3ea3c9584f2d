import { TruckMessageBodySchema } from '@dishrated/shared';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { FieldError, Input, Label, Textarea } from '../../../../components/ui/input';
import { useSession } from '../../../../lib/auth';
import { showSubmitError, useZodForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useSendTruckMessage } from '../../api/truck-message-mutations';

type Field = 'name' | 'email' | 'message';
const FIELDS: Field[] = ['name', 'email', 'message'];

/** Writes to the truck's owner without showing either address: the server mails it on. */
export default function TruckMessageForm({ truckId, truckName }: { truckId: string; truckName: string }) {
  // A signed-in visitor writes as themselves: their name and email are filled in (and can be changed).
  const { user } = useSession();
  const intl = useIntl();
  const form = useZodForm(TruckMessageBodySchema, { defaultValues: { name: user?.name ?? '', email: user?.email ?? '', message: '' } });
  const { isDirty } = form.formState;
  useEffect(() => {
    if (user && !isDirty) form.reset({ name: user.name, email: user.email, message: '' });
  }, [user, isDirty, form]);
  const send = useSendTruckMessage(truckId, {
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'truckMessage.sent', defaultMessage: 'Message Sent!' }), intl.formatMessage({ id: 'truckMessage.willReply', defaultMessage: '{name} will reply to your email.' }, { name: truckName }));
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
  const field = (id: Field) => ({ id: `truck-message-${id}`, 'aria-invalid': Boolean(errors[id]), 'aria-describedby': errors[id] ? `truck-message-${id}-error` : undefined, ...form.register(id) });
  const error = (id: Field) => <FieldError id={`truck-message-${id}-error`}>{errors[id]?.message}</FieldError>;
  if (send.isSuccess && !form.formState.isDirty) {
    return <p role="status" className="mt-3 text-sm text-live-700"><FormattedMessage id="truckMessage.done" defaultMessage="Your message was sent. {name} will reply to your email." values={{ name: truckName }} /></p>;
  }
  return (
    <form noValidate aria-label={intl.formatMessage({ id: 'truckMessage.label', defaultMessage: 'Message {name}' }, { name: truckName })} className="mt-3 space-y-3" onSubmit={form.handleSubmit((body) => send.mutate(body))}>
      <div><Label htmlFor="truck-message-name"><FormattedMessage id="truckMessage.name" defaultMessage="Your name" /></Label><Input autoComplete="name" {...field('name')} />{error('name')}</div>
      <div><Label htmlFor="truck-message-email"><FormattedMessage id="truckMessage.email" defaultMessage="Your email" /></Label><Input type="email" autoComplete="email" {...field('email')} />{error('email')}</div>
      <div><Label htmlFor="truck-message-message"><FormattedMessage id="truckMessage.message" defaultMessage="Message" /></Label><Textarea rows={4} {...field('message')} />{error('message')}</div>
      <Button type="submit" disabled={send.isPending}>{send.isPending ? <FormattedMessage id="truckMessage.sending" defaultMessage="Sending..." /> : <FormattedMessage id="truckMessage.send" defaultMessage="Send message" />}</Button>
    </form>
  );
}
