import { REVIEW_LIMITS, ReviewFormSchema, translateMessage, type MenuItem, type Review } from '@dishrated/shared';
import { X } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useState } from 'react';
import { useCreateReview, useUpdateReview, useUploadReviewPhoto } from '../api/review-mutations';
import { StarPicker } from './rating-stars';


interface ReviewFormProps {
  truckId: string;
  menu: MenuItem[];
  /** Editing an existing review instead of writing a new one. */
  review?: Review;
  onDone(): void;
}

/** Write (or edit) a review, in place of the list. Rules come from the shared schemas the API uses. */
export function ReviewForm({ truckId, menu, review, onDone }: ReviewFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const form = useZodForm(ReviewFormSchema, {
    defaultValues: { rating: review?.rating ?? 0, title: review?.title ?? '', comment: review?.comment ?? '', dishId: review?.dish?._id ?? '', images: review?.images ?? [] },
  });
  const { errors, touchedFields, isValid } = form.formState;
  const [comment, images] = form.watch(['comment', 'images']);

  // Said and closed in the hooks' own onSuccess: the form unmounts when done.
  const saved = {
    onSuccess: () => {
      if (review) toast.success(intl.formatMessage({ id: 'reviewForm.updated', defaultMessage: 'Review updated' }));
      else toast.success(intl.formatMessage({ id: 'reviewForm.submitted', defaultMessage: 'Review submitted' }), intl.formatMessage({ id: 'reviewForm.thanks', defaultMessage: 'Thank you for sharing your experience!' }));
      onDone();
    },
  };
  const create = useCreateReview(truckId, saved);
  const update = useUpdateReview(truckId, saved);
  const save = review ? update : create;
  const submit = form.handleSubmit(({ rating, title, comment, dishId, images }) => {
    if (review) update.mutate({ id: review.id, body: { rating, title, comment, images } });
    else create.mutate({ truckId, dishId: dishId || undefined, rating, title, comment, images });
  });

  // Each chosen photo is uploaded at once (the server checks, re-encodes and strips it); the review
  // keeps the stored photos' addresses.
  const uploadPhoto = useUploadReviewPhoto();
  const [uploading, setUploading] = useState(0);
  async function addPhotos(files: FileList | null) {
    const chosen = Array.from(files ?? []).slice(0, REVIEW_LIMITS.maxImages - images.length);
    setUploading(chosen.length);
    for (const file of chosen) {
      try {
        const { url } = await uploadPhoto.mutateAsync(file);
        form.setValue('images', [...form.getValues('images'), url], { shouldValidate: true });
      } catch (error) {
        toast.error(intl.formatMessage({ id: 'reviewForm.photoNotAdded', defaultMessage: 'Photo not added' }), errorMessage(error, intl.formatMessage({ id: 'reviewForm.photoFailed', defaultMessage: '{name} could not be uploaded' }, { name: file.name })));
      }
      setUploading((left) => left - 1);
    }
  }

  // The stars are not a field one leaves: a missing rating is checked (and said) as the title or
  // the text is left, and checked again when a star is picked.
  const checkRating = () => void form.trigger('rating');

  // Messages appear once a field has been left; the submit button stays disabled until all is valid.
  const fieldError = (message: string | undefined, id: string, shown: boolean | undefined) =>
    shown && message ? <p id={id} role="alert" className="mt-1 text-sm text-danger-600">{translateMessage(message, locale)}</p> : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5" aria-label={review ? intl.formatMessage({ id: 'reviewForm.editLabel', defaultMessage: 'Edit your review' }) : intl.formatMessage({ id: 'reviewForm.writeLabel', defaultMessage: 'Write a review' })}>
      <h3 className="text-lg font-bold text-gray-900">{review ? <FormattedMessage id="reviewForm.editLabel" defaultMessage="Edit your review" /> : <FormattedMessage id="reviewForm.write" defaultMessage="Write a Review" />}</h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarPicker
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              void form.trigger('rating');
            }}
          />
        )}
      />
      {fieldError(errors.rating?.message, 'review-rating-error', touchedFields.title || touchedFields.comment)}
      {!review && menu.length > 0 ? (
        <div>
          <label htmlFor="review-dish" className="text-sm font-medium text-gray-800"><FormattedMessage id="reviewForm.what" defaultMessage="What are you reviewing?" /></label>
          <select id="review-dish" {...form.register('dishId')} className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm">
            <option value="">{intl.formatMessage({ id: 'reviewForm.wholeTruck', defaultMessage: 'The whole truck' })}</option>
            {menu.map((item) => <option key={item.id} value={item.id}>{item.name}</option>)}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor="review-title" className="text-sm font-medium text-gray-800"><FormattedMessage id="blogEditor.title" defaultMessage="Title" /></label>
        <input id="review-title" maxLength={REVIEW_LIMITS.titleMax} {...form.register('title', { onBlur: checkRating })} aria-invalid={Boolean(touchedFields.title && errors.title)} aria-describedby="review-title-error"
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm" placeholder={intl.formatMessage({ id: 'reviewForm.titlePlaceholder', defaultMessage: 'Sum up your visit' })} />
        {fieldError(errors.title?.message, 'review-title-error', touchedFields.title)}
      </div>
      <div>
        <label htmlFor="review-comment" className="text-sm font-medium text-gray-800"><FormattedMessage id="reviewForm.comment" defaultMessage="Your review" /></label>
        <textarea id="review-comment" rows={5} maxLength={REVIEW_LIMITS.commentMax} {...form.register('comment', { onBlur: checkRating })} aria-invalid={Boolean(touchedFields.comment && errors.comment)} aria-describedby="review-comment-error review-comment-count"
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm" placeholder={intl.formatMessage({ id: 'reviewForm.commentPlaceholder', defaultMessage: 'What did you eat? How was it?' })} />
        <p id="review-comment-count" className="mt-1 text-right text-xs text-gray-500"><FormattedMessage id="reviewForm.count" defaultMessage="{count}/{max}" values={{ count: comment.trim().length, max: REVIEW_LIMITS.commentMax }} /></p>
        {fieldError(errors.comment?.message, 'review-comment-error', touchedFields.comment)}
      </div>
      <div>
        <label htmlFor="review-photos" className="text-sm font-medium text-gray-800"><FormattedMessage id="reviewForm.photos" defaultMessage="Photos ({count}/{max})" values={{ count: images.length, max: REVIEW_LIMITS.maxImages }} /></label>
        <input id="review-photos" type="file" accept="image/jpeg,image/png,image/webp" multiple disabled={images.length >= REVIEW_LIMITS.maxImages || uploading > 0} onChange={(e) => void addPhotos(e.target.files)} className="mt-1 block text-sm disabled:opacity-50" />
        {uploading > 0 ? <p role="status" className="mt-1 text-xs text-gray-600"><FormattedMessage id="reviewForm.uploading" defaultMessage="{count, plural, one {Uploading a photo...} other {Uploading # photos...}}" values={{ count: uploading }} /></p> : null}
        {images.length ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={intl.formatMessage({ id: 'reviewForm.selected', defaultMessage: 'Selected photos' })}>
            {images.map((url, i) => (
              <li key={i} className="relative">
                <img src={url} alt={intl.formatMessage({ id: 'reviewForm.photo', defaultMessage: 'Photo {number}' }, { number: i + 1 })} className="h-16 w-16 rounded-lg object-cover" />
                <button type="button" aria-label={intl.formatMessage({ id: 'reviewForm.removePhoto', defaultMessage: 'Remove photo {number}' }, { number: i + 1 })} onClick={() => form.setValue('images', images.filter((_, j) => j !== i))} className="absolute -right-2 -top-2 h-6 w-6 cursor-pointer rounded-full bg-gray-800 text-xs text-white"><X className="mx-auto h-3.5 w-3.5" aria-hidden /></button>
              </li>
            ))}
          </ul>
        ) : null}
        {images.length >= REVIEW_LIMITS.maxImages ? <p className="mt-1 text-xs text-gray-500"><FormattedMessage id="reviewForm.maxPhotos" defaultMessage="You can add at most {max} photos." values={{ max: REVIEW_LIMITS.maxImages }} /></p> : null}
      </div>
      {save.isError ? <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">{errorMessage(save.error, intl.formatMessage({ id: 'reviewForm.failed', defaultMessage: 'Failed to submit review' }))}</p> : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={!isValid || save.isPending || uploading > 0}>{save.isPending ? (
            <FormattedMessage id="reviewForm.submitting" defaultMessage="Submitting..." />
          ) : review ? (
            <FormattedMessage id="blogEditor.save" defaultMessage="Save Changes" />
          ) : (
            <FormattedMessage id="reviewForm.submit" defaultMessage="Submit Review" />
          )}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Button>
      </div>
    </form>
  );
}
