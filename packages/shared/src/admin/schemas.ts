import { z } from '../zod-runtime.js';
import { APPLICATION_STATUSES, CUISINES, EVENT_STATES, ROLES } from '../constants.js';
import { EmailSchema, IdSchema, text } from '../fields.js';
import { pagingQuery } from '../query.js';
import { UserSchema } from '../auth/schemas.js';
import { PaginationSchema } from '../trucks/schemas.js';

/** Limits and timings of the admin screens, shared so the forms and the API agree. */
export const ADMIN = {
  /** Lists refetch this long after the last filter change. */
  listRefetchDelayMs: 300,
  /** A user search shorter than this lists nobody (the API refuses it). */
  userSearchMin: 2,
  /** Event descriptions in admin lists are cut here. */
  descriptionPreview: 150,
  /** Free-text notes, reasons and descriptions. */
  notesMax: 1000,
  reasonMax: 500,
  /** How long the "set your password" link mailed on approval works: an applicant may read it days later. */
  passwordSetupTtlMs: 72 * 60 * 60 * 1000,
  /** Business days the application page promises for a decision (a range, written as people say it). */
  reviewPromiseDays: '2-3',
  reviewPromise: '2-3 business days',
} as const;

const boundedText = (label: string, min: number, max: number) =>
  text(label)
    .trim()
    // Blank says "required" first: "at least 2 characters" reads oddly for a field left empty.
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters long`)
    .max(max, `${label} must be at most ${max} characters long`);

/** Optional free text: blank becomes null. */
const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters long`)
    .transform((value) => value || null)
    .nullish();

/** A phone for an application: required, digits with the usual separators, 7 to 20 characters. */
const ApplicationPhoneSchema = text('Phone')
  .trim()
  .min(1, 'Phone is required')
  .max(20, 'Phone must be at most 20 characters long')
  .regex(/^[+()\d\s-]{7,}$/, 'Please enter a valid phone number');

export const OwnerApplicationBodySchema = z.strictObject({
  businessName: boundedText('Business name', 2, 100),
  ownerName: boundedText('Owner name', 2, 80),
  email: EmailSchema,
  phone: ApplicationPhoneSchema,
  cuisineType: z.enum(CUISINES, { error: 'Please choose a cuisine type' }),
  description: optionalText('Description', ADMIN.notesMax),
});
export type OwnerApplicationBody = z.input<typeof OwnerApplicationBodySchema>;

export const OwnerApplicationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  businessName: z.string(),
  ownerName: z.string(),
  email: z.string(),
  phone: z.string(),
  cuisineType: z.enum(CUISINES),
  description: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.object({ name: z.string() }).nullable(),
  rejectionReason: z.string().nullable(),
  notes: z.string().nullable(),
});
export type OwnerApplication = z.infer<typeof OwnerApplicationSchema>;

const searchParam = z.string().trim().max(100, 'search must be at most 100 characters').optional();
const allOr = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum([...values, 'all'], { error: `${label} must be one of ${values.join(', ')}` }).optional();

