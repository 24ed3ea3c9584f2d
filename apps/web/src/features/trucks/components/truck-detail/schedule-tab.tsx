import { type Truck } from '@dishrated/shared';
import { WhereNext } from './where-next';

export function ScheduleTab({ truck }: { truck: Truck }) {
  const schedule = truck.schedule ?? [];
  return (
    <div className="space-y-8">
      <WhereNext truckId={truck.id} />
      <section aria-labelledby="weekly-schedule">
        <h3 id="weekly-schedule" className="text-lg font-bold text-gray-900">Weekly Schedule</h3>
        {schedule.length === 0 ? (
          <p className="mt-3 text-gray-600">No schedule published yet.</p>
        ) : (
          <table className="mt-3 w-full text-sm">
            <tbody className="divide-y divide-gray-100">
              {schedule.map((row) => (
                <tr key={row.day}>
                  <th scope="row" className="py-3 pr-4 text-left font-medium text-gray-900">{row.day}</th>
                  <td className={row.hours === 'Closed' ? 'py-3 font-medium text-danger-600' : 'py-3 font-medium text-success-700'}>{row.hours}</td>
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
