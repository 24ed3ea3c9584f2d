import { DEFAULT_NOTIFICATION_SETTINGS, DEMO_ACCOUNTS, INDIA_TIME_ZONE, WEEKDAYS, addDays, alertText, haversineKm, indiaDay, roundCoordinate, weekdayOfDate, zonedInstant, type Weekday } from '@dishrated/shared';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../db/client.js';
import * as t from '../db/schema.js';
import { hashPassword } from '../features/auth/index.js';
import { renderMarkdown, slugify } from '../features/blogs/markdown.js';
import { BLOG_POSTS } from './blog-posts.js';
import { CITIES, CUISINE_PROFILES, FIRST_NAMES, HOURS_OPTIONS, LAST_NAMES, REVIEW_TEXTS, WAIT_TIMES } from './data.js';
import { demoOwnerActivity, locationHistoryRows } from './owner-activity.js';
import { createRandom, type Random } from './random.js';

const SEED_MARKER = 'seeded_at';
const DAY = 24 * 60 * 60 * 1000;

/** '5:00 PM' as '17:00' (the seed's hours text as a stop's time). */
const to24Hour = (text: string) => {
  const [clock, half] = text.split(' ') as [string, 'AM' | 'PM'];
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return `${String((h % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
export const cuisineImage = (cuisine: string) => `/images/food/${slug(cuisine)}.svg`;

interface SeedLogger {
  info(message: string): void;
}

/** Whether the database holds the demo data (and so the demo accounts with their known passwords). */
export async function isDemoDatabase(db: Database): Promise<boolean> {
  const [marker] = await db.select().from(t.appSettings).where(eq(t.appSettings.key, SEED_MARKER));
  return Boolean(marker);
}

export const NOT_SEEDED_HAS_ACCOUNTS = 'Demo data not seeded: the database already holds accounts';

/**
 * Seeds the demo data once, into a database with no accounts; later starts find the marker and
 * seed nothing. Returns a summary, or null when nothing was done.
 */
export async function seedIfEmpty(db: Database, log?: SeedLogger): Promise<string | null> {
  if (await isDemoDatabase(db)) return null;
  // Demo accounts have published passwords: never added beside real ones.
  const [someone] = await db.select({ id: t.users.id }).from(t.users).limit(1);
  if (someone) return NOT_SEEDED_HAS_ACCOUNTS;
  log?.info('First start: seeding demo data…');
  // Hash outside the transaction: argon2 is deliberately slow and must not hold it open.
  const demoHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const sharedHash = await hashPassword(`seeded-${Math.random()}`);
  const counts = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(t.appSettings)
      .values({ key: SEED_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    // Another instance seeded first (two servers on one PostgreSQL): nothing to do.
    if (!claimed) return null;
    return insertDemoData(tx, createRandom(20261122), demoHashes, sharedHash, new Date());
  });
  if (!counts) return null;
  return `Seeded ${counts.trucks} trucks in ${CITIES.length} cities, ${counts.menuItems} menu items, ${counts.reviews} reviews, ${counts.events} events and ${counts.blogs} blog posts`;
}

async function insertDemoData(tx: Tx, rnd: Random, demoHashes: string[], sharedHash: string, now: Date) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const personName = () => `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
  const emailFor = (name: string, i: number) => `${slug(name).replace(/-/g, '.')}${i}@example.in`;

  const demoUsers = await tx
    .insert(t.users)
    .values(
      DEMO_ACCOUNTS.map((a, i) => ({
        name: a.name,
        email: a.email,
        phone: `+91 98${String(45012300 + i * 1111).padStart(8, '0')}`,
        passwordHash: demoHashes[i]!,
        role: a.role,
        createdAt: ago(200 * DAY),
        updatedAt: ago(10 * DAY),
      })),
    )
    .returning();
  const demoOwner = demoUsers.find((u) => u.role === 'owner')!;
  const admin = demoUsers.find((u) => u.role === 'admin')!;

  const otherOwners = await tx
    .insert(t.users)
    .values(
      Array.from({ length: 18 }, (_, i) => {
        const name = personName();
        return { name, email: emailFor(name, i), phone: `+91 9${rnd.int(100000000, 999999999)}`, passwordHash: sharedHash, role: 'owner' as const, createdAt: ago(rnd.int(60, 400) * DAY) };
      }),
    )
    .returning();
  const customers = await tx
    .insert(t.users)
    .values(
      Array.from({ length: 40 }, (_, i) => {
        const name = personName();
        return { name, email: emailFor(name, 100 + i), passwordHash: sharedHash, role: 'user' as const, createdAt: ago(rnd.int(5, 300) * DAY) };
      }),
    )
    .returning();
  const reviewers = [demoUsers.find((u) => u.role === 'user')!, ...customers];

  /** An owner's word said some minutes ago: busy for two hours from then, closed until the next scheduled change. */
  const ownerSaidMinutesAgo = (word: 'closed' | 'busy', minutes: number) => {
    const at = ago(minutes * 60 * 1000);
    return { ownerWordAt: at, ownerWordUntil: word === 'busy' ? new Date(at.getTime() + 2 * 60 * 60 * 1000) : null };
  };

  // Trucks: spread over every city and cuisine, clustered around real localities. Each truck's
  // week is planned with it: its stops are where it stands (home most days, a market one day),
  // so the truck stands today where today's stop says, as its page and the map show.
  const truckValues: Array<typeof t.trucks.$inferInsert> = [];
  const plans: WeekPlan[] = [];
  const today = weekdayOfDate(indiaDay(now.getTime()));
  const usedNames = new Set<string>();
  let index = 0;
  // Every city has a chaat truck (what its people search for first); the other trucks go through
  // the other cuisines in turn, carrying on from one city to the next.
  const chaat = CUISINE_PROFILES.find((p) => p.cuisine === 'Street Food')!;
  const otherCuisines = CUISINE_PROFILES.filter((p) => p !== chaat);
  let turn = 0;
  for (const city of CITIES) {
    const perCity = city.localities.length * 2;
    for (let k = 0; k < perCity; k++, index++) {
      const profile = k === 0 ? chaat : otherCuisines[turn++ % otherCuisines.length]!;
      const locality = city.localities[k % city.localities.length]!;
      const base = rnd.pick(profile.names);
      // One name per truck: a second of a kind takes its city's name, a third its locality's.
      const name = [base, `${base} ${city.name}`, `${base} ${locality.name}`].find((candidate) => !usedNames.has(candidate)) ?? `${base} ${index}`;
      usedNames.add(name);
      const plan = planWeek(rnd, city, locality);
      plans.push(plan);
      const standing = plan.marketDay === today ? plan.market : plan.home;
      const owner = index < 5 ? demoOwner : otherOwners[index % otherOwners.length]!;
      // Most trucks go by their stops; a few owners have had their say today (closed early, or busy).
      const said = rnd.next();
      const ownerWord = said < 0.06 ? ('closed' as const) : said < 0.1 ? ('busy' as const) : null;
      truckValues.push({
        ownerId: owner.id,
        name,
        description: `${profile.description} Find us around ${locality.name}, ${city.name}.`,
        cuisine: profile.cuisine,
        image: cuisineImage(profile.cuisine),
        tags: rnd.sample(profile.tags, rnd.int(2, 4)),
        priceRange: rnd.pick(profile.priceRanges),
        ownerWord,
        ...(ownerWord ? ownerSaidMinutesAgo(ownerWord, rnd.int(20, 90)) : {}),
        waitTime: rnd.pick(WAIT_TIMES),
        featured: rnd.next() < 0.15,
        address: `${standing.name}, ${city.name}, ${city.state}`,
        latitude: standing.lat,
        longitude: standing.lng,
        about: {
          specialties: rnd.sample(profile.dishes.map((d) => d.name), 3),
          story: `${owner.name.split(' ')[0]} started ${name} in ${2015 + rnd.int(0, 9)} with a second-hand truck and a family recipe book.`,
          ingredients: ['Locally sourced vegetables', 'Cold-pressed oils', 'Spices ground in-house'],
          phone: owner.phone ?? undefined,
          instagram: `https://instagram.com/${slug(name).replace(/-/g, '')}`,
          twitter: rnd.next() < 0.5 ? `https://twitter.com/${slug(name).replace(/-/g, '')}` : undefined,
          website: rnd.next() < 0.3 ? `https://${slug(name)}.in` : undefined,
        },
        lastLocationUpdate: ago(rnd.int(2, 600) * 60 * 1000),
        isLocationSharingEnabled: rnd.next() < 0.3,
        createdAt: ago(rnd.int(20, 500) * DAY),
      });
    }
  }
  const trucks = await tx.insert(t.trucks).values(truckValues).returning();

  const images: Array<typeof t.truckImages.$inferInsert> = [];
  const menu: Array<typeof t.menuItems.$inferInsert> = [];
  const stops: Array<typeof t.truckStops.$inferInsert> = [];
  const closedDates: Array<{ truckIndex: number; date: string; note: string }> = [];
  const stopsFrom = indiaDay(now.getTime() - 8 * 7 * DAY);
  for (const [truckIndex, truck] of trucks.entries()) {
    const profile = CUISINE_PROFILES.find((p) => p.cuisine === truck.cuisine)!;
    images.push(
      { truckId: truck.id, url: cuisineImage(truck.cuisine), caption: `${truck.name} signature dishes`, sortOrder: 1, isAdvertisement: true },
      { truckId: truck.id, url: '/images/truck-side.svg', caption: `${truck.name} at ${truck.address?.split(',')[0]}`, sortOrder: 2 },
      { truckId: truck.id, url: '/images/truck-night.svg', caption: 'Evening service', sortOrder: 3 },
    );
    const priceFactor = truck.priceRange === 'premium' ? 1.3 : truck.priceRange === 'budget' ? 0.8 : 1;
    // The cuisine's signature dishes first, then others drawn to make a menu of 6-12.
    const signatures = profile.dishes.filter((dish) => dish.signature);
    const others = rnd.sample(profile.dishes.filter((dish) => !dish.signature), rnd.int(6, Math.min(12, profile.dishes.length)) - signatures.length);
    for (const [i, dish] of [...signatures, ...others].entries()) {
      menu.push({
        ...dishTraits(dish),
        // The first two dishes are what the truck is known for.
        popular: i < 2,
        truckId: truck.id,
        name: dish.name,
        description: dish.description,
        price: Math.max(30, Math.round((dish.price * priceFactor) / 10) * 10),
        category: dish.category,
        isVegetarian: dish.veg,
        isVegan: dish.vegan ?? false,
        allergens: dish.allergens ?? [],
        isAvailable: dish.signature === true || rnd.next() > 0.08,
      });
    }
    const { city, home, market, closedDay, marketDay, hours } = plans[truckIndex]!;
    const [startTime, endTime] = hours.split(' - ').map(to24Hour) as [string, string];
    const stop = (place: PlannedPlace, weekdays: Weekday[]) => ({
      truckId: truck.id,
      label: place.name,
      address: `${place.name}, ${city.name}`,
      latitude: place.lat,
      longitude: place.lng,
      startTime,
      endTime,
      weekdays,
      fromDate: stopsFrom,
    });
    stops.push(stop(home, WEEKDAYS.filter((d) => d !== closedDay && d !== marketDay)), stop(market, [marketDay]));
    if (rnd.next() < 0.2) closedDates.push({ truckIndex, date: indiaDay(now.getTime() + rnd.int(2, 14) * DAY), note: rnd.pick(['Family wedding', 'Truck in for servicing', 'Festival holiday']) });
  }
  await tx.insert(t.truckImages).values(images);
  const menuRows = await tx.insert(t.menuItems).values(menu).returning({ id: t.menuItems.id, truckId: t.menuItems.truckId, name: t.menuItems.name, price: t.menuItems.price });
  await tx.insert(t.truckStops).values(stops);
  if (closedDates.length) await tx.insert(t.truckStopExceptions).values(closedDates.map((c) => ({ truckId: trucks[c.truckIndex]!.id, date: c.date, note: c.note })));

  // Reviews, then each truck's rating and count computed from exactly those reviews.
  const reviewValues: Array<typeof t.reviews.$inferInsert> = [];
  for (const truck of trucks) {
    const quality = 3.2 + rnd.next() * 1.7;
    const dishes = menuRows.filter((m) => m.truckId === truck.id);
    for (const reviewer of rnd.sample(reviewers, rnd.int(3, 14))) {
      const rating = Math.min(5, Math.max(1, Math.round(quality + rnd.centred() * 3))) as 1 | 2 | 3 | 4 | 5;
      const text = rnd.pick(REVIEW_TEXTS[rating]);
      const createdAt = ago(rnd.int(1, 420) * DAY + rnd.int(0, DAY));
      reviewValues.push({
        truckId: truck.id,
        userId: reviewer.id,
        menuItemId: rnd.next() < 0.25 && dishes.length ? rnd.pick(dishes).id : null,
        rating,
        title: text.title,
        comment: text.comment,
        isVerified: rnd.next() < 0.6,
        helpfulVotes: 0,
        responseMessage: rnd.next() < 0.2 ? 'Thank you for visiting us! We hope to serve you again soon.' : null,
        respondedAt: null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  for (const review of reviewValues) if (review.responseMessage) review.respondedAt = review.createdAt;
  // The owner's dashboard data draws from its own generator, so the rest of the demo data stays as it was.
  const activityRnd = createRandom(20261123);
  const demoTrucks = trucks.filter((truck) => truck.ownerId === demoOwner.id);
  const reviewed = new Set(reviewValues.map((r) => `${r.userId}|${r.truckId}`));
  const activity = demoOwnerActivity(activityRnd, demoTrucks, reviewers, reviewed, now);
  const generalReviewCount = reviewValues.length;
  reviewValues.push(...activity.reviews);
  await tx.insert(t.truckDailyStats).values(activity.stats);
  await tx.insert(t.locationHistory).values(locationHistoryRows(activityRnd, trucks, now));
  const reviewRows = await tx.insert(t.reviews).values(reviewValues).returning({ id: t.reviews.id, userId: t.reviews.userId });

  // Helpful votes are real rows, so each review's counter equals its votes.
  const votes: Array<typeof t.reviewHelpfulVotes.$inferInsert> = [];
  const voteCounts = new Map<string, number>();
  reviewRows.forEach((review, i) => {
    const random = i < generalReviewCount ? rnd : activityRnd;
    if (random.next() < 0.5) return;
    for (const voter of random.sample(reviewers, random.int(1, 6))) {
      if (voter.id === review.userId) continue;
      votes.push({ reviewId: review.id, userId: voter.id });
      voteCounts.set(review.id, (voteCounts.get(review.id) ?? 0) + 1);
    }
  });
  if (votes.length) await tx.insert(t.reviewHelpfulVotes).values(votes);
  for (const [reviewId, count] of voteCounts) {
    await tx.update(t.reviews).set({ helpfulVotes: count }).where(eq(t.reviews.id, reviewId));
  }
  // One statement recomputes every truck's rating from its truck-level and dish reviews.
  await tx.execute(
    sql.raw(`update trucks set rating = coalesce(s.avg, 0), review_count = coalesce(s.n, 0)
       from (select truck_id, round(avg(rating)::numeric, 2)::float8 as avg, count(*)::int as n from reviews group by truck_id) s
      where s.truck_id = trucks.id`),
  );

  const eventCount = await seedEvents(tx, rnd, { admin, demoOwner, otherOwners, trucks, now });
  const blogCount = await seedBlogs(tx, rnd, admin.id, now);
  await seedApplications(tx, rnd, admin, now);
  await seedReviewReports(tx, now);
  await seedContactMessages(tx, now);
  await seedFollows(tx, createRandom(20261127), { customer: reviewers[0]!, customers: reviewers.slice(1), trucks, now });
  await seedOrders(tx, createRandom(20261128), { customer: reviewers[0]!, customers: reviewers.slice(1), demoTrucks, trucks, menu: menuRows, now });
  await seedCatering(tx, { customer: reviewers[0]!, demoTrucks, now });
  await seedListings(tx, createRandom(20261129), { customer: reviewers[0]!, customers: reviewers.slice(1), trucks, now });

  return { trucks: trucks.length, menuItems: menu.length, reviews: reviewValues.length, events: eventCount, blogs: blogCount };
}

/**
 * The demo customer follows a few Bengaluru trucks, with Home saved in Koramangala and alerts from
 * the past days (the latest unread); other customers follow trucks too, so owners have followers.
 * From a generator of its own, so the rest of the demo data stays as it was.
 */
async function seedFollows(tx: Tx, rnd: Random, { customer, customers, trucks, now }: { customer: { id: string }; customers: Array<{ id: string }>; trucks: Array<typeof t.trucks.$inferSelect>; now: Date }) {
  const home = { label: 'Home', latitude: 12.9352, longitude: 77.6146, radiusKm: 3 };
  const fromHome = (truck: (typeof trucks)[number]) => haversineKm({ lat: home.latitude, lng: home.longitude }, { lat: truck.latitude ?? 0, lng: truck.longitude ?? 0 });
  // The nearest Bengaluru truck to Home is among them, so the "near Home" alert is true to the map.
  const bengaluru = trucks.filter((truck) => truck.address?.includes('Bengaluru')).sort((a, b) => fromHome(a) - fromHome(b));
  const followed = bengaluru.length ? [bengaluru[0]!, ...rnd.sample(bengaluru.slice(1), Math.min(3, bengaluru.length - 1))] : [];
  const follows: Array<typeof t.truckFollows.$inferInsert> = followed.map((truck, i) => ({ userId: customer.id, truckId: truck.id, moves: i === 0, createdAt: new Date(now.getTime() - (10 + i) * DAY) }));
  for (const other of customers) for (const truck of rnd.sample(trucks, rnd.int(0, 3))) follows.push({ userId: other.id, truckId: truck.id, createdAt: new Date(now.getTime() - rnd.int(0, 90) * DAY) });
  await tx.insert(t.truckFollows).values(follows).onConflictDoNothing();
  // Owners' analytics show followers as they came: each truck's count on each day someone followed.
  await tx.execute(sql`insert into truck_daily_stats (truck_id, day, followers)
      select truck_id, day, (sum(n) over (partition by truck_id order by day))::int
        from (select truck_id, (created_at at time zone 'Asia/Kolkata')::date as day, count(*) as n from truck_follows group by 1, 2) per_day
      on conflict (truck_id, day) do update set followers = excluded.followers`);
  await tx.insert(t.notificationSettings).values({ userId: customer.id, ...DEFAULT_NOTIFICATION_SETTINGS, places: [home] });
  const alerts = followed.slice(0, 3).map((truck, i) => {
    const kind = i === 0 && fromHome(truck) <= home.radiusKm ? ('nearby' as const) : ('opened' as const);
    const createdAt = new Date(now.getTime() - (i * 26 + 2) * 60 * 60_000);
    return { userId: customer.id, truckId: truck.id, kind, pushed: true, createdAt, readAt: i === 0 ? null : createdAt, ...alertText({ kind, place: 'Home' }, truck) };
  });
  if (alerts.length) await tx.insert(t.notifications).values(alerts);
}

/**
 * Ordering ahead: the demo owner's trucks and a third of the others take orders; the demo owner's
 * trucks have two weeks of handed-over orders, and the demo customer a few past orders of their own.
 */
async function seedOrders(
  tx: Tx,
  rnd: Random,
  { customer, customers, demoTrucks, trucks, menu, now }: { customer: { id: string }; customers: Array<{ id: string }>; demoTrucks: Array<{ id: string }>; trucks: Array<{ id: string }>; menu: Array<{ id: string; truckId: string; name: string; price: number }>; now: Date },
) {
  const demoIds = new Set(demoTrucks.map((truck) => truck.id));
  const taking = trucks.filter((truck) => demoIds.has(truck.id) || rnd.next() < 0.33);
  await tx.insert(t.truckOrdering).values(taking.map((truck) => ({ truckId: truck.id, takingOrders: true, prepMinutes: rnd.pick([10, 15, 15, 20]), perSlot: rnd.pick([4, 5, 6, 8]) })));
  const numbers = new Map<string, number>();
  const orders: Array<{ truckId: string; customerId: string; placedAt: Date; status: 'picked_up' | 'rejected' }> = [];
  for (const truck of demoTrucks) {
    for (let day = 1; day <= 14; day++) for (let i = rnd.int(0, 4); i > 0; i--) orders.push({ truckId: truck.id, customerId: rnd.pick(customers).id, placedAt: new Date(now.getTime() - day * DAY + rnd.int(-3, 3) * 3_600_000), status: rnd.next() < 0.08 ? 'rejected' : 'picked_up' });
  }
  const customerTrucks = rnd.sample(taking, 3);
  customerTrucks.forEach((truck, i) => orders.push({ truckId: truck.id, customerId: customer.id, placedAt: new Date(now.getTime() - (i * 3 + 1) * DAY), status: i === 2 ? 'rejected' : 'picked_up' }));
  const rows: Array<typeof t.orders.$inferInsert> = [];
  const items: Array<typeof t.orderItems.$inferInsert> = [];
  const events: Array<typeof t.orderEvents.$inferInsert> = [];
  for (const order of orders) {
    const dishes = rnd.sample(menu.filter((m) => m.truckId === order.truckId), rnd.int(1, 3));
    if (dishes.length === 0) continue;
    const id = randomUUID();
    const lines = dishes.map((dish, position) => ({ orderId: id, menuItemId: dish.id, position, name: dish.name, unitPrice: dish.price, quantity: rnd.int(1, 3), note: rnd.next() < 0.15 ? rnd.pick(['No onion', 'Less spicy', 'Extra chutney']) : null }));
    const dayKey = `${order.truckId}|${indiaDay(order.placedAt)}`;
    numbers.set(dayKey, (numbers.get(dayKey) ?? 0) + 1);
    const minutes = (m: number) => new Date(order.placedAt.getTime() + m * 60_000);
    const pickupAt = new Date(Math.ceil(minutes(20).getTime() / (15 * 60_000)) * 15 * 60_000);
    rows.push({
      id,
      truckId: order.truckId,
      customerId: order.customerId,
      number: numbers.get(dayKey)!,
      status: order.status,
      pickupAt,
      readyBy: order.status === 'picked_up' ? pickupAt : null,
      pickupCode: String(rnd.int(0, 9999)).padStart(4, '0'),
      total: Math.round(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) * 100) / 100,
      rejectReason: order.status === 'rejected' ? rnd.pick(['Sold out of the dish, sorry!', 'Closing early today']) : null,
      createdAt: order.placedAt,
      updatedAt: minutes(25),
    });
    items.push(...lines);
    const history: Array<[string, number, 'customer' | 'owner']> = order.status === 'rejected'
      ? [['placed', 0, 'customer'], ['rejected', 3, 'owner']]
      : [['placed', 0, 'customer'], ['accepted', 2, 'owner'], ['ready', rnd.int(12, 22), 'owner'], ['picked_up', 25, 'owner']];
    events.push(...history.map(([status, at, by]) => ({ orderId: id, status, by, createdAt: minutes(at) })));
  }
  if (rows.length === 0) return;
  await tx.insert(t.orders).values(rows);
  await tx.insert(t.orderItems).values(items);
  await tx.insert(t.orderEvents).values(events);
}

/**
 * Catering the demo accounts can see: the customer has one request waiting for quotes (quoted by
 * one of the demo owner's trucks) and one booked breakfast on another, on its schedule as a
 * private event.
 */
/** Street vendors from a survey, before their owners arrive: where they stand and, for some, their usual hours. */
const SURVEYED_LISTINGS = [
  { name: 'Raju Bhel Puri Cart', cuisine: 'Street Food', address: 'Juhu Beach, Mumbai', lat: 19.0988, lng: 72.8267, hours: { weekdays: [...WEEKDAYS], startTime: '16:00', endTime: '22:30' } },
  { name: 'Anna Idli Cycle', cuisine: 'South Indian', address: 'Malleshwaram 8th Cross, Bengaluru', lat: 13.0031, lng: 77.5707, hours: { weekdays: WEEKDAYS.slice(0, 6), startTime: '06:30', endTime: '10:30' } },
  { name: 'Sardar Ji Chole Kulche', cuisine: 'North Indian', address: 'Lajpat Nagar Central Market, Delhi', lat: 28.5677, lng: 77.2433, hours: null },
  { name: 'Momo Junction', cuisine: 'Chinese', address: 'FC Road, Pune', lat: 18.5236, lng: 73.8412, hours: null },
] as const;

/**
 * Listings nobody runs yet (from a survey), a claim of one waiting for the admin, a visitor's
 * suggestion and a report; and FSSAI licence numbers on the trucks owners run, most checked.
 */
async function seedListings(
  tx: Tx,
  rnd: Random,
  { customer, customers, trucks, now }: { customer: { id: string }; customers: Array<{ id: string }>; trucks: Array<typeof t.trucks.$inferSelect>; now: Date },
) {
  for (const [i, truck] of trucks.entries()) {
    // State code, then year and serial: 14 digits, as FSSAI writes them.
    const licence = `1${String(10 + (i % 27)).padStart(2, '0')}${String(19 + (i % 7)).padStart(2, '0')}${String(1_000_000_000 + i * 7919).slice(-9)}`;
    await tx.update(t.trucks).set({ fssaiLicense: licence, fssaiVerifiedAt: rnd.next() < 0.7 ? new Date(now.getTime() - 30 * 86_400_000) : null }).where(eq(t.trucks.id, truck.id));
  }
  const listings = await tx
    .insert(t.trucks)
    .values(SURVEYED_LISTINGS.map((l) => ({ ownerId: null, name: l.name, cuisine: l.cuisine, address: l.address, latitude: l.lat, longitude: l.lng, listingSource: 'Street vendor survey 2026', about: {}, createdAt: now, updatedAt: now })))
    .returning({ id: t.trucks.id });
  const stops = SURVEYED_LISTINGS.flatMap((l, i) =>
    l.hours ? [{ truckId: listings[i]!.id, label: l.address.split(',')[0]!, address: l.address, latitude: l.lat, longitude: l.lng, startTime: l.hours.startTime, endTime: l.hours.endTime, weekdays: [...l.hours.weekdays], fromDate: addDays(indiaDay(now.getTime()), -30) }] : [],
  );
  await tx.insert(t.truckStops).values(stops);
  const day = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await tx.insert(t.truckClaims).values({ truckId: listings[1]!.id, userId: customers[3]!.id, fssaiLicense: '11224999000123', phone: '+91 98861 20457', photo: '/images/truck-side.svg', message: 'My father started this cycle in 1994; I run it now.', createdAt: day(1) });
  await tx.insert(t.truckSuggestions).values({ userId: customer.id, name: 'Kulfi Wala Bhaiya', cuisine: 'Dessert', address: 'Cubbon Park, Bengaluru', latitude: 12.9763, longitude: 77.5929, seenWhen: 'Weekend evenings near the bandstand', note: 'Matka kulfi, pista and kesar.', createdAt: day(2) });
  await tx.insert(t.listingReports).values({ truckId: listings[3]!.id, userId: customers[4]!.id, reason: 'wrong', note: 'They moved to the other end of FC Road, near Goodluck Chowk.', createdAt: day(3) });
}

async function seedCatering(tx: Tx, { customer, demoTrucks, now }: { customer: { id: string }; demoTrucks: Array<typeof t.trucks.$inferSelect>; now: Date }) {
  const [quoting, booked] = demoTrucks;
  if (!quoting || !booked || quoting.latitude === null || quoting.longitude === null) return;
  const today = indiaDay(now.getTime());
  const request = (days: number, startTime: string, endTime: string, rest: Partial<typeof t.cateringRequests.$inferInsert>) => {
    const date = addDays(today, days);
    return {
      id: randomUUID(),
      customerId: customer.id,
      date,
      startTime,
      endTime,
      startsAt: new Date(zonedInstant(date, startTime, INDIA_TIME_ZONE)),
      endsAt: new Date(zonedInstant(date, endTime, INDIA_TIME_ZONE)),
      address: 'Embassy Golf Links, Koramangala, Bengaluru',
      latitude: roundCoordinate(quoting.latitude! + 0.01),
      longitude: roundCoordinate(quoting.longitude!),
      guests: 80,
      budgetPerHead: 350,
      cuisines: [quoting.cuisine],
      occasion: 'Office Diwali lunch',
      message: 'Vegetarian, served from 12:30 in the courtyard.',
      diets: ['veg-only' as const],
      ...rest,
    };
  };
  const open = request(10, '12:00', '15:00', {});
  const wedding = request(5, '07:00', '10:00', { guests: 120, budgetPerHead: 400, cuisines: [booked.cuisine], occasion: 'Wedding breakfast', message: 'Idli, vada and filter coffee for both families.', status: 'booked' });
  await tx.insert(t.cateringRequests).values([open, wedding]);
  await tx.insert(t.cateringRequestTrucks).values([{ requestId: open.id, truckId: quoting.id }, { requestId: wedding.id, truckId: booked.id }]);
  await tx.insert(t.cateringQuotes).values([
    { requestId: open.id, truckId: quoting.id, pricePerHead: 320, minimumGuests: 60, menuText: 'Two curries, rice, rotis and a sweet', message: 'We bring our own serving counter.', validUntil: open.date },
    { requestId: wedding.id, truckId: booked.id, status: 'accepted', pricePerHead: 380, minimumGuests: 100, menuText: 'Idli, vada, pongal, filter coffee', validUntil: wedding.date },
  ]);
  await tx.insert(t.truckBookings).values({ truckId: booked.id, requestId: wedding.id, startsAt: wedding.startsAt, endsAt: wedding.endsAt });
}

const HOT = /\b(spicy|fiery|chilli|chili|mirchi|vindaloo|schezwan|szechuan|peri peri|kolhapuri|chettinad|pepper)\b/i;
const MEDIUM = /\b(masala|tandoori|tikka|chaat|curry|biryani|jalfrezi|keema|kebab|chole|pav bhaji|misal|salsa|sambar|rasam)\b/i;
const MILD_CATEGORIES = /dessert|sweet|drink|beverage|shake|coffee|tea|ice cream/i;

/** A seed dish's diet (egg when it says so) and a spice level its words suggest. */
function dishTraits(dish: { name: string; description: string; category: string; veg: boolean; vegan?: boolean }) {
  const words = `${dish.name} ${dish.description}`;
  const dietType = dish.vegan ? 'vegan' : dish.veg ? 'veg' : /\begg|omelette|anda\b/i.test(words) && !/chicken|mutton|fish|prawn|lamb|keema/i.test(words) ? 'egg' : 'non-veg';
  const spiceLevel = MILD_CATEGORIES.test(dish.category) ? 0 : HOT.test(words) ? 3 : MEDIUM.test(words) ? 2 : 1;
  return { dietType, spiceLevel };
}

type UserLike = typeof t.users.$inferSelect;

/** A place a truck stands at: a locality, a few hundred metres off its centre (trucks there do not stand on one spot). */
interface PlannedPlace {
  name: string;
  lat: number;
  lng: number;
}

/** A truck's week: home most days, one market day elsewhere in the city, one day off, its hours. */
interface WeekPlan {
  city: (typeof CITIES)[number];
  home: PlannedPlace;
  market: PlannedPlace;
  closedDay: Weekday;
  marketDay: Weekday;
  hours: (typeof HOURS_OPTIONS)[number];
}

function planWeek(rnd: Random, city: (typeof CITIES)[number], homeLocality: (typeof CITIES)[number]['localities'][number]): WeekPlan {
  const place = (locality: typeof homeLocality): PlannedPlace => ({ name: locality.name, lat: roundCoordinate(locality.lat + rnd.centred() * 0.004), lng: roundCoordinate(locality.lng + rnd.centred() * 0.004) });
  const closedDay = rnd.pick(WEEKDAYS);
  return {
    city,
    home: place(homeLocality),
    market: place(rnd.pick(city.localities.filter((l) => l !== homeLocality))),
    closedDay,
    marketDay: rnd.pick(WEEKDAYS.filter((d) => d !== closedDay)),
    hours: rnd.pick(HOURS_OPTIONS),
  };
}

interface EventContext {
  admin: UserLike;
  demoOwner: UserLike;
  otherOwners: UserLike[];
  trucks: Array<{ id: string; address: string | null; latitude: number | null; longitude: number | null; ownerId: string | null }>;
  now: Date;
}

async function seedEvents(tx: Tx, rnd: Random, ctx: EventContext): Promise<number> {
  // Each event at the hours its kind keeps (a morning coffee at 7, a brunch at 10:30, a night
  // market from 6 pm), India time; an offer named for a weekday falls on that weekday. No title
  // names a season or festival: the dates move with the day the demo is installed.
  const specs = [
    { title: 'Bengaluru Food Truck Festival', city: 'Bengaluru', type: 'city_event', featured: true, days: 9, at: '12:00', hours: 9, image: '/images/events/festival.svg' },
    { title: 'Mumbai Street Food Carnival', city: 'Mumbai', type: 'city_event', featured: true, days: 16, at: '16:00', hours: 6, image: '/images/events/carnival.svg' },
    { title: 'Old Delhi Food Walk', city: 'Delhi', type: 'city_event', featured: false, days: 23, at: '17:30', hours: 4, image: '/images/events/market.svg' },
    { title: 'Pune Night Market', city: 'Pune', type: 'city_event', featured: true, days: 5, at: '18:00', hours: 5, image: '/images/events/market.svg' },
    { title: 'Hyderabad Biryani and BBQ Weekend', city: 'Hyderabad', type: 'city_event', featured: false, days: 30, at: '12:30', hours: 9, image: '/images/events/festival.svg' },
    { title: 'Chennai Beachside Food Fest', city: 'Chennai', type: 'city_event', featured: false, days: 12, at: '16:30', hours: 5, image: '/images/events/carnival.svg' },
    { title: 'Dosa Junction Anniversary Breakfast', city: 'Bengaluru', type: 'truck_event', featured: false, days: 3, at: '08:00', hours: 4, image: '/images/events/truck.svg' },
    { title: 'Taco Tuesday: Two for ₹300', city: 'Mumbai', type: 'offer', featured: false, days: 2, weekday: 'Tuesday', at: '18:00', hours: 4, image: '/images/events/offer.svg' },
    { title: 'Kulfi Happy Hours', city: 'Delhi', type: 'offer', featured: false, days: 7, at: '16:00', hours: 3, image: '/images/events/offer.svg' },
    { title: 'Vegan Pop-up Brunch', city: 'Pune', type: 'truck_event', featured: false, days: 19, at: '10:30', hours: 3.5, image: '/images/events/truck.svg' },
    { title: 'Koramangala Sunday Truck Meetup', city: 'Bengaluru', type: 'city_event', featured: false, days: 40, weekday: 'Sunday', at: '11:00', hours: 6, image: '/images/events/market.svg', status: 'draft' },
    { title: 'Delhi Sweets Trail', city: 'Delhi', type: 'city_event', featured: false, days: -20, at: '17:00', hours: 4, image: '/images/events/festival.svg', status: 'completed' },
    { title: 'Hyderabad Irani Chai Evenings', city: 'Hyderabad', type: 'city_event', featured: false, days: 26, at: '17:30', hours: 3.5, image: '/images/events/market.svg', pending: true },
    { title: 'Chennai Filter Coffee Morning', city: 'Chennai', type: 'city_event', featured: false, days: 45, at: '07:00', hours: 3, image: '/images/events/festival.svg', full: true },
    { title: 'Mumbai Vada Pav Championship', city: 'Mumbai', type: 'city_event', featured: true, days: 52, weekday: 'Saturday', at: '15:00', hours: 6, image: '/images/events/carnival.svg' },
  ] as const;
  let count = 0;
  for (const spec of specs) {
    const city = CITIES.find((c) => c.name === spec.city)!;
    const locality = rnd.pick(city.localities);
    // A pending city event is the demo owner's, waiting for the admin (as owners' city events do).
    const organizer = 'pending' in spec ? ctx.demoOwner : spec.type === 'city_event' ? ctx.admin : ctx.demoOwner;
    let day = indiaDay(ctx.now.getTime() + spec.days * DAY);
    // The first such weekday on or after that day.
    if ('weekday' in spec) while (weekdayOfDate(day) !== spec.weekday) day = addDays(day, 1);
    const date = new Date(zonedInstant(day, spec.at, INDIA_TIME_ZONE));
    const [event] = await tx
      .insert(t.events)
      .values({
        title: spec.title,
        description:
          spec.type === 'city_event'
            ? `${spec.title} brings together the best food trucks in ${city.name} for live music, local flavours and family fun at ${locality.name}.`
            : spec.type === 'offer'
              ? `${spec.title} at our truck in ${locality.name}, ${city.name}, for as long as the offer runs.`
              : `${spec.title}: a special menu at the truck in ${locality.name}, ${city.name}. Come early, the first batch sells out.`,
        image: spec.image,
        date,
        endDate: new Date(date.getTime() + spec.hours * 60 * 60 * 1000),
        address: `${locality.name}, ${city.name}`,
        latitude: locality.lat,
        longitude: locality.lng,
        eventType: spec.type,
        organizerId: organizer.id,
        organizerType: organizer.role === 'admin' ? 'admin' : 'owner',
        maxParticipants: 'full' in spec ? 4 : spec.type === 'city_event' ? rnd.pick([20, 30, 50]) : null,
        registrationDeadline: new Date(date.getTime() - 2 * DAY),
        tags: spec.type === 'offer' ? ['offer', 'discount'] : ['festival', 'family', city.name.toLowerCase()],
        featured: spec.featured,
        requirements: spec.type === 'city_event' ? 'Valid FSSAI licence and a fire extinguisher on board.' : null,
        contactEmail: 'events@dishrated.app',
        contactPhone: '+91 80 4567 8900',
        participationFee: spec.type === 'city_event' ? rnd.pick([0, 500, 1500]) : 0,
        currency: 'INR',
        status: 'status' in spec ? spec.status : 'published',
        approvalStatus: 'pending' in spec ? 'pending' : 'approved',
      })
      .returning();
    const nearby = ctx.trucks.filter((truck) => truck.address?.includes(city.name));
    // A full line-up fills every place; a pending event has nobody yet.
    const participants = 'pending' in spec ? [] : rnd.sample(nearby, 'full' in spec ? 4 : spec.type === 'city_event' ? rnd.int(4, 9) : 1);
    if (participants.length) {
      await tx.insert(t.eventParticipants).values(
        // Confirmed before the event (and its deadline), a past one's too.
        participants.map((truck) => ({ eventId: event!.id, truckId: truck.id, status: 'confirmed' as const, confirmedAt: new Date(Math.min(ctx.now.getTime(), date.getTime() - rnd.int(3, 10) * DAY)) })),
      );
    }
    count++;
  }
  return count;
}

async function seedBlogs(tx: Tx, rnd: Random, authorId: string, now: Date): Promise<number> {
  await tx.insert(t.blogs).values(
    BLOG_POSTS.map((post, i) => {
      const publishedAt = new Date(now.getTime() - (i * 9 + 2) * DAY);
      const isDraft = i === BLOG_POSTS.length - 1;
      return {
        ...post,
        tags: [...post.tags],
        slug: slugify(post.title),
        contentHtml: renderMarkdown(post.content),
        image: `/images/blog/${post.category}.svg`,
        status: isDraft ? ('draft' as const) : ('published' as const),
        featured: i < 2,
        authorId,
        views: isDraft ? 0 : rnd.int(120, 5400),
        publishedAt: isDraft ? null : publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );
  return BLOG_POSTS.length;
}

async function seedApplications(tx: Tx, rnd: Random, admin: { id: string; name: string }, now: Date) {
  const adminId = admin.id;
  const apps = [
    { businessName: 'Chaat Chariot', ownerName: 'Rajesh Gupta', cuisineType: 'Street Food', status: 'pending' },
    { businessName: 'Bao Wow', ownerName: 'Mei Lin Thomas', cuisineType: 'Chinese', status: 'pending' },
    { businessName: 'Falafel Express', ownerName: 'Sameer Qureshi', cuisineType: 'Mediterranean', status: 'pending' },
    { businessName: 'Crepe Cruiser', ownerName: 'Anjali Desai', cuisineType: 'Dessert', status: 'approved' },
    { businessName: 'Quick Bites', ownerName: 'Tarun Malhotra', cuisineType: 'North Indian', status: 'rejected' },
  ] as const;
  await tx.insert(t.ownerApplications).values(
    apps.map((a, i) => ({
      ...a,
      email: `${slug(a.businessName)}@example.in`,
      phone: `+91 9${rnd.int(100000000, 999999999)}`,
      description: `${a.businessName} serves ${a.cuisineType.toLowerCase()} food and wants to reach more customers.`,
      submittedAt: new Date(now.getTime() - (i + 1) * 3 * DAY),
      reviewedAt: a.status === 'pending' ? null : new Date(now.getTime() - i * DAY),
      reviewedBy: a.status === 'pending' ? null : adminId,
      rejectionReason: a.status === 'rejected' ? 'Missing FSSAI licence details.' : null,
    })),
  );
  // The decisions above, as the audit log would have recorded them.
  const decided = await tx.select().from(t.ownerApplications).where(sql`${t.ownerApplications.status} <> 'pending'`);
  if (decided.length) {
    await tx.insert(t.adminAuditLog).values(
      decided.map((a) => ({
        actorId: adminId,
        actorName: admin.name,
        action: a.status === 'approved' ? 'application.approve' : 'application.reject',
        targetType: 'application',
        targetId: a.id,
        targetLabel: a.businessName,
        reason: a.rejectionReason,
        createdAt: a.reviewedAt ?? now,
      })),
    );
  }
}

/** Messages from the contact form, for the admin dashboard's Messages tab. */
async function seedContactMessages(tx: Tx, now: Date) {
  const messages = [
    { name: 'Neha Kapoor', email: 'neha.kapoor@example.in', subject: 'Food trucks for our office fest', message: 'We are planning a Diwali fest for 400 people at our Whitefield office. Could DishRated help us invite six or seven trucks?' },
    { name: 'Arvind Menon', email: 'arvind.menon@example.in', subject: 'Wrong location shown', message: 'The Kochi truck I follow showed Fort Kochi this evening, but it was parked in Panampilly Nagar. Maybe the owner forgot to update?' },
    { name: 'Fatima Sheikh', email: 'fatima.sheikh@example.in', subject: 'Love the app', message: 'Found three new favourite trucks in Hyderabad in a week. Please add a way to save favourites!' },
  ];
  await tx.insert(t.contactMessages).values(messages.map((m, i) => ({ ...m, createdAt: new Date(now.getTime() - (i * 2 + 1) * DAY) })));
}

/** A few reviews reported by other customers, so the moderators' queue has work in it. */
async function seedReviewReports(tx: Tx, now: Date) {
  const reasons = ['Spam: links to another business', 'Offensive language about the staff', 'Fake review: this person never visited'];
  const picked = await tx.execute(sql`
    select r.id as review_id, (select u.id from ${t.users} u where u.role = 'user' and u.id <> r.user_id order by u.email offset k.n limit 1) as user_id, k.n
    from (select id, user_id, row_number() over (order by created_at desc, id) as rn from ${t.reviews}) r
    join (values (0), (1)) as k(n) on true
    where r.rn in (3, 11, 27)`);
  const rows = (picked as unknown as { rows: Array<{ review_id: string; user_id: string | null; n: number }> }).rows.filter((row) => row.user_id);
  if (!rows.length) return;
  await tx
    .insert(t.reviewReports)
    .values(rows.map((row, i) => ({ reviewId: row.review_id, userId: row.user_id!, reason: reasons[i % reasons.length]!, createdAt: new Date(now.getTime() - (i + 1) * 3_600_000) })))
    .onConflictDoNothing();
}
