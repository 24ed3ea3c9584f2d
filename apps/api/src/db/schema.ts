/**
 * Database schema for every entity of the product.
 * Migrations in apps/api/drizzle are generated from this file (`npm run db:generate -w apps/api`)
 * and committed; the same SQL runs on PGlite and PostgreSQL.
 */
import {
  APPLICATION_STATUSES,
  APPROVAL_STATUSES,
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  CUISINES,
  CURRENCIES,
  EVENT_PARTICIPATION_STATUSES,
  EVENT_STATUSES,
  EVENT_TYPES,
  ORDER_STATUSES,
  PRICE_RANGES,
  ROLES,
  OWNER_WORDS,
  WEEKDAYS,
  LOCALES,
  CATERING_REQUEST_STATUSES,
  CATERING_QUOTE_STATUSES,
  DIET_NEEDS,
  TRUCK_IMPORT_STATUSES,
  CLAIM_STATUSES,
  SUGGESTION_STATUSES,
  LISTING_REPORT_REASONS,
  LISTING_REPORT_STATUSES,
  type TruckImport,
} from '@dishrated/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Trending prior: every truck starts as if it had C reviews of m stars (see trucks.trendingScore). */
export const TRENDING_PRIOR_WEIGHT = 10;
export const TRENDING_PRIOR_MEAN = 3.5;

/** A constant list as SQL literals, `('a', 'b')`, for CHECK constraints (values are our own constants). */
const sqlList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lower-cased and trimmed, so uniqueness is case-insensitive. */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    banReason: text('ban_reason'),
    /** The language their mail and notifications are written in: the page's when they signed up, then their choice. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    /**
     * Carried in every token as `ver`; a token with another number is refused. Raised when the
     * password changes or is reset (and on a ban), which ends every session signed before.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in ${sqlList(ROLES)}`),
    check('users_language_check', sql`${t.language} in ${sqlList(LOCALES)}`),
  ],
);

export interface TruckAbout {
  specialties?: string[];
  story?: string;
  ingredients?: string[];
  phone?: string;
  website?: string;
  instagram?: string;
  twitter?: string;
}

export const trucks = pgTable(
  'trucks',
  {
    id: id(),
    /** Null on a listing nobody has claimed yet (imported or suggested). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cuisine: text('cuisine', { enum: CUISINES }).notNull(),
    image: text('image'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    priceRange: text('price_range', { enum: PRICE_RANGES }).notNull().default('mid'),
    /**
     * The owner's last word (open, busy or closed), when it was said and until when: null until
     * they say one. Whether the truck is serving is worked out from it, the stops and the clock by
     * the shared servingState rule; no column holds that answer.
     */
    ownerWord: text('owner_word', { enum: OWNER_WORDS }),
    ownerWordAt: timestamp('owner_word_at', { withTimezone: true, mode: 'date' }),
    ownerWordUntil: timestamp('owner_word_until', { withTimezone: true, mode: 'date' }),
    waitTime: text('wait_time'),
    fssaiLicense: text('fssai_license'),
    /** When an admin checked the licence number against the licence; cleared when the number changes. */
    fssaiVerifiedAt: timestamp('fssai_verified_at', { withTimezone: true, mode: 'date' }),
    /** Where a listing came from before its owner arrived: an import's source, or a visitor's suggestion. */
    listingSource: text('listing_source'),
    /** A listing retired by an admin (closed for good, or merged into `mergedInto`): no longer shown. */
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
    mergedInto: uuid('merged_into'),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    about: jsonb('about').$type<TruckAbout>().notNull().default({}),
    lastLocationUpdate: timestamp('last_location_update', { withTimezone: true, mode: 'date' }),
    isLocationSharingEnabled: boolean('is_location_sharing_enabled').notNull().default(false),
    /**
     * Trending rank: a Bayesian average, (C·m + rating·reviewCount) / (C + reviewCount), with prior
     * weight C = 10 reviews and prior mean m = 3.5 stars. Generated by the database, so it changes in
     * the same transaction as rating and reviewCount, and the btree below answers "top N" directly.
     */
    trendingScore: doublePrecision('trending_score')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`(${TRENDING_PRIOR_WEIGHT} * ${TRENDING_PRIOR_MEAN} + rating * review_count) / (${TRENDING_PRIOR_WEIGHT} + review_count)`),
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // geo_unit (a cube extension column with a KNN GiST index) is added by migration 0002 and is
    // deliberately not mapped here: no query selects it, only nearby orders by it (lib/geo-sql.ts).
  },
  (t) => [
    index('trucks_owner_idx').on(t.ownerId),
    index('trucks_trending_idx').on(t.trendingScore.desc(), t.reviewCount.desc(), t.id),
    // Geo prefilter: a bounding box on latitude then longitude uses this btree (no full scan).
    index('trucks_lat_lng_idx').on(t.latitude, t.longitude),
    check('trucks_price_range_check', sql`${t.priceRange} in ${sqlList(PRICE_RANGES)}`),
    check('trucks_owner_word_check', sql`${t.ownerWord} in ${sqlList(OWNER_WORDS)}`),
    check('trucks_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('trucks_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  ],
);

