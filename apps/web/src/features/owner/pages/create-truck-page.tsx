import { CUISINES, DEFAULT_PRICE_RANGE, PRICE_RANGE_LABELS, PRICE_RANGES, TruckCreateBodySchema, cuisineName, priceRangeLabel } from '@dishrated/shared';
import { ArrowLeft } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { RequireAuth } from '../../../lib/auth';
import { useZodForm } from '../../../lib/form';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateTruck } from '../api/owner-mutations';
import { LocationSetup } from '../components/truck-form/location-setup';
import { TagsInput } from '../components/truck-form/tags-input';

const selectClass = 'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-danger-500';

function CreateTruckForm() {
  const navigate = useNavigate();
  const intl = useIntl();
  const locale = useLocale();
  const form = useZodForm(TruckCreateBodySchema, {
    defaultValues: { name: '', description: '', cuisine: undefined as never, image: null, priceRange: DEFAULT_PRICE_RANGE, tags: [] },
  });
  const create = useCreateTruck({
    onSuccess: (truck) => {
      toast.success(intl.formatMessage({ id: 'createTruck.created', defaultMessage: 'Food truck created' }), intl.formatMessage({ id: 'createTruck.createdText', defaultMessage: '{name} is live. Add your menu next.' }, { name: truck.name }));
      navigate(`/trucks/${truck.id}/edit`);
    },
    // What was typed stays in the form: only the message changes.
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'createTruck.failed', defaultMessage: 'Failed to create food truck' }))),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(
    (values) => create.mutate(values),
    () => toast.error(intl.formatMessage({ id: 'createTruck.required', defaultMessage: 'Please fill in all required fields' })),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'createTruck.label', defaultMessage: 'Add a food truck' })} className="space-y-5">
      <div>
        <Label htmlFor="truck-name"><FormattedMessage id="createTruck.name" defaultMessage="Truck name *" /></Label>
        <Input id="truck-name" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
        <FieldError>{errors.name?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor="truck-description"><FormattedMessage id="eventForm.description" defaultMessage="Description *" /></Label>
        <Textarea id="truck-description" aria-invalid={Boolean(errors.description)} placeholder={intl.formatMessage({ id: 'createTruck.descriptionPlaceholder', defaultMessage: 'What makes your food special?' })} {...form.register('description')} />
        <FieldError>{errors.description?.message}</FieldError>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="truck-cuisine"><FormattedMessage id="createTruck.cuisine" defaultMessage="Cuisine *" /></Label>
          <select id="truck-cuisine" className={selectClass} aria-invalid={Boolean(errors.cuisine)} {...form.register('cuisine')}>
            <option value="">{intl.formatMessage({ id: 'createTruck.chooseCuisine', defaultMessage: 'Choose a cuisine' })}</option>
            {CUISINES.map((c) => <option key={c} value={c}>{cuisineName(c, locale)}</option>)}
          </select>
          <FieldError>{errors.cuisine?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="truck-price"><FormattedMessage id="about.priceRange" defaultMessage="Price range" /></Label>
          <select id="truck-price" className={selectClass} {...form.register('priceRange')}>
            {PRICE_RANGES.map((p) => <option key={p} value={p}>{intl.formatMessage({ id: 'priceRange.option', defaultMessage: '{symbol} {label}' }, { symbol: PRICE_RANGE_LABELS[p].symbol, label: priceRangeLabel(p, PRICE_RANGE_LABELS[p].label, locale) })}</option>)}
          </select>
        </div>
      </div>
      <div>
        <Label htmlFor="truck-image"><FormattedMessage id="createTruck.image" defaultMessage="Image URL (optional)" /></Label>
        <Input
          id="truck-image"
          type="url"
          placeholder={intl.formatMessage({ id: 'blogEditor.imagePlaceholder', defaultMessage: 'https://...' })}
          aria-invalid={Boolean(errors.image)}
          {...form.register('image', { setValueAs: (v: string | null) => (v && v.trim() ? v.trim() : null) })}
        />
        <FieldError>{errors.image?.message}</FieldError>
      </div>
      <Controller control={form.control} name="tags" render={({ field }) => <TagsInput value={field.value ?? []} onChange={field.onChange} />} />
      <FieldError>{errors.tags?.message}</FieldError>
      <Controller
        control={form.control}
        name="location"
        render={({ field, fieldState }) => (
          <>
            <LocationSetup value={field.value} onChange={field.onChange} invalid={Boolean(fieldState.error)} />
            <FieldError>{fieldState.error?.message ?? (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message}</FieldError>
          </>
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline"><Link to="/owner/dashboard"><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Link></Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <FormattedMessage id="createTruck.creating" defaultMessage="Creating..." /> : <FormattedMessage id="createTruck.create" defaultMessage="Create Food Truck" />}
        </Button>
      </div>
    </form>
  );
}

export default function CreateTruckPage() {
  return (
    <RequireAuth roles={['owner']}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <Link to="/owner/dashboard" className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900">
          <ArrowLeft className="h-4 w-4" aria-hidden /> <FormattedMessage id="editTruck.back" defaultMessage="Back to dashboard" />
        </Link>
        <h1 className="mt-3 text-2xl font-bold text-gray-900 sm:text-3xl"><FormattedMessage id="createTruck.heading" defaultMessage="Add a Food Truck" /></h1>
        <p className="mt-1 text-gray-600"><FormattedMessage id="createTruck.lead" defaultMessage="Tell customers what you serve and where to find you." /></p>
        <Card className="mt-6 p-4 sm:p-6">
          <CreateTruckForm />
        </Card>
      </div>
    </RequireAuth>
  );
}
