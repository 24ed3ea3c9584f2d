import { DIET_LABELS, DIET_TYPES, MenuItemInputSchema, SPICE_LABELS, type MenuItem } from '@dishrated/shared';
import { Pencil, Plus, Star, Trash2, X } from 'lucide-react';
import { DietMark, SpiceLabel } from '../../../../components/truck/diet-mark';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FieldError, Input, Label, Textarea } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useZodForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useAddMenuItem, useDeleteMenuItem, useUpdateMenuItem } from '../../api/owner-mutations';
import { PhotoUploadButton } from '../../../../components/photo-upload-button';

const REQUIRED = 'Please fill in all required menu item fields';

/** A dish's optional photo: uploaded here, shown small, removable. */
function DishPhoto({ url, onChange }: { url: string | null | undefined; onChange: (url: string | null) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {url ? <img src={url} alt="The dish's photo" className="h-14 w-14 rounded-lg object-cover" /> : null}
      <PhotoUploadButton label={url ? 'Change photo' : 'Add a photo'} onUploaded={onChange} variant="outline" size="sm" />
      {url ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
          <X className="h-4 w-4" aria-hidden /> Remove photo
        </Button>
      ) : null}
    </div>
  );
}

/** Adds a dish, or with `editing`, changes that one (its fields filled in) until saved or cancelled. */
function MenuItemForm({ truckId, editing, onDone }: { truckId: string; editing: MenuItem | null; onDone(): void }) {
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
      toast.success('Menu item added', `${item.name} is on your menu.`);
      form.reset();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to add menu item')),
  });
  const update = useUpdateMenuItem(truckId, {
    onSuccess: (item) => {
      toast.success('Menu item updated', `${item.name} is saved.`);
      onDone();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update menu item')),
  });
  const saving = add.isPending || update.isPending;
  const { errors } = form.formState;
  const firstError = errors.name?.message ?? errors.description?.message ?? errors.category?.message ?? errors.price?.message ?? errors.dietType?.message ?? null;
  return (
    <form
      noValidate
      aria-label={editing ? 'Edit menu item' : 'Add menu item'}
      onSubmit={form.handleSubmit((values) => (editing ? update.mutate({ itemId: editing.id, item: values }) : add.mutate(values)), () => toast.error(REQUIRED))}
      className="space-y-3 rounded-xl border border-gray-200 p-4"
    >
      <h3 className="font-semibold text-gray-900">{editing ? `Edit ${editing.name}` : 'Add a menu item'}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="menu-name">Name *</Label>
          <Input id="menu-name" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
        </div>
        <div>
          <Label htmlFor="menu-category">Category *</Label>
          <Input id="menu-category" placeholder="e.g. Mains, Drinks" aria-invalid={Boolean(errors.category)} {...form.register('category')} />
        </div>
      </div>
      <div>
        <Label htmlFor="menu-description">Description *</Label>
        <Textarea id="menu-description" className="min-h-16" aria-invalid={Boolean(errors.description)} {...form.register('description')} />
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="menu-price">Price (₹) *</Label>
          <Input id="menu-price" type="number" min={0} step="1" inputMode="decimal" aria-invalid={Boolean(errors.price)} {...form.register('price', { valueAsNumber: true })} />
        </div>
        <div>
          <Label htmlFor="menu-spice">Spice level</Label>
          <select
            id="menu-spice"
            className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm"
            {...form.register('spiceLevel', { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}
          >
            <option value="">Not given</option>
            {SPICE_LABELS.map((label, level) => <option key={label} value={level}>{label}</option>)}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-gray-700">Diet *</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {DIET_TYPES.map((diet) => (
            <label key={diet} className="inline-flex items-center gap-2 text-sm text-gray-700">
              <input type="radio" value={diet} className="h-4 w-4 accent-brand-700" aria-invalid={Boolean(errors.dietType)} {...form.register('dietType')} /> {DIET_LABELS[diet]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('popular')} /> Popular (shown first and marked for customers)
      </label>
      <div>
        <p className="text-sm font-medium text-gray-700">Photo</p>
        <DishPhoto url={form.watch('image')} onChange={(url) => form.setValue('image', url, { shouldDirty: true })} />
      </div>
      <FieldError>{firstError}</FieldError>
      <div className="flex flex-wrap gap-2">
        {editing ? (
          <>
            <Button type="submit" disabled={saving}>{saving ? 'Saving...' : 'Save Changes'}</Button>
            <Button type="button" variant="outline" onClick={onDone}>Cancel</Button>
          </>
        ) : (
          <Button type="submit" disabled={saving}>
            <Plus className="h-4 w-4" aria-hidden /> {saving ? 'Adding...' : 'Add Item'}
          </Button>
        )}
      </div>
    </form>
  );
}

function MenuItemRow({ item, onEdit, onDelete, deleting }: { item: MenuItem; onEdit: () => void; onDelete: () => void; deleting: boolean }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
          {item.name}
          <DietMark diet={item.dietType} />
          <SpiceLabel level={item.spiceLevel} />
          {item.popular ? <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-700"><Star className="h-3.5 w-3.5 fill-current" aria-hidden />Popular</span> : null}
          {item.dietType === 'unknown' ? <span className="text-xs text-danger-600">Say its diet: edit it</span> : null}
        </p>
        <p className="text-sm text-gray-600">{item.description}</p>
        <p className="text-sm text-gray-500">{item.category || 'Other'}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span className="font-semibold text-gray-900">₹{item.price}</span>
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${item.name}`}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="icon" disabled={deleting} aria-label={`Delete ${item.name}`}>
              <Trash2 className="h-4 w-4 text-danger-600" aria-hidden />
            </Button>
          }
          title="Delete menu item"
          description={`Remove ${item.name} from your menu? Customers will no longer see it.`}
          confirmText="Delete"
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}

export function MenuTab({ truckId, menu }: { truckId: string; menu: MenuItem[] }) {
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const remove = useDeleteMenuItem(truckId, {
    onSuccess: () => toast.success('Menu item deleted'),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to delete menu item')),
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="menu-heading">
        <h2 id="menu-heading" className="text-lg font-semibold text-gray-900">Menu ({menu.length})</h2>
        {menu.length === 0 ? (
          <p className="mt-3 text-sm text-gray-600">No items yet. Add your first dish so customers know what you serve.</p>
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
