import {
  DEFAULT_TRUCK_TIME_ZONE,
  LISTINGS,
  localDateIn,
  zonedInstant,
  type Claim,
  type ClaimBody,
  type ClaimStatus,
  type ListingReport,
  type ListingReportBody,
  type SuggestionBody,
  type SuggestionStatus,
  type TruckSuggestion,
} from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import type { PersonalNews } from '../../lib/app-events.js';
import { AppError, badRequest, conflict, isUniqueViolation, notFound, tooManyRequests } from '../../lib/errors.js';
import type { UserRow } from '../auth/index.js';
import { recordAdminAction } from '../audit/index.js';
import type { FindPlace } from '../geocode/index.js';
import type { Mailer } from '../mail/index.js';
import type { TruckCatalog } from '../trucks/index.js';
import { namesAlike } from './listing-rules.js';
import * as repo from './repository.js';
import { anotherClaimApproved, listingMails, listingNotices } from './words.js';

export interface ListingServiceDeps {
  db: Database;
  catalog: TruckCatalog;
  settled: () => Promise<void>;
  findPlace: FindPlace;
  mailer: Mailer;
  tell: (news: PersonalNews) => void;
  publicUrl: string;
  now?: () => number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function claimView({ claim, truckName, truckAddress, claimantName, claimantEmail }: repo.ClaimRow): Claim {
  return {
    id: claim.id,
    truck: { id: claim.truckId, name: truckName, address: truckAddress },
    claimant: { id: claim.userId, name: claimantName, email: claimantEmail },
    fssaiLicense: claim.fssaiLicense,
    phone: claim.phone,
    photo: claim.photo,
    message: claim.message,
    status: claim.status,
    reason: claim.reason,
    createdAt: iso(claim.createdAt),
    decidedAt: claim.decidedAt ? iso(claim.decidedAt) : null,
  };
}

function reportView(r: repo.ReportRow): ListingReport {
  return {
    id: r.id,
    truck: { id: r.truck_id, name: r.truck_name, claimed: r.owner_id !== null },
    reason: r.reason,
    note: r.note,
    duplicateOf: r.duplicate_id && r.duplicate_name ? { id: r.duplicate_id, name: r.duplicate_name } : null,
    reportedBy: { id: r.user_id, name: r.user_name },
    status: r.status,
    createdAt: iso(r.created_at),
  };
}

/**
 * Claims, suggestions and reports of listings, and what admins do with them: approving a claim
 * (once, however many admins press at once), accepting a suggestion as a listing, retiring a
 * listing, merging a duplicate into the one kept, and marking an FSSAI licence checked.
 */
export function createListingService({ db, catalog, settled, findPlace, mailer, tell, publicUrl, now = Date.now }: ListingServiceDeps) {
  /** The start of today in India: daily limits count from it. */
  const startOfToday = () => new Date(zonedInstant(localDateIn(now(), DEFAULT_TRUCK_TIME_ZONE), '00:00', DEFAULT_TRUCK_TIME_ZONE));

  function shownTruck(id: string) {
    const truck = catalog.get(id);
    if (!truck) throw notFound('TRUCK_NOT_FOUND');
    return truck.record.row;
  }

  async function oneClaim(id: string): Promise<Claim> {
    const row = await repo.findClaim(db, id);
    if (!row) throw notFound('CLAIM_NOT_FOUND');
    return claimView(row);
  }

  /** Look-alikes of a suggestion: listings and other pending suggestions nearby with a name like it. */
  async function lookAlikes(s: { id: string; name: string; latitude: number; longitude: number }): Promise<TruckSuggestion['lookAlikes']> {
    const km = 1;
    const trucks = catalog.near(s.latitude, s.longitude, km, (t) => namesAlike(t.record.row.name, s.name), 5).map((p) => ({ kind: 'truck' as const, id: p.value.record.row.id, name: p.value.record.row.name, meters: Math.round(p.km * 1000) }));
    const others = (await repo.pendingSuggestionsNear(db, s.latitude, s.longitude, km))
      .filter((o) => o.id !== s.id && namesAlike(o.name, s.name))
      .slice(0, 5)
      .map((o) => ({ kind: 'suggestion' as const, id: o.id, name: o.name, meters: Math.round(o.km * 1000) }));
    return [...trucks, ...others];
  }

  async function suggestionView({ suggestion: s, userName }: repo.SuggestionRow, withLookAlikes: boolean): Promise<TruckSuggestion> {
    return {
      id: s.id,
      name: s.name,
      cuisine: s.cuisine,
      address: s.address,
      latitude: s.latitude,
      longitude: s.longitude,
      seenWhen: s.seenWhen,
      photo: s.photo,
      note: s.note,
      status: s.status,
      reason: s.reason,
      truckId: s.truckId,
      suggestedBy: { id: s.userId, name: userName },
      createdAt: iso(s.createdAt),
      lookAlikes: withLookAlikes && s.status === 'pending' ? await lookAlikes(s) : [],
    };
  }

  /** Refuses a user's claim, suggestion or report past the day's limit. */
  async function withinDailyLimit(actor: UserRow, what: 'claims' | 'suggestions' | 'reports', max: number) {
    if ((await repo.sentSince(db, what, actor.id, startOfToday())) >= max) throw tooManyRequests(`You can send at most ${max} ${what} a day. Please try again tomorrow.`);
  }

  return {
    // ---------------------------------------------------------------- claims

    async claim(actor: UserRow, truckId: string, body: ClaimBody): Promise<Claim> {
      await settled();
      const truck = shownTruck(truckId);
      if (truck.ownerId !== null) throw new AppError('ALREADY_CLAIMED', 'This truck is already run by its owner on DishRated');
      await withinDailyLimit(actor, 'claims', LISTINGS.claimsPerUserPerDay);
      try {
        const id = await repo.insertClaim(db, { truckId, userId: actor.id, fssaiLicense: body.fssaiLicense, phone: body.phone, photo: body.photo, message: body.message });
        return await oneClaim(id);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('You already have a claim of this truck waiting for a decision');
        throw error;
      }
    },

    async myClaims(actor: UserRow): Promise<Claim[]> {
      return (await repo.claimsBy(db, actor.id)).map(claimView);
    },

    /** Claims by listing, newest first; each listing's competing claims together. */
    async claimGroups(status: ClaimStatus | null) {
      const rows = (await repo.claimsOfListings(db, status, 100)).map(claimView);
      const groups = new Map<string, { truck: Claim['truck']; claims: Claim[] }>();
      for (const claim of rows) {
        const group = groups.get(claim.truck.id) ?? { truck: claim.truck, claims: [] };
        group.claims.push(claim);
        groups.set(claim.truck.id, group);
      }
      return [...groups.values()];
    },

    /**
     * Approves or rejects a claim. Approval gives the listing to the claimant (a customer's account
     * becomes an owner's), once: the claim and the truck are locked, so two admins at once make one
     * owner and the other is told it is decided. The listing's other pending claims are turned down.
     */
    async decideClaim(admin: UserRow, claimId: string, decision: 'approve' | 'reject', reason: string): Promise<Claim> {
      const told = await db.transaction(async (tx) => {
        const claim = await repo.lockClaim(tx, claimId);
        if (!claim) throw notFound('CLAIM_NOT_FOUND');
        if (claim.status !== 'pending') throw new AppError('ALREADY_DECIDED', 'This claim was decided already');
        const truck = await repo.lockTruck(tx, claim.truckId);
        if (!truck || truck.retiredAt) throw notFound('TRUCK_NOT_FOUND');
        const claimant = (await repo.contactOf(tx, claim.userId))!;
        if (decision === 'reject') {
          await repo.decideClaim(tx, claimId, 'rejected', reason, admin.id);
          await mailer.enqueue(tx, listingMails.claimRejected(claimant, truck.name, reason));
          await recordAdminAction(tx, admin, { action: 'claim.reject', targetType: 'claim', targetId: claimId, targetLabel: truck.name, reason });
          return null;
        }
        if (!(await repo.giveListing(tx, truck.id, claim.userId, claim.fssaiLicense))) throw new AppError('ALREADY_CLAIMED', 'This truck is already run by its owner on DishRated');
        await repo.makeOwner(tx, claim.userId);
        await repo.decideClaim(tx, claimId, 'approved', null, admin.id);
        for (const userId of await repo.rejectOtherClaims(tx, truck.id, claimId, anotherClaimApproved.en, admin.id)) {
          const other = await repo.contactOf(tx, userId);
          if (other) await mailer.enqueue(tx, listingMails.claimRejected(other, truck.name, anotherClaimApproved[other.language]));
        }
        await mailer.enqueue(tx, listingMails.claimApproved(claimant, truck.name, `${publicUrl}/owner/dashboard`));
        await recordAdminAction(tx, admin, { action: 'claim.approve', targetType: 'claim', targetId: claimId, targetLabel: truck.name });
        return { userId: claim.userId, truckId: truck.id, truckName: truck.name };
      });
      mailer.relayNow();
      if (told) {
        await settled();
        tell({ userId: told.userId, truckId: told.truckId, kind: 'listing', words: listingNotices.claimApproved(told.truckName), url: '/owner/dashboard' });
      }
      return oneClaim(claimId);
    },

    // ---------------------------------------------------------------- suggestions

    async suggest(actor: UserRow, body: SuggestionBody): Promise<TruckSuggestion> {
      await withinDailyLimit(actor, 'suggestions', LISTINGS.suggestionsPerUserPerDay);
      let { latitude, longitude } = body;
      if (latitude === undefined || longitude === undefined) {
        const place = await findPlace(body.address);
        if (!place) throw badRequest('We could not find that place on the map. Pick it on the map, or add the area and city.', 'address');
        [latitude, longitude] = [place.lat, place.lng];
      }
      const row = await repo.insertSuggestion(db, { userId: actor.id, name: body.name, cuisine: body.cuisine, address: body.address, latitude, longitude, seenWhen: body.seenWhen, photo: body.photo, note: body.note });
      return suggestionView({ suggestion: row, userName: actor.name }, false);
    },

    async suggestions(status: SuggestionStatus | null): Promise<TruckSuggestion[]> {
      await settled();
      return Promise.all((await repo.listSuggestions(db, status, 100)).map((row) => suggestionView(row, true)));
    },

    /** Accepts a suggestion as a listing (the suggester is thanked in the bell), or rejects it. */
    async decideSuggestion(admin: UserRow, id: string, decision: 'accept' | 'reject', reason: string): Promise<TruckSuggestion> {
      const fromDate = localDateIn(now(), DEFAULT_TRUCK_TIME_ZONE);
      const decided = await db.transaction(async (tx) => {
        const s = await repo.lockSuggestion(tx, id);
        if (!s) throw notFound('SUGGESTION_NOT_FOUND');
        if (s.status !== 'pending') throw new AppError('ALREADY_DECIDED', 'This suggestion was decided already');
        if (decision === 'reject') {
          await recordAdminAction(tx, admin, { action: 'suggestion.reject', targetType: 'suggestion', targetId: id, targetLabel: s.name, reason });
          return repo.decideSuggestion(tx, id, { status: 'rejected', reason, truckId: null, adminId: admin.id });
        }
        const [truckId] = await repo.insertListings(
          tx,
          [{ name: s.name, cuisine: s.cuisine, address: s.address, latitude: s.latitude, longitude: s.longitude, image: s.photo, about: {}, source: 'A visitor’s suggestion', hours: [], label: s.address }],
          fromDate,
        );
        await recordAdminAction(tx, admin, { action: 'suggestion.accept', targetType: 'suggestion', targetId: id, targetLabel: s.name });
        return repo.decideSuggestion(tx, id, { status: 'accepted', reason: null, truckId: truckId!, adminId: admin.id });
      });
      if (decided.truckId) {
        await settled();
        tell({ userId: decided.userId, truckId: decided.truckId, kind: 'listing', words: listingNotices.suggestionAccepted(decided.name), url: `/trucks/${decided.truckId}` });
      }
      const suggester = await repo.contactOf(db, decided.userId);
      return suggestionView({ suggestion: decided, userName: suggester?.name ?? '' }, false);
    },

    // ---------------------------------------------------------------- reports, retiring, merging

    async report(actor: UserRow, truckId: string, body: ListingReportBody): Promise<{ id: string }> {
      await settled();
      shownTruck(truckId);
      if (body.duplicateOf !== undefined && (body.duplicateOf === truckId || !catalog.get(body.duplicateOf))) throw badRequest('Choose another listing that this one repeats', 'duplicateOf');
      await withinDailyLimit(actor, 'reports', LISTINGS.reportsPerUserPerDay);
      return { id: await repo.insertReport(db, { truckId, userId: actor.id, reason: body.reason, note: body.note, duplicateOf: body.duplicateOf ?? null }) };
    },

    async reports(status: 'open' | 'resolved' | null): Promise<ListingReport[]> {
      return (await repo.listReports(db, status, 100)).map(reportView);
    },

    async dismissReport(id: string): Promise<void> {
      if ((await repo.resolveReports(db, { id })) === 0) throw new AppError('NOT_FOUND', 'Report not found, or dealt with already');
    },

    /** Retires a listing that closed for good: it leaves every list and page; its open reports are done with. */
    async retire(admin: UserRow, truckId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const truck = await repo.lockTruck(tx, truckId);
        if (!truck || truck.retiredAt) throw notFound('TRUCK_NOT_FOUND');
        await repo.retireTruck(tx, truckId, null);
        await repo.resolveReports(tx, { truckIds: [truckId] });
        await recordAdminAction(tx, admin, { action: 'listing.retire', targetType: 'truck', targetId: truckId, targetLabel: truck.name, reason });
      });
      await settled();
    },

