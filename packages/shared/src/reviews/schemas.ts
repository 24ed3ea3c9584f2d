import { z } from '../zod-runtime.js';
import { REVIEW_LIMITS, REVIEW_SORTS } from '../constants.js';
import { IdSchema, ImageUrlSchema, text } from '../fields.js';
import { pagingQuery, queryInt } from '../query.js';
import { PaginationSchema } from '../trucks/schemas.js';

export const REVIEW_TYPES = ['truck', 'dish'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export type ReviewType = (typeof REVIEW_TYPES)[number];

/** Review form rules, shared by the form and the API. */
export const RatingSchema = z
  .number({ error: 'Please select a rating' })
  .int('Rating must be a whole number of stars')
  .min(1, 'Please select a rating')
  .max(5, 'Rating must be between 1 and 5');
export const ReviewTitleSchema = text('Title')
  .trim()
  .min(REVIEW_LIMITS.titleMin, 'Please enter a title (at least 2 characters)')
  .max(REVIEW_LIMITS.titleMax, `Title must be at most ${REVIEW_LIMITS.titleMax} characters`);
export const ReviewCommentSchema = text('Comment')
  .trim()
  .min(REVIEW_LIMITS.commentMin, 'Please enter a comment (at least 10 characters)')
  .max(REVIEW_LIMITS.commentMax, `Comment must be at most ${REVIEW_LIMITS.commentMax} characters`);
/** Photo urls (http(s) or app paths): uploads are not stored yet, so the form sends placeholder urls. */
export const ReviewImagesSchema = z
  .array(ImageUrlSchema, { error: 'images must be a list of urls' })
  .max(REVIEW_LIMITS.maxImages, `You can add at most ${REVIEW_LIMITS.maxImages} photos`);

/** The review form: the fields a reviewer fills in, with the rules the API applies to them. */
export const ReviewFormSchema = z.object({
  rating: RatingSchema,
  title: ReviewTitleSchema,
  comment: ReviewCommentSchema,
  /** '' for the whole truck. */
  dishId: z.union([z.literal(''), IdSchema]),
  images: ReviewImagesSchema,
});

export const ReviewCreateBodySchema = z.object({
  truckId: IdSchema,
  dishId: IdSchema.nullish(),
  rating: RatingSchema,
  title: ReviewTitleSchema,
  comment: ReviewCommentSchema,
  images: ReviewImagesSchema.default([]),
});
export type ReviewCreateBody = z.input<typeof ReviewCreateBodySchema>;

export const ReviewUpdateBodySchema = z
  .strictObject(
    { rating: RatingSchema.optional(), title: ReviewTitleSchema.optional(), comment: ReviewCommentSchema.optional(), images: ReviewImagesSchema.optional() },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only rating, title, comment and images can be changed' : undefined) },
  )
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type ReviewUpdateBody = z.infer<typeof ReviewUpdateBodySchema>;

export const ReviewRespondBodySchema = z.object({
  message: text('Response')
    .trim()
    .min(REVIEW_LIMITS.responseMin, `Please enter a response (at least ${REVIEW_LIMITS.responseMin} characters)`)
    .max(REVIEW_LIMITS.responseMax, `Response must be at most ${REVIEW_LIMITS.responseMax} characters`),
});
export const ReviewReportBodySchema = z.object({
  reason: text('Reason')
    .trim()
    .min(REVIEW_LIMITS.reportReasonMin, `Please give a reason (at least ${REVIEW_LIMITS.reportReasonMin} characters)`)
    .max(REVIEW_LIMITS.reportReasonMax, `Reason must be at most ${REVIEW_LIMITS.reportReasonMax} characters`),
});

/** The short forms behind Respond and Report: one text field each, with the route's own rule. */
export const ReviewResponseFormSchema = z.object({ text: ReviewRespondBodySchema.shape.message });
export const ReviewReportFormSchema = z.object({ text: ReviewReportBodySchema.shape.reason });
export type ShortTextFormSchema = typeof ReviewResponseFormSchema | typeof ReviewReportFormSchema;

const paging = pagingQuery({ defaultLimit: REVIEW_LIMITS.pageSize, maxLimit: 50 });
/** 'all' (or absent) means no filter, as the filter bar sends it. */
const ratingFilter = z
  .union([z.literal('all'), queryInt('rating', 1, 5)], { error: 'rating must be 1 to 5 or all' })
  .optional()
  .transform((v) => (v === 'all' ? undefined : v));

export const DishReviewListQuerySchema = z.object({
  ...paging,
  sortBy: z.enum(REVIEW_SORTS, { error: `sortBy must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  rating: ratingFilter,
});
export const TruckReviewListQuerySchema = DishReviewListQuerySchema.extend({
  reviewType: z
    .enum(['all', ...REVIEW_TYPES], { error: 'reviewType must be truck, dish or all' })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
});
export type TruckReviewListQuery = z.input<typeof TruckReviewListQuerySchema>;
export const UserReviewListQuerySchema = z.object(paging);

export const ReviewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  truck: z.object({ _id: z.string(), name: z.string() }),
  /** Reviewer names are the only user data exposed. */
  user: z.object({ _id: z.string(), name: z.string() }),
  dish: z.object({ _id: z.string(), name: z.string() }).nullable(),
  rating: z.number(),
  title: z.string(),
  comment: z.string(),
  images: z.array(z.string()),
  isVerified: z.boolean(),
  helpfulVotes: z.number(),
  response: z.object({ message: z.string(), respondedAt: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the signed-in reader has done; false for visitors. */
  viewer: z.object({ votedHelpful: z.boolean(), reported: z.boolean() }),
});
export type Review = z.infer<typeof ReviewSchema>;

export const RatingStatsSchema = z.object({
  averageRating: z.number(),
  totalReviews: z.number(),
  ratingDistribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
});
export type RatingStats = z.infer<typeof RatingStatsSchema>;

export const ReviewListResultSchema = z.object({ reviews: z.array(ReviewSchema), ratingStats: RatingStatsSchema, pagination: PaginationSchema });
export type ReviewListResult = z.infer<typeof ReviewListResultSchema>;
export const UserReviewListResultSchema = z.object({ reviews: z.array(ReviewSchema), pagination: PaginationSchema });
export const ReviewResultSchema = z.object({ review: ReviewSchema });
export const ReviewIdParamsSchema = z.object({ id: IdSchema });
export const ReviewHelpfulResultSchema = z.object({ helpfulVotes: z.number(), votedHelpful: z.boolean() });
