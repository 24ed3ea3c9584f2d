import { CATERING } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../lib/api-client';
import { cateringThreadQuery, usePostToThread } from '../../lib/catering-threads';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { Label, Textarea } from '../ui/input';

/**
 * The short thread between a request's customer and one truck's owner, opened on demand. `me`
 * says which side is reading, so their own messages sit on the right.
 */
export function CateringThread({ requestId, truckId, title, me, open: canWrite }: { requestId: string; truckId: string; title: string; me: 'customer' | 'owner'; open: boolean }) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const [text, setText] = useState('');
  const id = useId();
  const { data, isPending } = useQuery({ ...cateringThreadQuery(requestId, truckId), enabled: shown });
  const post = usePostToThread(requestId, truckId, {
    onSuccess: () => setText(''),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'thread.failed', defaultMessage: 'The message could not be sent.' }))),
  });
  if (!shown) {
    return (
      <Button variant="link" size="sm" className="px-0" onClick={() => setShown(true)} aria-expanded={false}>
        {title}
      </Button>
    );
  }
  return (
    <section aria-label={title} className="mt-2 space-y-2 rounded-xl border border-gray-200 p-3">
      <p className="text-sm font-semibold text-gray-900">{title}</p>
      {isPending ? (
        <p role="status" className="text-sm text-gray-600"><FormattedMessage id="thread.loading" defaultMessage="Loading messages..." /></p>
      ) : data?.length ? (
        <ol className="space-y-2">
          {data.map((m) => (
            <li key={m.id} className={cn('max-w-[85%] whitespace-pre-line break-words rounded-xl px-3 py-2 text-sm', m.from === me ? 'ml-auto bg-brand-50 text-brand-950' : 'bg-gray-100 text-gray-900')}>
              {m.body}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-gray-600"><FormattedMessage id="thread.empty" defaultMessage="No messages yet. Email addresses and phone numbers are hidden until a booking." /></p>
      )}
      {canWrite ? (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) post.mutate(text.trim());
          }}
        >
          <Label htmlFor={id} className="sr-only"><FormattedMessage id="thread.write" defaultMessage="Write a message" /></Label>
          <Textarea id={id} rows={2} maxLength={CATERING.threadMessageMax} value={text} onChange={(e) => setText(e.target.value)} placeholder={intl.formatMessage({ id: 'thread.write', defaultMessage: 'Write a message' })} />
          <Button type="submit" size="sm" disabled={!text.trim() || post.isPending}><FormattedMessage id="thread.send" defaultMessage="Send" /></Button>
        </form>
      ) : null}
    </section>
  );
}
