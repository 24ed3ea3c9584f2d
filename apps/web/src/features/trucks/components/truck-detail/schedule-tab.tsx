import { weekdayName, type Truck } from '@dishrated/shared';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../../lib/i18n';
import { WhereNext } from './where-next';

export function ScheduleTab({ truck }: { truck: Truck }) {
  const schedule = truck.schedule ?? [];
  const locale = useLocale();
  return (
    <div className="space-y-8">
      <WhereNext truckId={truck.id} />
      <section aria-labelledby="weekly-schedule">
        <h3 id="weekly-schedule" className="text-lg font-bold text-gray-900"><FormattedMessage id="schedule.weekly" defaultMessage="Weekly Schedule" /></h3>
        {schedule.length === 0 ? (
          <p className="mt-3 text-gray-600"><FormattedMessage id="schedule.none" defaultMessage="No schedule published yet." /></p>
        ) : (
          <table className="mt-3 w-full text-sm">
            <tbody className="divide-y divide-gray-100">
              {schedule.map((row) => (
                <tr key={row.day}>
                  <th scope="row" className="py-3 pr-4 text-left font-medium text-gray-900">{weekdayName(row.day, locale)}</th>
                  <td className={row.hours === 'Closed' ? 'py-3 font-medium text-danger-600' : 'py-3 font-medium text-success-700'}>
                    {row.hours === 'Closed' ? <FormattedMessage id="truck.status.closed" defaultMessage="Closed" /> : row.hours}
                  </td>
                  <td className="py-3 text-gray-600">{row.location ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
