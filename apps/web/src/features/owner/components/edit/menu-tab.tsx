import { DIET_TYPES, MenuItemInputSchema, rupees, translateMessage, type MenuItem } from '@dishrated/shared';
import { Pencil, Plus, Star, Trash2, X } from 'lucide-react';
import { DIET_NAMES, DietMark, SPICE_NAMES, SpiceLabel } from '../../../../components/truck/diet-mark';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FieldError, Input, Label, Textarea } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useZodForm } from '../../../../lib/form';
import { useLocale } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAddMenuItem, useDeleteMenuItem, useUpdateMenuItem } from '../../api/owner-mutations';
import { PhotoUploadButton } from '../../../../components/photo-upload-button';

/** A dish's optional photo: uploaded here, shown small, removable. */
function DishPhoto({ url, onChange }: { url: string | null | undefined; onChange: (url: string | null) => void }) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {url ? <img src={url} alt={intl.formatMessage({ id: 'menuTab.dishPhoto', defaultMessage: "The dish's photo" })} className="h-14 w-14 rounded-lg object-cover" /> : null}
      <PhotoUploadButton
        label={url ? intl.formatMessage({ id: 'menuTab.changePhoto', defaultMessage: 'Change photo' }) : intl.formatMessage({ id: 'menuTab.addPhoto', defaultMessage: 'Add a photo' })}
        onUploaded={onChange}
        variant="outline"
        size="sm"
      />
      {url ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
          <X className="h-4 w-4" aria-hidden /> <FormattedMessage id="menuTab.removePhoto" defaultMessage="Remove photo" />
        </Button>
      ) : null}
    </div>
  );
}

