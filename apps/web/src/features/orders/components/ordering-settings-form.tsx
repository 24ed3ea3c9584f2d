import { ORDER_LIMITS, OrderingSettingsSchema, type MenuItem, type OrderingSettings } from '@dishrated/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { FieldError, Input } from '../../../components/ui/input';
import { showSubmitError, useZodForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useSaveOrderingSettings } from '../api/orders-api';

/** Whether the truck takes orders, how long they take, how many fit a pickup slot, and what is sold out today. */
export function OrderingSettingsForm({ truckId, settings, menu }: { truckId: string; settings: OrderingSettings; menu: MenuItem[] }) {
  const intl = useIntl();
  const form = useZodForm(OrderingSettingsSchema, { defaultValues: settings });
  const save = useSaveOrderingSettings(truckId, {
    onSuccess: (saved) => {
      form.reset(saved);
      toast.success(
        intl.formatMessage({ id: 'common.saved', defaultMessage: 'Saved' }),
        saved.takingOrders
          ? intl.formatMessage({ id: 'ordering.on', defaultMessage: 'Customers can order ahead now.' })
          : intl.formatMessage({ id: 'ordering.off', defaultMessage: 'Ordering ahead is off.' }),
      );
    },
    onError: (error) =>
      showSubmitError(form, error, {
        title: intl.formatMessage({ id: 'common.couldNotSave', defaultMessage: 'Could not save' }),
        fallback: intl.formatMessage({ id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' }),
        fields: ['prepMinutes', 'perSlot', 'soldOut'],
      }),
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
      <label className="flex items-center gap-3 text-sm font-semibold text-gray-900">
        <input type="checkbox" className="h-5 w-5 accent-brand-700" {...form.register('takingOrders')} />
        <FormattedMessage id="ordering.taking" defaultMessage="Taking orders" />
      </label>
      <div className="flex flex-wrap gap-4">
        <label className="block text-sm text-gray-700">
          <FormattedMessage id="ordering.prep" defaultMessage="Preparation (minutes)" />
          <Input type="number" min={ORDER_LIMITS.prepMinutes.min} max={ORDER_LIMITS.prepMinutes.max} className="mt-1 block w-28" {...form.register('prepMinutes', { valueAsNumber: true })} />
        </label>
        <label className="block text-sm text-gray-700">
          <FormattedMessage id="ordering.perSlot" defaultMessage="Orders per 15 minutes" />
          <Input type="number" min={ORDER_LIMITS.perSlot.min} max={ORDER_LIMITS.perSlot.max} className="mt-1 block w-28" {...form.register('perSlot', { valueAsNumber: true })} />
        </label>
      </div>
      <FieldError>{errors.prepMinutes?.message ?? errors.perSlot?.message}</FieldError>
      {menu.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-semibold text-gray-900"><FormattedMessage id="order.soldOutToday" defaultMessage="Sold out today" /></legend>
          <div className="mt-2 grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2">
            {menu.map((dish) => (
              <label key={dish.id} className="flex items-center gap-2 text-sm text-gray-700">
                <input type="checkbox" value={dish.id} className="h-4 w-4 accent-brand-700" {...form.register('soldOut')} />
                <span className="truncate">{dish.name}</span>
              </label>
            ))}
          </div>
          <FieldError>{errors.soldOut?.message}</FieldError>
        </fieldset>
      ) : null}
      <Button type="submit" disabled={save.isPending}>{save.isPending ? <FormattedMessage id="common.saving" defaultMessage="Saving..." /> : <FormattedMessage id="ordering.save" defaultMessage="Save ordering" />}</Button>
    </form>
  );
}