export const ApplicationListQuerySchema = z.object({
  status: allOr('status', APPLICATION_STATUSES),
  search: searchParam,
  ...pagingQuery({ defaultLimit: 20, maxLimit: 100 }),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;
export const ApplicationListResultSchema = z.object({ applications: z.array(OwnerApplicationSchema), pagination: PaginationSchema });

export const ApplicationIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid application id' }) });
export const ApproveApplicationBodySchema = z.strictObject({ notes: optionalText('Notes', ADMIN.notesMax) });
export const RejectApplicationBodySchema = z.strictObject({
  rejectionReason: text('Rejection reason')
    .trim()
    .min(1, 'Rejection reason is required')
    .max(ADMIN.reasonMax, `Rejection reason must be at most ${ADMIN.reasonMax} characters long`),
  notes: optionalText('Notes', ADMIN.notesMax),
});
export type RejectApplicationBody = z.infer<typeof RejectApplicationBodySchema>;

export const USER_STATUSES = ['active', 'banned'] as const;

export const AdminUserListQuerySchema = z.object({
  role: allOr('role', ROLES),
  status: allOr('status', USER_STATUSES),
  search: z
    .string()
    .trim()
    .max(100, 'search must be at most 100 characters')
    .refine((value) => value === '' || value.length >= ADMIN.userSearchMin, `Search term is required: type at least ${ADMIN.userSearchMin} characters`)
    .optional(),
  ...pagingQuery({ defaultLimit: 20, maxLimit: 100 }),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** A user as admins see them: the account and, when banned, why. */
export const AdminUserSchema = UserSchema.extend({ banReason: z.string().nullable() });
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserListResultSchema = z.object({ users: z.array(AdminUserSchema), pagination: PaginationSchema });

export const UserIdParamsSchema = z.object({ id: IdSchema });
/** Toggles: banning needs a reason, unbanning none (a reason sent with an unban is ignored). */
export const BanBodySchema = z.strictObject({ reason: optionalText('Ban reason', ADMIN.reasonMax) });
export const BAN_REASON_REQUIRED = 'Ban reason is required';

export const AUDIT_ACTIONS = [
  'application.approve',
  'application.reject',
  'user.ban',
  'user.unban',
  'blog.create',
  'blog.update',
  'blog.delete',
  'event.approve',
  'event.reject',
  'event.delete',
  'review.remove',
  'review.reports-dismiss',
  'catering.close',
  'listing.import',
  'listing.retire',
  'listing.merge',
  'claim.approve',
  'claim.reject',
  'suggestion.accept',
  'suggestion.reject',
  'fssai.verify',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  targetType: z.string(),
  targetId: z.string(),
  /** What was decided about, as it read then (a business name, a user's email, a title). */
  targetLabel: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListQuerySchema = z.object(pagingQuery({ defaultLimit: 20, maxLimit: 100 }));
export const AuditListResultSchema = z.object({ entries: z.array(AuditEntrySchema), pagination: PaginationSchema });

export const AdminDashboardSchema = z.object({
  stats: z.object({
    pendingApplications: z.number(),
    /** Applications submitted this calendar month (India time). */
    monthlyApplications: z.number(),
    totalApplications: z.number(),
    /** Approved as a percentage of decided applications, 0 when none is decided. */
    approvalRate: z.number(),
  }),
  applicationBreakdown: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
  recentApplications: z.array(OwnerApplicationSchema),
  /** Reviews with open reports, for the Reports tab's badge. */
  openReports: z.number(),
  /** Claims of listings waiting for a decision, for the Claims tab's badge. */
  pendingClaims: z.number(),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

const CountSeries = z.array(z.object({ period: z.string(), count: z.number() }));
export const AdminOverviewSchema = z.object({
  /** Weeks start on Monday (India time); the last 12 weeks, oldest first, empty weeks included. */
  applicationsPerWeek: CountSeries,
  newUsersPerWeek: CountSeries,
  /** The last 30 days, oldest first. */
  reviewsPerDay: CountSeries,
  eventsByStatus: z.array(z.object({ status: z.enum(EVENT_STATES), count: z.number() })),
  totals: z.object({ users: z.number(), owners: z.number(), trucks: z.number(), reviews: z.number(), publishedBlogs: z.number() }),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

export const ReportedReviewSchema = z.object({
  review: z.object({
    id: z.string(),
    title: z.string(),
    comment: z.string(),
    rating: z.number(),
    createdAt: z.string(),
    author: z.object({ id: z.string(), name: z.string() }),
    truck: z.object({ id: z.string(), name: z.string() }),
  }),
  reportCount: z.number(),
  lastReportedAt: z.string(),
  reports: z.array(z.object({ reason: z.string(), reporter: z.string(), createdAt: z.string() })),
});
export type ReportedReview = z.infer<typeof ReportedReviewSchema>;
export const ReportListQuerySchema = z.object(pagingQuery({ defaultLimit: 20, maxLimit: 50 }));
export const ReportListResultSchema = z.object({ reports: z.array(ReportedReviewSchema), pagination: PaginationSchema });
export const ReviewIdParamSchema = z.object({ reviewId: z.uuid({ error: 'Invalid review id' }) });
export const ModerationBodySchema = z.strictObject({ reason: optionalText('Reason', ADMIN.reasonMax) });
