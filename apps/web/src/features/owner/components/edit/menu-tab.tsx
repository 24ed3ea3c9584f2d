import { MenuItemInputSchema, type MenuItem } from '@dishrated/shared';
import { Leaf, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FieldError, Input, Label, Textarea } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useZodForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useAddMenuItem, useDeleteMenuItem, useUpdateMenuItem } from '../../api/owner-mutations';

const REQUIRED = 'Please fill in all required menu item fields';

/** Adds a dish, or with `editing`, changes that one (its fields filled in) until saved or cancelled. */
function MenuItemForm({ truckId, editing, onDone }: { truckId: string; editing: MenuItem | null; onDone(): void }) {
  const form = useZodForm(MenuItemInputSchema, {
    defaultValues: editing
      ? { name: editing.name, description: editing.description, category: editing.category, price: editing.price, isVegetarian: editing.isVegetarian, isVegan: editing.isVegan }
      : { name: '', description: '', category: '', price: 0, isVegetarian: false, isVegan: false },
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
  const firstError = errors.name?.message ?? errors.description?.message ?? errors.category?.message ?? errors.price?.message ?? null;
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
      <div className="grid items-end gap-3 sm:grid-cols-3">
        <div>
          <Label htmlFor="menu-price">Price (₹) *</Label>
          <Input id="menu-price" type="number" min={0} step="1" inputMode="decimal" aria-invalid={Boolean(errors.price)} {...form.register('price', { valueAsNumber: true })} />
        </div>
        <label className="flex h-10 items-center gap-2 text-sm text-gray-700">
          <input type="checkbox" className="h-4 w-4 accent-success-600" {...form.register('isVegetarian')} /> Vegetarian
        </label>
        <label className="flex h-10 items-center gap-2 text-sm text-gray-700">
          <input type="checkbox" className="h-4 w-4 accent-success-600" {...form.register('isVegan')} /> Vegan
        </label>
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
          {item.isVegetarian ? <Leaf className="h-4 w-4 text-success-600" aria-label="Vegetarian" /> : null}
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
