import { FormattedMessage, useIntl } from 'react-intl';
import { cn } from '../../../lib/utils';

/** Where trucks are now (live), or where their stops place them tomorrow evening. */
export type SearchTime = 'now' | 'tomorrow';

export function WhenToggle({ value, onChange, className }: { value: SearchTime; onChange: (value: SearchTime) => void; className?: string }) {
  const intl = useIntl();
  return (
    <div className={cn('flex rounded-lg bg-gray-100 p-1', className)} role="group" aria-label={intl.formatMessage({ id: 'when.label', defaultMessage: 'Show where trucks are' })}>
      {(['now', 'tomorrow'] as const).map((option) => (
        <button key={option} type="button" aria-pressed={value === option} onClick={() => onChange(option)} className={cn('rounded-md px-3 py-1.5 text-sm font-medium cursor-pointer', value === option ? 'bg-white text-brand-700 shadow-sm' : 'text-gray-600')}>
          {option === 'now' ? <FormattedMessage id="when.now" defaultMessage="Now" /> : <FormattedMessage id="when.tomorrow" defaultMessage="Tomorrow" />}
        </button>
      ))}
    </div>
  );
}
