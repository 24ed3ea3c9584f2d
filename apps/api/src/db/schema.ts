/**
 * Database schema for every entity of the product spec (section 3).
 * Migrations in apps/api/drizzle are generated from this file (`npm run db:generate -w apps/api`)
 * and committed; the same SQL runs on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
    role: text('role', { enum: ['user', 'owner', 'admin'] }).notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    banReason: text('ban_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in ('user', 'owner', 'admin')`),
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
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cuisine: text('cuisine').notNull(),
    image: text('image'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    priceRange: text('price_range', { enum: ['budget', 'mid', 'premium'] }).notNull().default('mid'),
    status: text('status', { enum: ['open', 'closed', 'opening-soon', 'busy'] }).notNull().default('closed'),
    waitTime: text('wait_time'),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    about: jsonb('about').$type<TruckAbout>().notNull().default({}),
    lastLocationUpdate: timestamp('last_location_update', { withTimezone: true, mode: 'date' }),
    isLocationSharingEnabled: boolean('is_location_sharing_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('trucks_owner_idx').on(t.ownerId),
    // Geo prefilter: a bounding box on latitude then longitude uses this btree (no full scan).
    index('trucks_lat_lng_idx').on(t.latitude, t.longitude),
    check('trucks_price_range_check', sql`${t.priceRange} in ('budget', 'mid', 'premium')`),
    check('trucks_status_check', sql`${t.status} in ('open', 'closed', 'opening-soon', 'busy')`),
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
    createdAt: createdAt(),
  },
  (t) => [index('menu_items_truck_idx').on(t.truckId), check('menu_items_price_check', sql`${t.price} >= 0`)],
);

export const truckSchedules = pgTable(
  'truck_schedules',
  {
    id: id(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    day: text('day', {
      enum: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    }).notNull(),
    /** Display text such as '11:00 AM - 9:00 PM'; 'Closed' means closed that day. */
    hours: text('hours').notNull(),
    location: text('location'),
  },
  (t) => [uniqueIndex('truck_schedules_truck_day_key').on(t.truckId, t.day)],
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
  },
  (t) => [uniqueIndex('review_reports_review_user_key').on(t.reviewId, t.userId)],
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
    eventType: text('event_type', { enum: ['city_event', 'truck_event', 'offer'] }).notNull(),
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
    currency: text('currency', { enum: ['INR', 'USD', 'EUR'] }).notNull().default('INR'),
    status: text('status', { enum: ['published', 'draft', 'completed', 'cancelled'] })
      .notNull()
      .default('published'),
    approvalStatus: text('approval_status', { enum: ['pending', 'approved', 'rejected'] })
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
    status: text('status', { enum: ['registered', 'confirmed', 'cancelled'] }).notNull().default('registered'),
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
    cuisineType: text('cuisine_type', {
      enum: ['american', 'mexican', 'italian', 'asian', 'indian', 'mediterranean', 'fusion', 'other'],
    }).notNull(),
    description: text('description'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    notes: text('notes'),
  },
  (t) => [index('owner_applications_status_idx').on(t.status, t.submittedAt)],
);

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull().default(''),
    image: text('image'),
    category: text('category', {
      enum: [
        'food-trends',
        'truck-spotlights',
        'city-guides',
        'recipes',
        'events',
        'business-tips',
        'sustainability',
        'reviews',
        'news',
        'other',
      ],
    })
      .notNull()
      .default('other'),
    status: text('status', { enum: ['draft', 'published', 'archived'] }).notNull().default('draft'),
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
  (t) => [index('blogs_status_published_idx').on(t.status, t.publishedAt)],
);

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

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.to, t.createdAt)],
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
  (t) => [index('location_history_truck_idx').on(t.truckId, t.startedAt)],
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

/** Key-value settings the server keeps in its database (e.g. when the seed ran). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
