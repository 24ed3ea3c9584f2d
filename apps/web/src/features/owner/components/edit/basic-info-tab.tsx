import {
  BasicInfoBodySchema,
  CUISINES,
  OWNER_WORDS,
  type OwnerWord,
  PRICE_RANGE_LABELS,
  PRICE_RANGES,
  type BasicInfoBody,
  type BasicInfoField,
  type Truck,
  cuisineName,
  priceRangeLabel,
  translateMessage,
} from '@dishrated/shared';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Input, Label, Textarea } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { defineMessages, useLocale } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useUpdateBasicInfo } from '../../api/owner-mutations';
import { TagsInput } from '../truck-form/tags-input';

const selectClass = 'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';
const STATUS_LABELS = defineMessages<OwnerWord>({
  open: { id: 'basicInfo.status.open', defaultMessage: 'Open now' },
  busy: { id: 'basicInfo.status.busy', defaultMessage: 'Busy now' },
  closed: { id: 'basicInfo.status.closed', defaultMessage: 'Closed now' },
});

function Field({ label, children, error }: { label: string; error?: string | null; children: (id: string) => ReactNode }) {
  const id = useId();
  const locale = useLocale();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
      {error ? <p role="alert" className="mt-1 text-sm text-danger-600">{translateMessage(error, locale)}</p> : null}
    </div>
  );
}

/**
 * Each field saves on its own: text when the owner leaves it (if it changed), choices the moment
 * they change. A value the rules refuse is not sent; the message says why.
 */
export function BasicInfoTab({ truck }: { truck: Truck }) {
  const intl = useIntl();
  const locale = useLocale();
  const [values, setValues] = useState({
    name: truck.name,
    description: truck.description,
    waitTime: truck.waitTime ?? '',
    image: truck.image ?? '',
    fssaiLicense: truck.fssaiLicense ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<BasicInfoField, string>>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const update = useUpdateBasicInfo(truck.id, {
    onSuccess: (_truck, body) => setSaved(intl.formatMessage(
          {
            id: 'basicInfo.saved',
            defaultMessage:
              '{field, select, name {Name saved.} description {Description saved.} cuisine {Cuisine saved.} priceRange {Price range saved.} status {Status saved.} waitTime {Wait time saved.} image {Main image saved.} fssaiLicense {FSSAI licence number saved.} tags {Tags saved.} other {Saved.}}',
          },
          { field: Object.keys(body)[0] },
        )),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'basicInfo.failed', defaultMessage: 'Failed to update truck' }))),
  });

  function saveField(body: BasicInfoBody) {
    const [field] = Object.keys(body) as BasicInfoField[];
    const parsed = BasicInfoBodySchema.safeParse(body);
    setErrors((e) => ({ ...e, [field!]: parsed.success ? undefined : parsed.error.issues[0]?.message }));
    if (parsed.success) update.mutate(parsed.data);
  }
  const blurText = (field: keyof typeof values, original: string) => () => {
    const value = values[field].trim();
    // Back to what is saved: nothing to send, and an earlier complaint about the field no longer holds.
    if (value === original) {
      setErrors((e) => ({ ...e, [field]: undefined }));
      return;
    }
    const optional = field === 'waitTime' || field === 'image' || field === 'fssaiLicense';
    saveField({ [field]: optional ? value || null : value } as BasicInfoBody);
  };
  const text = (field: keyof typeof values) => ({ value: values[field], onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })) });

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600" role="status" aria-live="polite">{update.isPending ? intl.formatMessage({ id: 'common.saving', defaultMessage: 'Saving...' }) : (saved ?? intl.formatMessage({ id: 'basicInfo.hint', defaultMessage: 'Changes save as you leave each field.' }))}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={intl.formatMessage({ id: 'alerts.placeName', defaultMessage: 'Name' })} error={errors.name}>{(id) => <Input id={id} {...text('name')} onBlur={blurText('name', truck.name)} />}</Field>
        <Field label={intl.formatMessage({ id: 'basicInfo.cuisine', defaultMessage: 'Cuisine' })} error={errors.cuisine}>
          {(id) => (
            // The one list Find Trucks filters by: a truck found under its cuisine is found by the filter too.
            <select id={id} className={selectClass} defaultValue={truck.cuisine} onChange={(e) => saveField({ cuisine: e.target.value as Truck['cuisine'] })}>
              {CUISINES.map((c) => <option key={c} value={c}>{cuisineName(c, locale)}</option>)}
            </select>
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'about.priceRange', defaultMessage: 'Price range' })}>
          {(id) => (
            <select id={id} className={selectClass} defaultValue={truck.priceRange} onChange={(e) => saveField({ priceRange: e.target.value as Truck['priceRange'] })}>
              {PRICE_RANGES.map((p) => <option key={p} value={p}>{intl.formatMessage({ id: 'priceRange.option', defaultMessage: '{symbol} {label}' }, { symbol: PRICE_RANGE_LABELS[p].symbol, label: priceRangeLabel(p, PRICE_RANGE_LABELS[p].label, locale) })}</option>)}
            </select>
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'admin.filter.status', defaultMessage: 'Status' })}>
          {(id) => (
            // What the owner says now (opening with no stop running lasts two hours, or until the next stop; closing, until the next scheduled change).
            <select id={id} className={selectClass} defaultValue={truck.status === 'opening-soon' ? 'closed' : truck.status} onChange={(e) => saveField({ status: e.target.value as OwnerWord })}>
              {OWNER_WORDS.map((s) => <option key={s} value={s}>{intl.formatMessage(STATUS_LABELS[s])}</option>)}
            </select>
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'about.waitTime', defaultMessage: 'Wait time' })} error={errors.waitTime}>{(id) => <Input id={id} placeholder={intl.formatMessage({ id: 'basicInfo.waitPlaceholder', defaultMessage: 'e.g. 10-15 min' })} {...text('waitTime')} onBlur={blurText('waitTime', truck.waitTime ?? '')} />}</Field>
        <Field label={intl.formatMessage({ id: 'basicInfo.image', defaultMessage: 'Main image URL' })} error={errors.image}>{(id) => <Input id={id} type="url" placeholder={intl.formatMessage({ id: 'blogEditor.imagePlaceholder', defaultMessage: 'https://...' })} {...text('image')} onBlur={blurText('image', truck.image ?? '')} />}</Field>
        <Field label={intl.formatMessage({ id: 'basicInfo.fssai', defaultMessage: 'FSSAI licence number' })} error={errors.fssaiLicense}>
          {(id) => <Input id={id} inputMode="numeric" placeholder={intl.formatMessage({ id: 'basicInfo.fssaiPlaceholder', defaultMessage: '14 digits' })} {...text('fssaiLicense')} onBlur={blurText('fssaiLicense', truck.fssaiLicense ?? '')} />}
        </Field>
      </div>
      <Field label={intl.formatMessage({ id: 'basicInfo.description', defaultMessage: 'Description' })} error={errors.description}>{(id) => <Textarea id={id} {...text('description')} onBlur={blurText('description', truck.description)} />}</Field>
      <TagsInput value={truck.tags} onChange={(tags) => saveField({ tags })} />
      {errors.tags ? <p role="alert" className="text-sm text-danger-600">{translateMessage(errors.tags, locale)}</p> : null}
    </div>
  );
}
