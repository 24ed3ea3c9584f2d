import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectValidationError, type TestContext } from '../helpers.js';
import { mailsTo } from '../admin/admin-helpers.js';
import { freshPlace, north } from '../catering/catering-helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';
import { importListings } from './listing-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
  admin = await session(ctx.app, ctx.database.db, 'admin', 'Lister');
});
afterAll(() => ctx?.close());

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const claimBody = (overrides: object = {}) => ({ fssaiLicense: '11223344556677', phone: '+91 98450 00000', photo: '/images/trucks/chaat.jpg', message: 'I have run it since 2019.', ...overrides });

async function listing(hours?: string) {
  const place = freshPlace();
  const name = uniqueName('Bhel Cart');
  const [id] = await importListings(ctx.app, admin, [{ name, ...place, hours }]);
  return { id: id!, name, place };
}

describe('an unclaimed listing', () => {
  it('is found nearby and in a search by name, marked unclaimed, its status unknown', async () => {
    const { id, name, place } = await listing();
    const nearby = (await send('GET', `/api/trucks/nearby?lat=${place.latitude}&lng=${place.longitude}&maxDistance=1`, null)).json().data.trucks;
    expect(nearby.find((t: { id: string }) => t.id === id)).toMatchObject({ claimed: false, status: 'unknown' });
    const found = (await send('GET', `/api/trucks?search=${encodeURIComponent(name)}`, null)).json().data.trucks;
    expect(found.map((t: { id: string }) => t.id)).toContain(id);
    const page = (await send('GET', `/api/trucks/${id}`, null)).json().data.truck;
    expect(page).toMatchObject({ claimed: false, owner: null, status: 'unknown', takingOrders: false });
  });

  it('with imported hours, is open or closed by them', async () => {
    const { id } = await listing('Mon-Sun 00:00-23:59');
    const page = (await send('GET', `/api/trucks/${id}`, null)).json().data.truck;
    expect(page.status).not.toBe('unknown');
    expect(page.schedule.filter((d: { hours: string }) => d.hours !== 'Closed')).toHaveLength(7);
  });

  it('takes no order', async () => {
    const { id } = await listing('Mon-Sun 00:00-23:59');
    const customer = await session(ctx.app, ctx.database.db, 'user', 'Hungry');
    const res = await send('POST', `/api/trucks/${id}/orders`, customer, { items: [{ menuItemId: crypto.randomUUID(), quantity: 1 }], pickupAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('TRUCK_UNCLAIMED');
  });
});

describe('claiming a listing', () => {
  it('refuses an FSSAI licence number of 13 digits', async () => {
    const { id } = await listing();
    const claimant = await session(ctx.app, ctx.database.db, 'user', 'Claimant');
    expectValidationError(await send('POST', `/api/trucks/${id}/claims`, claimant, claimBody({ fssaiLicense: '1122334455667' })), 'fssaiLicense', /14 digits/);
  });

  it('is approved once when two admins approve at once: one owner, the other told it is decided', async () => {
    const { id } = await listing();
    const claimant = await session(ctx.app, ctx.database.db, 'user', 'Real Owner');
    const claim = await send('POST', `/api/trucks/${id}/claims`, claimant, claimBody());
    expect(claim.statusCode, claim.body).toBe(201);
    const claimId = claim.json().data.claim.id;
    const otherAdmin = await session(ctx.app, ctx.database.db, 'admin', 'Second');
    const answers = await Promise.all([admin, otherAdmin].map((who) => send('PUT', `/api/admin/claims/${claimId}`, who, { decision: 'approve' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const truck = (await send('GET', `/api/trucks/${id}`, null)).json().data.truck;
    expect(truck).toMatchObject({ claimed: true, owner: { _id: claimant.user.id }, fssaiLicense: '11223344556677' });
  });

  it('turns down competing claims when one is approved, and shows them together to admins first', async () => {
    const { id, name } = await listing();
    const [first, second] = [await session(ctx.app, ctx.database.db, 'user', 'First'), await session(ctx.app, ctx.database.db, 'user', 'Second')];
    const firstClaim = (await send('POST', `/api/trucks/${id}/claims`, first, claimBody())).json().data.claim;
    await send('POST', `/api/trucks/${id}/claims`, second, claimBody({ fssaiLicense: '99887766554433' }));
    const groups = (await send('GET', '/api/admin/claims?status=pending', admin)).json().data.groups;
    expect(groups.find((g: { truck: { id: string } }) => g.truck.id === id).claims).toHaveLength(2);
    expect((await send('PUT', `/api/admin/claims/${firstClaim.id}`, admin, { decision: 'approve' })).statusCode).toBe(200);
    const mine = (await send('GET', '/api/me/claims', second, undefined)).json().data.claims;
    expect(mine[0]).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/another claim/i) });
    expect((await mailsTo(ctx.database.db, second.user.email)).map((m) => m.subject)).toContain(`Your claim of ${name}`);
  });

  it('makes the claimant an owner who can edit the truck', async () => {
    const { id } = await listing();
    const claimant = await session(ctx.app, ctx.database.db, 'user', 'New Owner');
    const claimId = (await send('POST', `/api/trucks/${id}/claims`, claimant, claimBody())).json().data.claim.id;
    await send('PUT', `/api/admin/claims/${claimId}`, admin, { decision: 'approve' });
    const edit = await send('PUT', `/api/owner/trucks/${id}`, claimant, { description: 'Bhel and sev puri since 2019' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.truck.description).toBe('Bhel and sev puri since 2019');
  });

  it('is refused for a truck its owner runs already', async () => {
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Runs it');
    const truck = await createOwnedTruck(ctx.app, owner, { name: uniqueName('Owned') });
    const claimant = await session(ctx.app, ctx.database.db, 'user', 'Chancer');
    const res = await send('POST', `/api/trucks/${truck.id}/claims`, claimant, claimBody());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_CLAIMED');
  });

  it('needs a reason to reject', async () => {
    const { id } = await listing();
    const claimant = await session(ctx.app, ctx.database.db, 'user', 'Unsure');
    const claimId = (await send('POST', `/api/trucks/${id}/claims`, claimant, claimBody())).json().data.claim.id;
    expectValidationError(await send('PUT', `/api/admin/claims/${claimId}`, admin, { decision: 'reject' }), 'reason');
  });
});

describe('the FSSAI licence', () => {
  it('is shown verified once an admin checks it, and unverified again when the owner changes it', async () => {
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Licensed');
    const truck = await createOwnedTruck(ctx.app, owner, { name: uniqueName('Licensed'), fssaiLicense: '10012345678901' });
    expect((await send('PUT', `/api/admin/trucks/${truck.id}/fssai`, admin, { verified: true })).statusCode).toBe(200);
    expect((await send('GET', `/api/trucks/${truck.id}`, null)).json().data.truck).toMatchObject({ fssaiLicense: '10012345678901', fssaiVerified: true });
    await send('PUT', `/api/owner/trucks/${truck.id}`, owner, { fssaiLicense: '10012345678902' });
    expect((await send('GET', `/api/trucks/${truck.id}`, null)).json().data.truck.fssaiVerified).toBe(false);
  });

  it('of 13 digits is refused on the truck too', async () => {
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Short');
    const truck = await createOwnedTruck(ctx.app, owner, { name: uniqueName('Short') });
    expectValidationError(await send('PUT', `/api/owner/trucks/${truck.id}`, owner, { fssaiLicense: '1001234567890' }), 'fssaiLicense', /14 digits/);
  });
});

describe('suggestions', () => {
  it('accepted, become a listing and the suggester is thanked in the bell', async () => {
    const visitor = await session(ctx.app, ctx.database.db, 'user', 'Explorer');
    const place = freshPlace();
    const name = uniqueName('Kulfi Cart');
    const made = await send('POST', '/api/truck-suggestions', visitor, { name, cuisine: 'Street Food', address: 'Near the lake gate', ...place, seenWhen: 'Weekend evenings' });
    expect(made.statusCode, made.body).toBe(201);
    const decided = await send('PUT', `/api/admin/truck-suggestions/${made.json().data.suggestion.id}`, admin, { decision: 'accept' });
    expect(decided.statusCode, decided.body).toBe(200);
    const truckId = decided.json().data.suggestion.truckId;
    expect((await send('GET', `/api/trucks/${truckId}`, null)).json().data.truck).toMatchObject({ name, claimed: false });
    await expect
      .poll(async () => (await send('GET', '/api/me/notifications', visitor)).json().data.notifications.map((n: { kind: string; truckId: string }) => `${n.kind} ${n.truckId}`))
      .toContain(`listing ${truckId}`);
  });

  it('shows admins a listing nearby with a like name', async () => {
    const { name, place } = await listing();
    const visitor = await session(ctx.app, ctx.database.db, 'user', 'Repeat');
    const made = (await send('POST', '/api/truck-suggestions', visitor, { name: name.toLowerCase(), cuisine: 'Street Food', address: 'Same corner', ...north(place, 0.1) })).json().data.suggestion;
    const pending = (await send('GET', '/api/admin/truck-suggestions?status=pending', admin)).json().data.suggestions;
    expect(pending.find((s: { id: string }) => s.id === made.id).lookAlikes).toEqual([expect.objectContaining({ kind: 'truck', name })]);
  });

  it('are limited per user and day', async () => {
    const visitor = await session(ctx.app, ctx.database.db, 'user', 'Keen');
    const suggest = () => send('POST', '/api/truck-suggestions', visitor, { name: uniqueName('Cart'), cuisine: 'Street Food', address: 'A corner', ...freshPlace() });
    for (let i = 0; i < 5; i++) expect((await suggest()).statusCode).toBe(201);
    const sixth = await suggest();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/at most 5 suggestions a day/);
  });
});

describe('reports, retiring and merging', () => {
  it('a report reaches admins, and retiring the listing takes it off every list', async () => {
    const { id, place } = await listing();
    const visitor = await session(ctx.app, ctx.database.db, 'user', 'Reporter');
    expect((await send('POST', `/api/trucks/${id}/listing-reports`, visitor, { reason: 'closed', note: 'Shop shut since March' })).statusCode).toBe(201);
    const open = (await send('GET', '/api/admin/listing-reports?status=open', admin)).json().data.reports;
    expect(open.find((r: { truck: { id: string } }) => r.truck.id === id)).toMatchObject({ reason: 'closed', note: 'Shop shut since March' });
    expect((await send('PUT', `/api/admin/trucks/${id}/retire`, admin, { reason: 'Closed for good' })).statusCode).toBe(200);
    expect((await send('GET', `/api/trucks/${id}`, null)).statusCode).toBe(404);
    const nearby = (await send('GET', `/api/trucks/nearby?lat=${place.latitude}&lng=${place.longitude}&maxDistance=1`, null)).json().data.trucks;
    expect(nearby.map((t: { id: string }) => t.id)).not.toContain(id);
  });

  it('a merge keeps every review and follow on the listing kept', async () => {
    const place = freshPlace();
    const name = uniqueName('Pani Puri');
    const [kept, duplicate] = await importListings(ctx.app, admin, [{ name, ...place }, { name: `${name} Stall`, ...north(place, 2) }]);
    const reviewers = await Promise.all([1, 2, 3].map((i) => session(ctx.app, ctx.database.db, 'user', `Reviewer ${i}`)));
    const review = (who: Session, truckId: string, rating: number) => send('POST', '/api/reviews', who, { truckId, rating, title: 'Tangy', comment: 'Crisp puris and a sharp mint water.' });
    for (const [i, who] of reviewers.entries()) expect((await review(who, i === 0 ? kept! : duplicate!, i + 3)).statusCode).toBe(201);
    expect((await send('PUT', `/api/trucks/${duplicate}/follow`, reviewers[2]!, {})).statusCode).toBe(200);
    const merged = await send('POST', `/api/admin/trucks/${duplicate}/merge`, admin, { into: kept });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data).toMatchObject({ reviews: 2, follows: 1 });
    const page = (await send('GET', `/api/trucks/${kept}`, null)).json().data.truck;
    expect(page).toMatchObject({ reviewCount: 3, rating: 4 });
    const reviews = (await send('GET', `/api/reviews/truck/${kept}`, null)).json().data.reviews;
    expect(reviews).toHaveLength(3);
    expect((await send('GET', `/api/trucks/${duplicate}`, null)).statusCode).toBe(404);
    const following = (await send('GET', '/api/me/following', reviewers[2]!)).json().data.trucks.map((t: { truckId: string }) => t.truckId);
    expect(following).toEqual([kept]);
  });
});