    /** Merges a duplicate into the listing kept: its reviews, dishes and follows move; the duplicate is retired. */
    async merge(admin: UserRow, duplicateId: string, keptId: string) {
      if (duplicateId === keptId) throw badRequest('Choose another listing to keep', 'into');
      const moved = await db.transaction(async (tx) => {
        // Both rows locked in one order, so two merges of the same pair never wait on each other.
        const [first, second] = [duplicateId, keptId].sort();
        const locked = new Map([[first!, await repo.lockTruck(tx, first!)], [second!, await repo.lockTruck(tx, second!)]]);
        const [duplicate, kept] = [locked.get(duplicateId), locked.get(keptId)];
        if (!duplicate || duplicate.retiredAt) throw notFound('TRUCK_NOT_FOUND');
        if (!kept || kept.retiredAt) throw notFound('TRUCK_NOT_FOUND', 'The listing to keep could not be found');
        const counts = await repo.moveToKept(tx, duplicateId, keptId);
        await repo.retireTruck(tx, duplicateId, keptId);
        await repo.resolveReports(tx, { truckIds: [duplicateId] });
        await recordAdminAction(tx, admin, { action: 'listing.merge', targetType: 'truck', targetId: duplicateId, targetLabel: `${duplicate.name} into ${kept.name}` });
        return counts;
      });
      await settled();
      return { kept: keptId, retired: duplicateId, ...moved };
    },

    async verifyFssai(admin: UserRow, truckId: string, verified: boolean): Promise<void> {
      const truck = await repo.findShownTruck(db, truckId);
      if (!truck) throw notFound('TRUCK_NOT_FOUND');
      await db.transaction(async (tx) => {
        const row = await repo.lockTruck(tx, truckId);
        if (!row?.fssaiLicense) throw badRequest('This truck has no FSSAI licence number to check', 'verified');
        await repo.setFssaiVerified(tx, truckId, verified);
        await recordAdminAction(tx, admin, { action: 'fssai.verify', targetType: 'truck', targetId: truckId, targetLabel: `${row.name}: ${row.fssaiLicense}`, reason: verified ? null : 'unmarked' });
      });
      await settled();
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;
