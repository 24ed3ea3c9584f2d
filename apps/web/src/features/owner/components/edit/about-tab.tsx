import { AboutBodySchema, type Truck } from '@dishrated/shared';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { FieldError, Input, Label, Textarea } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useZodForm } from '../../../../lib/form';
import { defineMessages } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSaveAbout } from '../../api/owner-mutations';
import { TagsInput } from '../truck-form/tags-input';

const LINK_NAMES = defineMessages({
  website: { id: 'aboutTab.website', defaultMessage: 'Website' },
  instagram: { id: 'about.instagram', defaultMessage: 'Instagram' },
  twitter: { id: 'aboutTab.twitter', defaultMessage: 'Twitter' },
});

const LINKS = [
  { name: 'website', label: LINK_NAMES.website, placeholder: 'https://yourtruck.in' },
  { name: 'instagram', label: LINK_NAMES.instagram, placeholder: 'https://instagram.com/yourtruck' },
  { name: 'twitter', label: LINK_NAMES.twitter, placeholder: 'https://twitter.com/yourtruck' },
] as const;

/** Empty text is left out rather than saved as an empty link. */
const optional = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

export function AboutTab({ truck }: { truck: Truck }) {
  const about = truck.aboutInfo;
  const intl = useIntl();
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
    onSuccess: () => toast.success(intl.formatMessage({ id: 'aboutTab.saved', defaultMessage: 'About information updated successfully' })),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'aboutTab.failed', defaultMessage: 'Failed to update about information' }))),
  });
  const { errors } = form.formState;
  return (
    <form noValidate aria-label={intl.formatMessage({ id: 'aboutTab.label', defaultMessage: 'About the truck' })} onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <Controller control={form.control} name="specialties" render={({ field }) => <TagsInput label={intl.formatMessage({ id: 'about.specialties', defaultMessage: 'Specialties' })} value={field.value ?? []} onChange={field.onChange} />} />
      <div>
        <Label htmlFor="about-story"><FormattedMessage id="aboutTab.story" defaultMessage="Our story" /></Label>
        <Textarea id="about-story" aria-invalid={Boolean(errors.story)} {...form.register('story')} />
        <FieldError>{errors.story?.message}</FieldError>
      </div>
      <Controller control={form.control} name="ingredients" render={({ field }) => <TagsInput label={intl.formatMessage({ id: 'aboutTab.ingredients', defaultMessage: 'Ingredients' })} value={field.value ?? []} onChange={field.onChange} />} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="about-phone"><FormattedMessage id="profile.phone" defaultMessage="Phone" /></Label>
          <Input id="about-phone" type="tel" aria-invalid={Boolean(errors.phone)} {...form.register('phone')} />
          <FieldError>{errors.phone?.message}</FieldError>
        </div>
        {LINKS.map((link) => (
          <div key={link.name}>
            <Label htmlFor={`about-${link.name}`}>{intl.formatMessage(link.label)}</Label>
            <Input id={`about-${link.name}`} type="url" placeholder={link.placeholder} aria-invalid={Boolean(errors[link.name])} {...form.register(link.name, { setValueAs: optional })} />
            <FieldError>{errors[link.name]?.message}</FieldError>
          </div>
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>{save.isPending ? <FormattedMessage id="common.saving" defaultMessage="Saving..." /> : <FormattedMessage id="aboutTab.save" defaultMessage="Save About" />}</Button>
    </form>
  );
}
