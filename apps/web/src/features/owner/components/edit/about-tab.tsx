import { AboutBodySchema, type Truck } from '@dishrated/shared';
import { Controller } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { FieldError, Input, Label, Textarea } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useZodForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useSaveAbout } from '../../api/owner-mutations';
import { TagsInput } from '../truck-form/tags-input';

const LINKS = [
  { name: 'website', label: 'Website', placeholder: 'https://yourtruck.in' },
  { name: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/yourtruck' },
  { name: 'twitter', label: 'Twitter', placeholder: 'https://twitter.com/yourtruck' },
] as const;

/** Empty text is left out rather than saved as an empty link. */
const optional = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

export function AboutTab({ truck }: { truck: Truck }) {
  const about = truck.aboutInfo;
  const form = useZodForm(AboutBodySchema, {
    defaultValues: {
      specialties: about.specialties ?? [],
      story: about.story ?? '',
      ingredients: about.ingredients ?? [],
      phone: about.phone ?? '',
      website: about.website ?? '',
      instagram: about.instagram ?? '',
      twitter: about.twitter ?? '',
    },
  });
  const save = useSaveAbout(truck.id, {
    onSuccess: () => toast.success('About information updated successfully'),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update about information')),
  });
  const { errors } = form.formState;
  return (
    <form noValidate aria-label="About the truck" onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <Controller control={form.control} name="specialties" render={({ field }) => <TagsInput label="Specialties" value={field.value ?? []} onChange={field.onChange} />} />
      <div>
        <Label htmlFor="about-story">Our story</Label>
        <Textarea id="about-story" aria-invalid={Boolean(errors.story)} {...form.register('story')} />
        <FieldError>{errors.story?.message}</FieldError>
      </div>
      <Controller control={form.control} name="ingredients" render={({ field }) => <TagsInput label="Ingredients" value={field.value ?? []} onChange={field.onChange} />} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="about-phone">Phone</Label>
          <Input id="about-phone" type="tel" aria-invalid={Boolean(errors.phone)} {...form.register('phone')} />
          <FieldError>{errors.phone?.message}</FieldError>
        </div>
        {LINKS.map((link) => (
          <div key={link.name}>
            <Label htmlFor={`about-${link.name}`}>{link.label}</Label>
            <Input id={`about-${link.name}`} type="url" placeholder={link.placeholder} aria-invalid={Boolean(errors[link.name])} {...form.register(link.name, { setValueAs: optional })} />
            <FieldError>{errors[link.name]?.message}</FieldError>
          </div>
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save About'}</Button>
    </form>
  );
}