export const truckImages = pgTable(
  'truck_images',
  {
    id: id(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    caption: text('caption'),
    sortOrder: integer('sort_order').notNull().default(1),
    isAdvertisement: boolean('is_advertisement').notNull().default(false),
  },
  (t) => [index('truck_images_truck_idx').on(t.truckId, t.sortOrder)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Rupees, two decimals. */
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    category: text('category').notNull().default(''),
    image: text('image'),
    isAvailable: boolean('is_available').notNull().default(true),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    isVegetarian: boolean('is_vegetarian').notNull().default(false),
    isVegan: boolean('is_vegan').notNull().default(false),
    /** veg, non-veg, egg or vegan; 'unknown' for dishes added before owners were asked. */
    dietType: text('diet_type').notNull().default('unknown'),
    /** 0 (not spicy) to 3 (hot), when given. */
    spiceLevel: smallint('spice_level'),
    popular: boolean('popular').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('menu_items_truck_idx').on(t.truckId),
    check('menu_items_price_check', sql`${t.price} >= 0`),
    check('menu_items_spice_level_check', sql`${t.spiceLevel} between 0 and 3`),
  ],
);

/**
 * A truck's schedule as stops (see the shared stops module): a place with local times, recurring
 * on weekdays (every N weeks, between dates) or on one date. Times are in the truck's zone.
 */
export const truckStops = pgTable(
  'truck_stops',
  {
    id: id(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** HH:MM, local; an end at or before the start runs past midnight. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    weekdays: text('weekdays', { enum: WEEKDAYS }).array().notNull().default(sql`'{}'::text[]`),
    everyWeeks: smallint('every_weeks').notNull().default(1),
    fromDate: date('from_date', { mode: 'string' }),
    untilDate: date('until_date', { mode: 'string' }),
    /** A one-off stop's date (then weekdays is empty). */
    date: date('date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  // The place index serves searches by time: stops within a box around the searched point.
  (t) => [index('truck_stops_truck_idx').on(t.truckId), index('truck_stops_place_idx').on(t.latitude, t.longitude)],
);

/** Dates a truck (stop_id null) or one of its stops does not run. */
export const truckStopExceptions = pgTable(
  'truck_stop_exceptions',
  {
    id: id(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    stopId: uuid('stop_id').references(() => truckStops.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
  },
  (t) => [index('truck_stop_exceptions_truck_idx').on(t.truckId, t.date)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set for a dish review, null for a truck review. */
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    isVerified: boolean('is_verified').notNull().default(false),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    responseMessage: text('response_message'),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_truck_created_idx').on(t.truckId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    index('reviews_menu_item_idx').on(t.menuItemId),
    // One review per user per truck, and one per user per dish.
    uniqueIndex('reviews_user_truck_key').on(t.userId, t.truckId).where(sql`${t.menuItemId} is null`),
    uniqueIndex('reviews_user_dish_key').on(t.userId, t.menuItemId).where(sql`${t.menuItemId} is not null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    /** Set when an admin dismissed the report; open reports have none. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('review_reports_review_user_key').on(t.reviewId, t.userId),
    // The moderators' queue reads open reports only.
    index('review_reports_open_idx').on(t.reviewId).where(sql`${t.resolvedAt} is null`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    eventType: text('event_type', { enum: EVENT_TYPES }).notNull(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizerType: text('organizer_type'),
    /** Null means unlimited. */
    maxParticipants: integer('max_participants'),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true, mode: 'date' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    requirements: text('requirements'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    participationFee: numeric('participation_fee', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('INR'),
    status: text('status', { enum: EVENT_STATUSES })
      .notNull()
      .default('published'),
    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES })
      .notNull()
      .default('approved'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_date_idx').on(t.date),
    index('events_status_date_idx').on(t.status, t.date),
    index('events_organizer_idx').on(t.organizerId),
    index('events_lat_lng_idx').on(t.latitude, t.longitude),
    check('events_max_participants_check', sql`${t.maxParticipants} is null or ${t.maxParticipants} >= 1`),
    check('events_fee_check', sql`${t.participationFee} >= 0`),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: EVENT_PARTICIPATION_STATUSES }).notNull().default('registered'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.truckId] }), index('event_participants_truck_idx').on(t.truckId)],
);

export const ownerApplications = pgTable(
  'owner_applications',
  {
    id: id(),
    businessName: text('business_name').notNull(),
    ownerName: text('owner_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    cuisineType: text('cuisine_type', { enum: CUISINES }).notNull(),
    description: text('description'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    notes: text('notes'),
    /** The language the applicant's mails are written in: the page's they applied from. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
  },
  (t) => [
    index('owner_applications_status_idx').on(t.status, t.submittedAt),
    // One application waiting per email: a second is refused until the first is decided.
    uniqueIndex('owner_applications_one_pending_key').on(t.email).where(sql`${t.status} = 'pending'`),
    check('owner_applications_status_check', sql`${t.status} in ${sqlList(APPLICATION_STATUSES)}`),
    check('owner_applications_language_check', sql`${t.language} in ${sqlList(LOCALES)}`),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    /** The post's address (/blog/{slug}), made from the title when created and kept after. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Markdown as the author wrote it. */
    content: text('content').notNull().default(''),
    /** `content` rendered and sanitised when saved, so reads never render. */
    contentHtml: text('content_html').notNull().default(''),
    image: text('image'),
    category: text('category', { enum: BLOG_CATEGORIES })
      .notNull()
      .default('other'),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    views: integer('views').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blogs_status_published_idx').on(t.status, t.publishedAt),
    uniqueIndex('blogs_slug_key').on(t.slug),
    check('blogs_status_check', sql`${t.status} in ${sqlList(BLOG_STATUSES)}`),
  ],
);

/**
 * Sessions signed out before their token expired: the token names its session (`sid`), and a
 * session here is over, whoever presents its token or cookie. Kept until the token would have
 * expired anyway.
 */
export const endedSessions = pgTable('ended_sessions', {
  sid: text('sid').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by mail; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A forgot-password request, written before the request is answered (the same work whether the
 * account exists or not), then turned into a reset mail, or nothing, once: a request answered is
 * never lost to a crash right after its answer.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: id(),
    email: text('email').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_requests_pending_idx').on(t.createdAt).where(sql`handled_at is null`)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The last delivery error (cleared when a later attempt succeeds). */
    error: text('error'),
    /** Delivery attempts made so far; after the last allowed one the message is given up (failedAt). */
    attempts: integer('attempts').notNull().default(0),
    /** When the relay may try (again); backs off after each failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** An instance is sending it until then; another takes it over only after, should the first die. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** Given up after the last attempt: shown to admins. */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    /**
     * The message's Message-ID, the same on every attempt: a receiver that got a message twice (a
     * send that went out but was not acknowledged before a retry) can tell it is one message.
     */
    messageId: text('message_id'),
    /** An attempt began sending at this time and has not ended: a retry after it may send it twice. */
    sendingSince: timestamp('sending_since', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_to_created_idx').on(t.to, t.createdAt),
    // The relay's queue: messages still to send, by when they are due.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null and failed_at is null`),
  ],
);

export const locationHistory = pgTable(
  'location_history',
  {
    id: id(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    address: text('address'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('location_history_truck_idx').on(t.truckId, t.startedAt),
    // A truck stands in one place at a time: at most one current entry.
    uniqueIndex('location_history_one_active_key').on(t.truckId).where(sql`${t.isActive}`),
  ],
);

/**
 * Per truck and day: detail-page views and directions clicks, for the owner's analytics. One row
 * per truck and day (counts are added in batches), so a period's figures are a short index range.
 */
export const truckDailyStats = pgTable(
  'truck_daily_stats',
  {
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    directionsClicks: integer('directions_clicks').notNull().default(0),
    /** How many followed the truck at the end of the day, written by a trigger on truck_follows; null on days nobody followed or unfollowed (the last count holds). */
    followers: integer('followers'),
  },
  (t) => [primaryKey({ columns: [t.truckId, t.day] })],
);

/**
 * Who has been counted for a truck on a day, so each visitor adds one view and one directions
 * click per truck per day. `visitor` is a keyed hash of the account or address that changes
 * every day, never the address itself; rows older than two days are deleted.
 */
export const truckDailyVisitors = pgTable(
  'truck_daily_visitors',
  {
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.truckId, t.day, t.kind, t.visitor] }), index('truck_daily_visitors_day_idx').on(t.day), check('truck_daily_visitors_kind_check', sql`${t.kind} in ('view', 'click')`)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(t.email)],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Every admin decision: who decided what about which record, when and why. Rows are only ever
 * added; the target's label is copied so the entry still reads well after the target is deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);

/** Key-value settings the server keeps in its database (e.g. when the seed ran). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Raw bytes (`bytea`): Buffer from node-postgres, Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Every photo uploaded: who uploaded it and when (the hourly quota), and the stored keys of its
 * sizes, so a photo that nothing uses a day after upload can be deleted.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    keys: text('keys').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_uploader_created_idx').on(t.uploaderId, t.createdAt), index('uploads_created_idx').on(t.createdAt)],
);

/**
 * Photo bytes kept in the database, where every instance can serve them: used with DATABASE_URL
 * when no S3 bucket is configured (a single embedded-database server keeps them in DATA_DIR).
 */
export const photoFiles = pgTable('photo_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/**
 * A customer following a truck, with what they want to be told of it (the shared FOLLOW_ALERTS).
 * By truck, for telling every follower of a change in one statement.
 */
export const truckFollows = pgTable(
  'truck_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    opens: boolean('opens').notNull().default(true),
    moves: boolean('moves').notNull().default(false),
    nearMe: boolean('near_me').notNull().default(true),
    menu: boolean('menu').notNull().default(false),
    events: boolean('events').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.truckId] }), index('truck_follows_truck_idx').on(t.truckId)],
);

/** A customer's quiet hours, time zone, daily cap per truck and saved places; absent means the shared defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quietStart: text('quiet_start').notNull(),
  quietEnd: text('quiet_end').notNull(),
  timeZone: text('time_zone').notNull(),
  dailyCap: smallint('daily_cap').notNull(),
  /** [{ label, latitude, longitude, radiusKm }], at most a handful. */
  places: jsonb('places').notNull().default(sql`'[]'::jsonb`),
  /** Also told near the position the browser last shared; that position is kept only while this is on. */
  nearLastPosition: boolean('near_last_position').notNull().default(false),
  lastLatitude: doublePrecision('last_latitude'),
  lastLongitude: doublePrecision('last_longitude'),
  lastPositionAt: timestamp('last_position_at', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

/**
 * What a follower was told (or, in quiet hours, kept to read later: `pushed` false). Listed newest
 * first per user; by user, truck and time for the daily cap and the burst rule.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pushed: boolean('pushed').notNull(),
    /** Where the notification leads when it is not the truck's page (an order's page). */
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_truck_created_idx').on(t.userId, t.truckId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A browser's push subscription (one per device and account): where the browser's push service
 * takes messages for it, and the keys a message is encrypted with. Removed when the push service
 * answers that it is gone (404/410), or when the browser unsubscribes.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A truck's pre-order settings: whether it takes orders, how long a first order takes, how many
 * orders one pickup slot holds, and the dishes sold out on `sold_out_on` (its local date; the
 * list lapses at the day's end). Absent means not taking orders, with the shared defaults.
 * Placing an order locks this row, so a truck's orders are placed one at a time.
 */
export const truckOrdering = pgTable('truck_ordering', {
  truckId: uuid('truck_id')
    .primaryKey()
    .references(() => trucks.id, { onDelete: 'cascade' }),
  takingOrders: boolean('taking_orders').notNull().default(false),
  prepMinutes: smallint('prep_minutes').notNull().default(15),
  perSlot: smallint('per_slot').notNull().default(5),
  soldOut: uuid('sold_out').array().notNull().default(sql`'{}'::uuid[]`),
  soldOutOn: date('sold_out_on', { mode: 'string' }),
  updatedAt: updatedAt(),
});

/**
 * An order for pickup, paid at the truck: the total is what the menu said when it was placed.
 * `idempotency_key` (the customer's, with a hash of what they sent) makes a retried request
 * answer the order it already made.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Counted per truck and local day, for calling out at the counter. */
    number: integer('number').notNull(),
    status: text('status').notNull().default('placed'),
    pickupAt: timestamp('pickup_at', { withTimezone: true, mode: 'date' }).notNull(),
    readyBy: timestamp('ready_by', { withTimezone: true, mode: 'date' }),
    /** How many minutes the owner has said the order runs late, in all (readyBy already includes them). */
    lateMinutes: smallint('late_minutes').notNull().default(0),
    pickupCode: text('pickup_code').notNull(),
    /** Codes tried at the counter since `codeTriesSince`: a few in 15 minutes, so a 4-digit code cannot be guessed. */
    codeTries: smallint('code_tries').notNull().default(0),
    codeTriesSince: timestamp('code_tries_since', { withTimezone: true, mode: 'date' }),
    total: numeric('total', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    rejectReason: text('reject_reason'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ${sqlList(ORDER_STATUSES)}`),
    uniqueIndex('orders_customer_idempotency_idx').on(t.customerId, t.idempotencyKey),
    index('orders_truck_pickup_idx').on(t.truckId, t.pickupAt),
    index('orders_truck_created_idx').on(t.truckId, t.createdAt),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);

/** An order's dishes, with the name and price as they were when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    quantity: smallint('quantity').notNull(),
    note: text('note'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position)],
);

/** Every change of an order's status, when and by whom: its history and its audit trail. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    by: text('by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A customer's request to hire a truck for an event: when (a date and India-time hours), where,
 * for how many, and what food. It reaches trucks through catering_request_trucks.
 */
export const cateringRequests = pgTable(
  'catering_requests',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CATERING_REQUEST_STATUSES }).notNull().default('open'),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** The event's hours as instants, for the trucks' free-time checks (the date and times stay as asked). */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    guests: integer('guests').notNull(),
    budgetPerHead: integer('budget_per_head').notNull(),
    cuisines: text('cuisines', { enum: CUISINES }).array().notNull(),
    diets: text('diets', { enum: DIET_NEEDS }).array().notNull().default(sql`'{}'::text[]`),
    occasion: text('occasion').notNull(),
    message: text('message').notNull().default(''),
    /** The truck the customer asked for by name (Book this truck), or null: every truck that matches. */
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    /** Why it was cancelled (by its customer) or closed (by an admin). */
    closedReason: text('closed_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('catering_requests_customer_idx').on(t.customerId, t.createdAt),
    check('catering_requests_status_check', sql`${t.status} in ${sqlList(CATERING_REQUEST_STATUSES)}`),
    check('catering_requests_hours_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The trucks a request reached (matched when it was made): their owners see it and may quote. */
export const cateringRequestTrucks = pgTable(
  'catering_request_trucks',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => cateringRequests.id, { onDelete: 'cascade' }),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.truckId] }), index('catering_request_trucks_truck_idx').on(t.truckId)],
);

/** How far a truck travels to cater, from its usual stops (the default when a truck has no row). */
export const truckCateringAreas = pgTable('truck_catering_areas', {
  truckId: uuid('truck_id')
    .primaryKey()
    .references(() => trucks.id, { onDelete: 'cascade' }),
  radiusKm: integer('radius_km').notNull(),
});

/** An owner's offer on a request, for one of their trucks: one per truck and request, revised in place. */
export const cateringQuotes = pgTable(
  'catering_quotes',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => cateringRequests.id, { onDelete: 'cascade' }),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CATERING_QUOTE_STATUSES }).notNull().default('active'),
    pricePerHead: integer('price_per_head').notNull(),
    minimumGuests: integer('minimum_guests').notNull(),
    /** Dishes from the truck's menu, by id (names are read from the menu as it is). */
    dishIds: uuid('dish_ids').array().notNull().default(sql`'{}'::uuid[]`),
    menuText: text('menu_text').notNull().default(''),
    message: text('message').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catering_quotes_request_truck_key').on(t.requestId, t.truckId),
    index('catering_quotes_truck_idx').on(t.truckId),
    check('catering_quotes_status_check', sql`${t.status} in ${sqlList(CATERING_QUOTE_STATUSES)}`),
  ],
);

/** A short thread per request and quoting truck, between the customer and the truck's owner. */
export const cateringMessages = pgTable(
  'catering_messages',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => cateringRequests.id, { onDelete: 'cascade' }),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('catering_messages_thread_idx').on(t.requestId, t.truckId, t.createdAt)],
);

/**
 * A truck booked for a customer's event (an accepted catering quote): on its schedule as a
 * private event, busy, with no place shown. One per request; removed when the booking is cancelled.
 */
export const truckBookings = pgTable(
  'truck_bookings',
  {
    id: id(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => cateringRequests.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('truck_bookings_request_key').on(t.requestId), index('truck_bookings_truck_idx').on(t.truckId, t.startsAt), check('truck_bookings_hours_check', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** An admin's import of listings from a file: previewed first, then confirmed once, all rows or none. */
export const truckImports = pgTable('truck_imports', {
  id: id(),
  adminId: uuid('admin_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  source: text('source').notNull(),
  status: text('status', { enum: TRUCK_IMPORT_STATUSES }).notNull().default('previewed'),
  /** The preview as the admin saw it: the rows to create, duplicates and refused rows. Confirming creates exactly these rows. */
  preview: jsonb('preview').$type<Pick<TruckImport, 'toCreate' | 'duplicates' | 'refused'>>().notNull(),
  created: integer('created').notNull().default(0),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
});

/** A user's claim of a listing: their FSSAI licence, a phone and a photo; decided once by an admin. */
export const truckClaims = pgTable(
  'truck_claims',
  {
    id: id(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fssaiLicense: text('fssai_license').notNull(),
    phone: text('phone').notNull(),
    photo: text('photo').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('truck_claims_truck_idx').on(t.truckId),
    index('truck_claims_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('truck_claims_one_pending_key').on(t.truckId, t.userId).where(sql`${t.status} = 'pending'`),
    // However admins race, a listing is approved to one claimant.
    uniqueIndex('truck_claims_one_approved_key').on(t.truckId).where(sql`${t.status} = 'approved'`),
    check('truck_claims_status_check', sql`${t.status} in ${sqlList(CLAIM_STATUSES)}`),
  ],
);

/** A truck a visitor met and suggests; an admin accepts it (a listing) or rejects it. */
export const truckSuggestions = pgTable(
  'truck_suggestions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cuisine: text('cuisine', { enum: CUISINES }).notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    seenWhen: text('seen_when').notNull().default(''),
    photo: text('photo'),
    note: text('note').notNull().default(''),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('truck_suggestions_user_idx').on(t.userId, t.createdAt), index('truck_suggestions_status_idx').on(t.status, t.createdAt), check('truck_suggestions_status_check', sql`${t.status} in ${sqlList(SUGGESTION_STATUSES)}`)],
);

/** A visitor's report that a listing closed for good, is wrong, or repeats another. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: id(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: LISTING_REPORT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    duplicateOf: uuid('duplicate_of').references(() => trucks.id, { onDelete: 'set null' }),
    status: text('status', { enum: LISTING_REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('listing_reports_status_idx').on(t.status, t.createdAt), index('listing_reports_user_idx').on(t.userId, t.createdAt), check('listing_reports_reason_check', sql`${t.reason} in ${sqlList(LISTING_REPORT_REASONS)}`)],
);
