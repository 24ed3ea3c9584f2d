import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, ownerApplications, users } from '../../src/db/schema.js';
import { bearer, createTestContext, expectValidationError, registerUser, type TestContext } from '../helpers.js';
import { sender, session, type Session } from '../owner/owner-helpers.js';
import { applicationBody, freshAddress, mailsTo, submitApplication } from './admin-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
  admin = await session(ctx.app, ctx.database.db, 'admin', 'Asha Admin');
});
afterAll(() => ctx?.close());

const apply = (payload: object, remoteAddress = freshAddress()) => ctx.app.inject({ method: 'POST', url: '/api/admin/applications', payload, remoteAddress });
const linkIn = (text: string) => /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)&welcome=1/.exec(text);

describe('submitting an application', () => {
  it('stores it as pending and mails the applicant a receipt promising 2-3 business days', async () => {
    const application = await submitApplication(ctx.app);
    expect(application.status).toBe('pending');
    const [mail] = await mailsTo(ctx.database.db, application.email);
    expect(mail!.text).toContain('2-3 business days');
  });

  it('refuses a second pending application for the same email with 409', async () => {
    const first = await submitApplication(ctx.app);
    const res = await apply(applicationBody({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already waiting for review/);
  });

  it('names the missing field when the business name is absent', async () => {
    expectValidationError(await apply(applicationBody({ businessName: undefined })), 'businessName', /Business name is required/);
  });

  it('refuses a cuisine type outside the list trucks choose from', async () => {
    expectValidationError(await apply(applicationBody({ cuisineType: 'indian' })), 'cuisineType');
  });

  it('is rate limited per client address', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await apply(applicationBody(), address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('approving', () => {
  it('creates an owner account who sets a password from the mailed link and signs in', async () => {
    const application = await submitApplication(ctx.app);
    const res = await send('PUT', `/api/admin/applications/${application.id}/approve`, admin, { notes: 'Licence checked' });
    expect(res.statusCode).toBe(200);
    const decided = res.json().data.application;
    expect(decided).toMatchObject({ status: 'approved', reviewedBy: { name: 'Asha Admin 1' }, notes: 'Licence checked' });
    expect(decided.reviewedAt).toEqual(expect.any(String));

    const mails = await mailsTo(ctx.database.db, application.email);
    const token = linkIn(mails.at(-1)!.text)?.[1];
    expect(token, 'the approval mail carries a set-password link').toBeTruthy();
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'my-own-secret' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.user.role).toBe('owner');

    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: application.email, password: 'my-own-secret' } });
    expect(login.statusCode).toBe(200);
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/owner/dashboard', headers: bearer(login.json().data.token) });
    expect(dashboard.statusCode).toBe(200);
  });

  it('puts no password or password hash in the response or any mail', async () => {
    const application = await submitApplication(ctx.app);
    const res = await send('PUT', `/api/admin/applications/${application.id}/approve`, admin, {});
    expect(res.body).not.toMatch(/"\w*password\w*"\s*:/i);
    expect(res.body).not.toContain('$argon2');
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, application.email));
    const mails = await mailsTo(ctx.database.db, application.email);
    for (const text of [res.body, ...mails.map((m) => m.text)]) expect(text).not.toContain(user!.passwordHash);
    expect(mails.at(-1)!.text).not.toMatch(/temporary password|your password is/i);
  });

  it('makes the set-password link single-use', async () => {
    const application = await submitApplication(ctx.app);
    await send('PUT', `/api/admin/applications/${application.id}/approve`, admin, {});
    const token = linkIn((await mailsTo(ctx.database.db, application.email)).at(-1)!.text)![1];
    const first = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'first-secret' } });
    const second = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'second-secret' } });
    expect([first.statusCode, second.statusCode]).toEqual([200, 401]);
  });

  it('upgrades an existing customer to owner, who keeps their password', async () => {
    const customer = await registerUser(ctx.app);
    const application = await submitApplication(ctx.app, { email: customer.email });
    await send('PUT', `/api/admin/applications/${application.id}/approve`, admin, {});
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.email, password: customer.password } });
    expect(login.json().data.user.role).toBe('owner');
    expect((await mailsTo(ctx.database.db, customer.email)).at(-1)!.text).toContain('sign in with your usual password');
  });

  it('refuses to decide an application twice', async () => {
    const application = await submitApplication(ctx.app);
    await send('PUT', `/api/admin/applications/${application.id}/approve`, admin, {});
    const again = await send('PUT', `/api/admin/applications/${application.id}/reject`, admin, { rejectionReason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This application has already been reviewed');
  });

  it('answers 404 for an unknown application', async () => {
    const res = await send('PUT', '/api/admin/applications/00000000-0000-4000-8000-000000000000/approve', admin, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('APPLICATION_NOT_FOUND');
  });

  it('records the approval in the audit log with the admin and notes', async () => {
    const application = await submitApplication(ctx.app);
    await send('PUT', `/api/admin/applications/${application.id}/approve`, admin, { notes: 'All documents fine' });
    const [entry] = await ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, application.id));
    expect(entry).toMatchObject({ action: 'application.approve', actorId: admin.user.id, reason: 'All documents fine', targetLabel: application.businessName });
  });
});

