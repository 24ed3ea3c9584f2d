import { indiaDate } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../lib/i18n';
import { adminQueries } from '../api/admin-api';
import { ListShell } from './admin-controls';

/** Mail the relay gave up on after its last attempt: who did not hear from us, and why. */
export function UndeliveredMail() {
  const [page, setPage] = useState(1);
  const intl = useIntl();
  const locale = useLocale();
  const { data, isPending, isError } = useQuery(adminQueries.undeliveredMail(page));
  return (
    <section aria-labelledby="undelivered-heading" className="mt-8">
      <h3 id="undelivered-heading" className="mb-3 text-lg font-semibold text-gray-900"><FormattedMessage id="admin.mail.heading" defaultMessage="Mail not delivered" /></h3>
      <ListShell
        isPending={isPending}
        isError={isError}
        isEmpty={!data?.mails.length}
        empty={intl.formatMessage({ id: 'admin.mail.empty', defaultMessage: 'Every mail was delivered.' })}
        errorText={intl.formatMessage({ id: 'admin.mail.failed', defaultMessage: 'Failed to load undelivered mail' })}
        page={page}
        totalPages={data?.pagination.totalPages ?? 1}
        onPage={setPage}
      >
        {data?.mails.map((mail) => (
          <li key={mail.id} className="rounded-xl border border-danger-200 bg-danger-50 p-3 text-sm">
            <p className="font-medium break-words text-gray-900">{mail.subject}</p>
            <p className="break-words text-gray-700">
              <FormattedMessage
                id="admin.mail.line"
                defaultMessage="To {to} · {attempts, plural, one {# attempt} other {# attempts}} · given up {when}"
                values={{ to: mail.to, attempts: mail.attempts, when: <time dateTime={mail.failedAt}>{indiaDate(mail.failedAt, 'short-date-time', locale)}</time> }}
              />
            </p>
            {mail.error ? <p className="mt-1 break-words text-danger-800">{mail.error}</p> : null}
          </li>
        ))}
      </ListShell>
    </section>
  );
}
