import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card } from '../../../components/ui/card';
import { adminQueries } from '../api/admin-api';
import { ListShell, ShortDate } from './admin-controls';

/** Messages from the contact form, newest first (each was also mailed to the support address). */
export function MessagesTab() {
  const [page, setPage] = useState(1);
  const intl = useIntl();
  const { data, isPending, isError } = useQuery(adminQueries.messages(page));
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.messages.label', defaultMessage: 'Contact messages' })}>
      <ListShell
        isPending={isPending}
        isError={isError}
        isEmpty={!data?.messages.length}
        empty={intl.formatMessage({ id: 'admin.messages.empty', defaultMessage: 'No messages yet.' })}
        errorText={intl.formatMessage({ id: 'admin.messages.failed', defaultMessage: 'Failed to load messages' })}
        page={page}
        totalPages={data?.pagination.totalPages ?? 1}
        onPage={setPage}
      >
        {data?.messages.map((m) => (
          <li key={m.id}>
            <Card className="p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-gray-900">{m.subject}</h3>
                <span className="text-xs text-gray-600"><ShortDate iso={m.createdAt} /></span>
              </div>
              <p className="text-sm break-words text-gray-700">
                <FormattedMessage
                  id="admin.messages.from"
                  defaultMessage="{name} · {email}"
                  values={{ name: m.name, email: <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} className="text-brand-800 hover:underline">{m.email}</a> }}
                />
              </p>
              <p className="mt-2 whitespace-pre-line text-sm break-words text-gray-800">{m.message}</p>
            </Card>
          </li>
        ))}
      </ListShell>
    </section>
  );
}
