import { ORDER_LIMITS, type LateStep, type Order } from '@dishrated/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';

/**
 * "Running late" on an accepted order: the owner picks how much later and tells the customer,
 * whose order screen moves its ready-by time. Only the steps left within the limit are offered.
 */
export function RunningLate({ order, label, disabled, onLate }: { order: Order; label: string; disabled: boolean; onLate: (minutes: LateStep) => void }) {
  const steps = ORDER_LIMITS.lateSteps.filter((minutes) => order.lateMinutes + minutes <= ORDER_LIMITS.lateMax);
  const [minutes, setMinutes] = useState<LateStep | ''>('');
  const intl = useIntl();
  if (steps.length === 0) return null;
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (minutes !== '') onLate(minutes);
        setMinutes('');
      }}
    >
      <label className="text-sm text-gray-700">
        <FormattedMessage id="late.label" defaultMessage="Running late" />
        <select
          aria-label={intl.formatMessage({ id: 'late.for', defaultMessage: 'Running late for {order}' }, { order: label })}
          className="mt-1 block h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm"
          value={minutes}
          onChange={(e) => setMinutes(e.target.value === '' ? '' : (Number(e.target.value) as LateStep))}
        >
          <option value="">{intl.formatMessage({ id: 'late.by', defaultMessage: 'By…' })}</option>
          {steps.map((step) => (
            <option key={step} value={step}>{intl.formatMessage({ id: 'late.minutes', defaultMessage: '{minutes} min' }, { minutes: step })}</option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" className="h-9" variant="outline" disabled={disabled || minutes === ''} aria-label={intl.formatMessage({ id: 'late.tellFor', defaultMessage: 'Tell the customer {order} runs late' }, { order: label })}>
        <FormattedMessage id="late.tell" defaultMessage="Tell customer" />
      </Button>
    </form>
  );
}
