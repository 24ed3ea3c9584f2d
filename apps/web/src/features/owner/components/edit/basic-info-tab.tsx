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
} from '@dishrated/shared';
import { useId, useState, type ReactNode } from 'react';
import { Input, Label, Textarea } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useUpdateBasicInfo } from '../../api/owner-mutations';
import { TagsInput } from '../truck-form/tags-input';

const selectClass = 'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';
const STATUS_LABELS: Record<OwnerWord, string> = { open: 'Open now', busy: 'Busy now', closed: 'Closed now' };

function Field({ label, children, error }: { label: string; error?: string | null; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
      {error ? <p role="alert" className="mt-1 text-sm text-danger-600">{error}</p> : null}
    </div>
  );
}

/**
 * Each field saves on its own: text when the owner leaves it (if it changed), choices the moment
 * they change. A value the rules refuse is not sent; the message says why.
 */
export function BasicInfoTab({ truck }: { truck: Truck }) {
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
    onSuccess: (_truck, body) => setSaved(`Saved ${Object.keys(body)[0]}`),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update truck')),
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
      <p className="text-sm text-gray-600" role="status" aria-live="polite">{update.isPending ? 'Saving...' : (saved ?? 'Changes save as you leave each field.')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>{(id) => <Input id={id} {...text('name')} onBlur={blurText('name', truck.name)} />}</Field>
        <Field label="Cuisine" error={errors.cuisine}>
          {(id) => (
            // The one list Find Trucks filters by: a truck found under its cuisine is found by the filter too.
            <select id={id} className={selectClass} defaultValue={truck.cuisine} onChange={(e) => saveField({ cuisine: e.target.value as Truck['cuisine'] })}>
              {CUISINES.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          )}
        </Field>
        <Field label="Price range">
          {(id) => (
            <select id={id} className={selectClass} defaultValue={truck.priceRange} onChange={(e) => saveField({ priceRange: e.target.value as Truck['priceRange'] })}>
              {PRICE_RANGES.map((p) => <option key={p} value={p}>{PRICE_RANGE_LABELS[p].symbol} {PRICE_RANGE_LABELS[p].label}</option>)}
            </select>
          )}
        </Field>
        <Field label="Status">
          {(id) => (
            // What the owner says now (opening with no stop running lasts two hours, or until the next stop; closing, until the next scheduled change).
            <select id={id} className={selectClass} defaultValue={truck.status === 'opening-soon' ? 'closed' : truck.status} onChange={(e) => saveField({ status: e.target.value as OwnerWord })}>
              {OWNER_WORDS.map((s) => <option key={s} value={s}>{STATUS_LABELS[s]}</option>)}
            </select>
          )}
        </Field>
        <Field label="Wait time" error={errors.waitTime}>{(id) => <Input id={id} placeholder="e.g. 10-15 min" {...text('waitTime')} onBlur={blurText('waitTime', truck.waitTime ?? '')} />}</Field>
        <Field label="Main image URL" error={errors.image}>{(id) => <Input id={id} type="url" placeholder="https://..." {...text('image')} onBlur={blurText('image', truck.image ?? '')} />}</Field>
        <Field label="FSSAI licence number" error={errors.fssaiLicense}>
          {(id) => <Input id={id} inputMode="numeric" placeholder="14 digits" {...text('fssaiLicense')} onBlur={blurText('fssaiLicense', truck.fssaiLicense ?? '')} />}
        </Field>
      </div>
      <Field label="Description" error={errors.description}>{(id) => <Textarea id={id} {...text('description')} onBlur={blurText('description', truck.description)} />}</Field>
      <TagsInput value={truck.tags} onChange={(tags) => saveField({ tags })} />
      {errors.tags ? <p role="alert" className="text-sm text-danger-600">{errors.tags}</p> : null}
    </div>
  );
}