/** Adds a dish, or with `editing`, changes that one (its fields filled in) until saved or cancelled. */
function MenuItemForm({ truckId, editing, onDone }: { truckId: string; editing: MenuItem | null; onDone(): void }) {
  const intl = useIntl();
  const locale = useLocale();
  const failed = intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' });
  const form = useZodForm(MenuItemInputSchema, {
    defaultValues: editing
      ? {
          name: editing.name,
          description: editing.description,
          category: editing.category,
          price: editing.price,
          // A dish added before owners were asked must say its diet before it is saved again.
          dietType: editing.dietType === 'unknown' ? undefined : editing.dietType,
          spiceLevel: editing.spiceLevel,
          popular: editing.popular,
          image: editing.image,
        }
      : { name: '', description: '', category: '', price: 0, spiceLevel: null, popular: false, image: null },
  });
  const add = useAddMenuItem(truckId, {
    onSuccess: (item) => {
      toast.success(intl.formatMessage({ id: 'menuTab.added', defaultMessage: 'Menu item added' }), intl.formatMessage({ id: 'menuTab.addedText', defaultMessage: '{name} is on your menu.' }, { name: item.name }));
      form.reset();
    },
    onError: (error) => toast.error(failed, errorMessage(error, intl.formatMessage({ id: 'menuTab.addFailed', defaultMessage: 'Failed to add menu item' }))),
  });
  const update = useUpdateMenuItem(truckId, {
    onSuccess: (item) => {
      toast.success(intl.formatMessage({ id: 'menuTab.updated', defaultMessage: 'Menu item updated' }), intl.formatMessage({ id: 'menuTab.updatedText', defaultMessage: '{name} is saved.' }, { name: item.name }));
      onDone();
    },
    onError: (error) => toast.error(failed, errorMessage(error, intl.formatMessage({ id: 'menuTab.updateFailed', defaultMessage: 'Failed to update menu item' }))),
  });
  const saving = add.isPending || update.isPending;
  const { errors } = form.formState;
  const firstError = errors.name?.message ?? errors.description?.message ?? errors.category?.message ?? errors.price?.message ?? errors.dietType?.message ?? null;
  return (
    <form
      noValidate
      aria-label={editing ? intl.formatMessage({ id: 'menuTab.editLabel', defaultMessage: 'Edit menu item' }) : intl.formatMessage({ id: 'menuTab.addLabel', defaultMessage: 'Add menu item' })}
      onSubmit={form.handleSubmit(
        (values) => (editing ? update.mutate({ itemId: editing.id, item: values }) : add.mutate(values)),
        () => toast.error(intl.formatMessage({ id: 'menuTab.required', defaultMessage: 'Please fill in all required menu item fields' })),
      )}
      className="space-y-3 rounded-xl border border-gray-200 p-4"
    >
      <h3 className="font-semibold text-gray-900">{editing ? <FormattedMessage id="admin.editOf" defaultMessage="Edit {title}" values={{ title: editing.name }} /> : <FormattedMessage id="menuTab.addHeading" defaultMessage="Add a menu item" />}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="menu-name"><FormattedMessage id="menuTab.name" defaultMessage="Name *" /></Label>
          <Input id="menu-name" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
        </div>
        <div>
          <Label htmlFor="menu-category"><FormattedMessage id="menuTab.category" defaultMessage="Category *" /></Label>
          <Input id="menu-category" placeholder={intl.formatMessage({ id: 'menuTab.categoryPlaceholder', defaultMessage: 'e.g. Mains, Drinks' })} aria-invalid={Boolean(errors.category)} {...form.register('category')} />
        </div>
      </div>
      <div>
        <Label htmlFor="menu-description"><FormattedMessage id="eventForm.description" defaultMessage="Description *" /></Label>
        <Textarea id="menu-description" className="min-h-16" aria-invalid={Boolean(errors.description)} {...form.register('description')} />
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="menu-price"><FormattedMessage id="menuTab.price" defaultMessage="Price (₹) *" /></Label>
          <Input id="menu-price" type="number" min={0} step="1" inputMode="decimal" aria-invalid={Boolean(errors.price)} {...form.register('price', { valueAsNumber: true })} />
        </div>
        <div>
          <Label htmlFor="menu-spice"><FormattedMessage id="menuTab.spice" defaultMessage="Spice level" /></Label>
          <select
            id="menu-spice"
            className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm"
            {...form.register('spiceLevel', { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}
          >
            <option value="">{intl.formatMessage({ id: 'menuTab.notGiven', defaultMessage: 'Not given' })}</option>
            {SPICE_NAMES.map((name, level) => <option key={name.id} value={level}>{intl.formatMessage(name)}</option>)}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-gray-700"><FormattedMessage id="menuTab.diet" defaultMessage="Diet *" /></legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {DIET_TYPES.map((diet) => (
            <label key={diet} className="inline-flex items-center gap-2 text-sm text-gray-700">
              <input type="radio" value={diet} className="h-4 w-4 accent-brand-700" aria-invalid={Boolean(errors.dietType)} {...form.register('dietType')} /> <FormattedMessage {...DIET_NAMES[diet]} />
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('popular')} /> <FormattedMessage id="menuTab.popular" defaultMessage="Popular (shown first and marked for customers)" />
      </label>
      <div>
        <p className="text-sm font-medium text-gray-700"><FormattedMessage id="menuTab.photo" defaultMessage="Photo" /></p>
        <DishPhoto url={form.watch('image')} onChange={(url) => form.setValue('image', url, { shouldDirty: true })} />
      </div>
      <FieldError>{firstError ? translateMessage(firstError, locale) : null}</FieldError>
      <div className="flex flex-wrap gap-2">
        {editing ? (
          <>
            <Button type="submit" disabled={saving}>{saving ? <FormattedMessage id="common.saving" defaultMessage="Saving..." /> : <FormattedMessage id="blogEditor.save" defaultMessage="Save Changes" />}</Button>
            <Button type="button" variant="outline" onClick={onDone}><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Button>
          </>
        ) : (
          <Button type="submit" disabled={saving}>
            <Plus className="h-4 w-4" aria-hidden /> {saving ? <FormattedMessage id="stopForm.adding" defaultMessage="Adding..." /> : <FormattedMessage id="menuTab.addItem" defaultMessage="Add Item" />}
          </Button>
        )}
      </div>
    </form>
  );
}

function MenuItemRow({ item, onEdit, onDelete, deleting }: { item: MenuItem; onEdit: () => void; onDelete: () => void; deleting: boolean }) {
  const intl = useIntl();
  const title = { title: item.name };
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
          {item.name}
          <DietMark diet={item.dietType} />
          <SpiceLabel level={item.spiceLevel} />
          {item.popular ? <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-700"><Star className="h-3.5 w-3.5 fill-current" aria-hidden /><FormattedMessage id="menu.popular" defaultMessage="Popular" /></span> : null}
          {item.dietType === 'unknown' ? <span className="text-xs text-danger-600"><FormattedMessage id="menuTab.sayDiet" defaultMessage="Say its diet: edit it" /></span> : null}
        </p>
        <p className="text-sm text-gray-600">{item.description}</p>
        <p className="text-sm text-gray-500">{item.category || <FormattedMessage id="menu.other" defaultMessage="Other" />}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span className="font-semibold text-gray-900">{rupees(item.price)}</span>
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={intl.formatMessage({ id: 'admin.editOf', defaultMessage: 'Edit {title}' }, title)}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="icon" disabled={deleting} aria-label={intl.formatMessage({ id: 'admin.deleteOf', defaultMessage: 'Delete {title}' }, title)}>
              <Trash2 className="h-4 w-4 text-danger-600" aria-hidden />
            </Button>
          }
          title={intl.formatMessage({ id: 'menuTab.deleteTitle', defaultMessage: 'Delete menu item' })}
          description={intl.formatMessage({ id: 'menuTab.deleteText', defaultMessage: 'Remove {name} from your menu? Customers will no longer see it.' }, { name: item.name })}
          confirmText={intl.formatMessage({ id: 'common.delete', defaultMessage: 'Delete' })}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}

export function MenuTab({ truckId, menu }: { truckId: string; menu: MenuItem[] }) {
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const intl = useIntl();
  const remove = useDeleteMenuItem(truckId, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'menuTab.deleted', defaultMessage: 'Menu item deleted' })),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'menuTab.deleteFailed', defaultMessage: 'Failed to delete menu item' }))),
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="menu-heading">
        <h2 id="menu-heading" className="text-lg font-semibold text-gray-900"><FormattedMessage id="menuTab.heading" defaultMessage="Menu ({count, number})" values={{ count: menu.length }} /></h2>
        {menu.length === 0 ? (
          <p className="mt-3 text-sm text-gray-600"><FormattedMessage id="menuTab.empty" defaultMessage="No items yet. Add your first dish so customers know what you serve." /></p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {menu.map((item) => (
              <MenuItemRow key={item.id} item={item} onEdit={() => setEditing(item)} onDelete={() => remove.mutate(item.id)} deleting={remove.isPending && remove.variables === item.id} />
            ))}
          </ul>
        )}
      </section>
      {/* Keyed by the item, so choosing another one fills the form afresh. */}
      <MenuItemForm key={editing?.id ?? 'new'} truckId={truckId} editing={editing} onDone={() => setEditing(null)} />
    </div>
  );
}