describe('rejecting', () => {
  it('needs a reason', async () => {
    const application = await submitApplication(ctx.app);
    const res = await send('PUT', `/api/admin/applications/${application.id}/reject`, admin, { rejectionReason: '  ' });
    expectValidationError(res, 'rejectionReason', /Rejection reason is required/);
  });

  it('mails the reason and shows it with the review info in the list', async () => {
    const application = await submitApplication(ctx.app);
    await send('PUT', `/api/admin/applications/${application.id}/reject`, admin, { rejectionReason: 'No FSSAI licence number', notes: 'Asked twice' });
    expect((await mailsTo(ctx.database.db, application.email)).at(-1)!.text).toContain('Reason: No FSSAI licence number');
    const list = await send('GET', `/api/admin/applications?status=rejected&search=${encodeURIComponent(application.email)}`, admin);
    expect(list.json().data.applications).toEqual([
      expect.objectContaining({ id: application.id, rejectionReason: 'No FSSAI licence number', notes: 'Asked twice', reviewedBy: { name: 'Asha Admin 1' } }),
    ]);
  });

  it('lets the applicant apply again afterwards', async () => {
    const application = await submitApplication(ctx.app);
    await send('PUT', `/api/admin/applications/${application.id}/reject`, admin, { rejectionReason: 'Blurry photos' });
    expect((await apply(applicationBody({ email: application.email }))).statusCode).toBe(201);
  });
});

describe('the dashboard figures', () => {
  it('equal a recount of the applications table', async () => {
    const res = await send('GET', '/api/admin/dashboard', admin);
    const { stats, applicationBreakdown } = res.json().data;
    const rows = await ctx.database.db.select().from(ownerApplications);
    const by = (status: string) => rows.filter((r) => r.status === status).length;
    expect(applicationBreakdown).toEqual({ pending: by('pending'), approved: by('approved'), rejected: by('rejected') });
    const decided = by('approved') + by('rejected');
    expect(stats).toEqual({
      pendingApplications: by('pending'),
      totalApplications: rows.length,
      monthlyApplications: expect.any(Number),
      approvalRate: decided ? Math.round((by('approved') / decided) * 100) : 0,
    });
    expect(stats.totalApplications).toBeGreaterThan(0);
  });

  it('counts this month in India time', async () => {
    const before = (await send('GET', '/api/admin/dashboard', admin)).json().data.stats.monthlyApplications;
    await submitApplication(ctx.app);
    expect((await send('GET', '/api/admin/dashboard', admin)).json().data.stats.monthlyApplications).toBe(before + 1);
  });
});
