import { REVIEW_LIMITS, ReviewCommentSchema, ReviewTitleSchema, RatingSchema, type MenuItem, type Review } from '@dishrated/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateReview, useUpdateReview } from '../api/review-mutations';
import { StarPicker } from './rating-stars';

/** Selected photos are not uploaded yet: each becomes this placeholder url. */
const PHOTO_PLACEHOLDER = '/images/placeholder-truck.svg';

interface ReviewFormProps {
  truckId: string;
  menu: MenuItem[];
  /** Editing an existing review instead of writing a new one. */
  review?: Review;
  onDone(): void;
}

const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? null : result.error!.issues[0]!.message);

/** Write (or edit) a review, in place of the list. Rules come from the shared schemas the API uses. */
export function ReviewForm({ truckId, menu, review, onDone }: ReviewFormProps) {
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [title, setTitle] = useState(review?.title ?? '');
  const [comment, setComment] = useState(review?.comment ?? '');
  const [dishId, setDishId] = useState(review?.dish?._id ?? '');
  const [images, setImages] = useState<string[]>(review?.images ?? []);
  // Messages appear once a field has been left, as the submit button stays disabled until all is valid.
  const [touched, setTouched] = useState({ title: false, comment: false });
  const leave = (field: keyof typeof touched) => () => setTouched((t) => ({ ...t, [field]: true }));

  const errors = {
    rating: firstError(RatingSchema.safeParse(rating || undefined)),
    title: firstError(ReviewTitleSchema.safeParse(title)),
    comment: firstError(ReviewCommentSchema.safeParse(comment)),
  };
  const canSubmit = rating > 0 && title.trim().length >= REVIEW_LIMITS.titleMin && comment.trim().length >= REVIEW_LIMITS.commentMin;

  // Said and closed in the hooks' own onSuccess: the form unmounts when done.
  const saved = {
    onSuccess: () => {
      toast.success(review ? 'Review updated' : 'Review submitted', review ? undefined : 'Thank you for sharing your experience!');
      onDone();
    },
  };
  const create = useCreateReview(truckId, saved);
  const update = useUpdateReview(truckId, saved);
  const save = review ? update : create;
  const saveReview = () => {
    if (review) update.mutate({ id: review.id, body: { rating, title, comment, images } });
    else create.mutate({ truckId, dishId: dishId || undefined, rating, title, comment, images });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ title: true, comment: true });
    if (errors.rating || errors.title || errors.comment || save.isPending) return;
    saveReview();
  }

  function addPhotos(files: FileList | null) {
    const room = REVIEW_LIMITS.maxImages - images.length;
    setImages([...images, ...Array.from(files ?? []).slice(0, room).map(() => PHOTO_PLACEHOLDER)]);
  }

  const fieldError = (message: string | null, id: string, shown: boolean) =>
    shown && message ? <p id={id} role="alert" className="mt-1 text-sm text-red-600">{message}</p> : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5" aria-label={review ? 'Edit your review' : 'Write a review'}>
      <h3 className="text-lg font-bold text-gray-900">{review ? 'Edit your review' : 'Write a Review'}</h3>
      <StarPicker value={rating} onChange={setRating} />
      {fieldError(errors.rating, 'review-rating-error', touched.title || touched.comment)}
      {!review && menu.length > 0 ? (
        <div>
          <label htmlFor="review-dish" className="text-sm font-medium text-gray-800">What are you reviewing?</label>
          <select id="review-dish" value={dishId} onChange={(e) => setDishId(e.target.value)} className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm">
            <option value="">The whole truck</option>
            {menu.map((item) => <option key={item.id} value={item.id}>{item.name}</option>)}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor="review-title" className="text-sm font-medium text-gray-800">Title</label>
        <input id="review-title" value={title} maxLength={REVIEW_LIMITS.titleMax} onChange={(e) => setTitle(e.target.value)} onBlur={leave('title')} aria-invalid={touched.title && !!errors.title} aria-describedby="review-title-error"
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm" placeholder="Sum up your visit" />
        {fieldError(errors.title, 'review-title-error', touched.title)}
      </div>
      <div>
        <label htmlFor="review-comment" className="text-sm font-medium text-gray-800">Your review</label>
        <textarea id="review-comment" value={comment} rows={5} maxLength={REVIEW_LIMITS.commentMax} onChange={(e) => setComment(e.target.value)} onBlur={leave('comment')} aria-invalid={touched.comment && !!errors.comment} aria-describedby="review-comment-error review-comment-count"
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm" placeholder="What did you eat? How was it?" />
        <p id="review-comment-count" className="mt-1 text-right text-xs text-gray-500">{comment.trim().length}/{REVIEW_LIMITS.commentMax}</p>
        {fieldError(errors.comment, 'review-comment-error', touched.comment)}
      </div>
      <div>
        <label htmlFor="review-photos" className="text-sm font-medium text-gray-800">Photos ({images.length}/{REVIEW_LIMITS.maxImages})</label>
        <input id="review-photos" type="file" accept="image/*" multiple disabled={images.length >= REVIEW_LIMITS.maxImages} onChange={(e) => addPhotos(e.target.files)} className="mt-1 block text-sm disabled:opacity-50" />
        {images.length ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Selected photos">
            {images.map((url, i) => (
              <li key={i} className="relative">
                <img src={url} alt={`Photo ${i + 1}`} className="h-16 w-16 rounded-lg object-cover" />
                <button type="button" aria-label={`Remove photo ${i + 1}`} onClick={() => setImages(images.filter((_, j) => j !== i))} className="absolute -right-2 -top-2 h-6 w-6 cursor-pointer rounded-full bg-gray-800 text-xs text-white">×</button>
              </li>
            ))}
          </ul>
        ) : null}
        {images.length >= REVIEW_LIMITS.maxImages ? <p className="mt-1 text-xs text-gray-500">You can add at most {REVIEW_LIMITS.maxImages} photos.</p> : null}
      </div>
      {save.isError ? <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">{errorMessage(save.error, 'Failed to submit review')}</p> : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={!canSubmit || save.isPending}>{save.isPending ? 'Submitting...' : review ? 'Save Changes' : 'Submit Review'}</Button>
        <Button type="button" variant="outline" onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
