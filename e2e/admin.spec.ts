import type { APIRequestContext, Page } from '@playwright/test';
import { createTruck, expect, registerAdmin, registerCustomer, registerOwner, test, useSession, type Session, waitingForApp } from './fixtures';
import { latestMailTo, screenshot, sessionCookie, uniqueEmail } from './helpers';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Signs a new admin in on `page` and opens the dashboard. */
async function openAdminDashboard(page: Page, request: APIRequestContext): Promise<Session> {
  const admin = await registerAdmin(request);
  await useSession(page, admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  return admin;
}

/** A review on a new truck, reported by another customer: something for the Reports tab. */
async function reportedReview(request: APIRequestContext, title: string) {
  const truck = await createTruck(request, await registerOwner(request));
  const author = await registerCustomer(request, 'Rowdy Reviewer');
  const review = (await (await request.post('/api/reviews', { headers: { authorization: `Bearer ${author.token}` }, data: { truckId: truck.id, rating: 1, title, comment: 'Rude words about the cook, nothing about the food.' } })).json()).data.review;
  const reporter = await registerCustomer(request, 'Careful Reader');
  const reported = await request.post(`/api/reviews/${review.id}/report`, { headers: { authorization: `Bearer ${reporter.token}` }, data: { reason: 'Abusive and not about the food' } });
  expect(reported.ok()).toBe(true);
}

test('an applicant applies, an admin approves, and the new owner sets a password from the mail and lands on the owner dashboard', async ({ page, request }) => {
  const email = uniqueEmail('applicant');
  const business = `Momo Mobile ${Date.now() % 100000}`;
  await page.goto('/owner-signup');
  const form = page.getByRole('form', { name: 'Owner application' });
  await form.getByLabel('Business name').fill(business);
  await form.getByLabel('Owner name').fill('Pema Sherpa');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+91 98765 43210');
  await form.getByLabel('Cuisine type').selectOption('Chinese');
  await form.getByLabel('About your truck (optional)').fill('Steamed and fried momos with tomato achar.');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(page.getByText("We'll review your application and get back to you within 2-3 business days.").first()).toBeVisible();

  await openAdminDashboard(page, request);
  const card = page.getByRole('listitem').filter({ hasText: business });
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Notes (optional)').fill('FSSAI licence checked');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Application approved', { exact: true })).toBeVisible();

  const mail = await latestMailTo(page, email);
  expect(mail).not.toMatch(/temporary password|your password is/i);
  const link = /http:\/\/\S+\/reset-password\?token=[\w-]+&welcome=1/.exec(mail)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('momo-secret');
  await page.getByLabel('Confirm new password').fill('momo-secret');
  await expect(page.getByRole('heading', { name: 'Welcome! Choose your password' })).toBeVisible();
  // Worded as a first password, not a forgotten one.
  await expect(page).toHaveTitle(/^Set Your Password \|/);
  await expect(page.getByText('Remembered it?')).toHaveCount(0);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Owner Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Pema Sherpa')).toBeVisible();
});

test('an admin rejects an application only with a reason, and the list shows who decided', async ({ page, request }) => {
  const email = uniqueEmail('rejected');
  const business = `Vada Van ${Date.now() % 100000}`;
  await request.post('/api/admin/applications', { data: { businessName: business, ownerName: 'Suresh Iyer', email, phone: '+91 90000 11111', cuisineType: 'North Indian' } });
  const admin = await openAdminDashboard(page, request);
  const card = page.getByRole('listitem').filter({ hasText: business });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await dialog.getByLabel('Rejection reason').fill('Missing FSSAI licence number');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Application rejected', { exact: true })).toBeVisible();
  await page.getByLabel('Status').selectOption('rejected');
  const decided = page.getByRole('listitem').filter({ hasText: business });
  await expect(decided).toContainText('Reason: Missing FSSAI licence number');
  await expect(decided).toContainText(`by ${admin.user.name}`);
});

test('a banned user is signed out on their next action', async ({ browser, request }) => {
  const victim = await registerCustomer(request, 'Bunty Spammer');
  const userContext = await browser.newContext();
  const userPage = waitingForApp(await userContext.newPage());
  await useSession(userPage, victim);
  await userPage.goto('/profile');
  await expect(userPage.getByRole('button', { name: 'Save Changes' })).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = waitingForApp(await adminContext.newPage());
  await openAdminDashboard(adminPage, request);
  await adminPage.getByRole('tab', { name: 'Users' }).click();
  await adminPage.getByLabel('Search users').fill(victim.email);
  const row = adminPage.getByRole('listitem').filter({ hasText: victim.email });
  await row.getByRole('button', { name: 'Ban' }).click();
  await adminPage.getByRole('alertdialog').getByLabel('Ban reason').fill('Posting spam reviews');
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Ban user' }).click();
  await expect(adminPage.getByText('Bunty Spammer has been banned')).toBeVisible();
  await expect(row).toContainText('Banned: Posting spam reviews');

  await userPage.getByLabel('Full name').fill('Bunty Reformed');
  await userPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(userPage).toHaveURL(/\/login/);
  await expect(userPage.getByText('Account banned')).toBeVisible();
  await expect.poll(() => sessionCookie(userPage)).toBeNull();
  await userContext.close();
  await adminContext.close();
});

test('an admin writes and publishes a blog post that appears on /blog', async ({ page, request }) => {
  const title = `Chai Carts of Kolkata ${Date.now() % 100000}`;
  await openAdminDashboard(page, request);
  await page.getByRole('tab', { name: 'Blogs' }).click();
  // The editor opens in the same tab and, once saved, returns to the list it was opened from, refreshed.
  await page.getByRole('link', { name: 'New Post' }).click();
  const editor = page;
  await expect(editor.getByRole('heading', { name: 'New Blog Post' })).toBeVisible();
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Excerpt').fill('Clay cups, ginger and a queue at dawn: a morning with the chaiwalas of College Street.');
  await editor.getByLabel('Body (Markdown)').fill('## Why clay cups\n\nThe **bhar** gives the chai an earthy note <script>window.hacked = true</script> you cannot get from paper.\n\n- Ginger\n- Cardamom');
  await editor.getByLabel('Category').selectOption('city-guides');
  await editor.getByLabel('Tags (comma-separated)').fill('kolkata, chai');
  await editor.getByLabel('Status').selectOption('published');
  await editor.getByRole('button', { name: 'Create Post' }).click();
  await expect(editor.getByText('Blog post published')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=blogs$/);
  await expect(page.getByRole('tab', { name: 'Blogs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();

  await page.goto('/blog');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Why clay cups' })).toBeVisible();
  await expect(page.locator('.post-body strong')).toHaveText('bhar');
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
});

test('the admin moderates a reported review and sees the decision in the audit log', async ({ page, request }) => {
  const title = `Worst cook ever ${Date.now() % 100000}`;
  await reportedReview(request, title);
  await openAdminDashboard(page, request);
  await page.getByRole('tab', { name: /Reports/ }).click();
  const first = page.getByRole('region', { name: 'Reported reviews' }).getByRole('listitem').filter({ hasText: title });
  await first.getByRole('button', { name: 'Remove review' }).click();
  await page.getByRole('alertdialog').getByLabel('Reason (optional)').fill('Abusive language');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Review removed', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Applications per week' })).toBeVisible();
  // Other admins (other tests) act at the same time: this decision is found by its review.
  const entry = page.getByRole('region', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: title });
  await expect(entry).toContainText(`removed the review ${title}`);
  await expect(entry).toContainText('Why: Abusive language');
});

test('other roles see Access Denied on the admin dashboard', async ({ page, customer }) => {
  void customer;
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
});

for (const width of [360, 390, 1280]) {
  test(`admin screens fit ${width} px and are screenshotted`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    // Something in every tab, made here: an application, a post, an event, a report and a message.
    await request.post('/api/admin/applications', { data: { businessName: `Idli Express ${Date.now() % 100000}`, ownerName: 'Lakshmi Narayan', email: uniqueEmail('idli'), phone: '+91 90000 22222', cuisineType: 'South Indian' } });
    await reportedReview(request, 'Not about the food');
    await request.post('/api/contact', { data: { name: 'Ritu Sharma', email: 'ritu@example.test', subject: 'A truck for our office', message: 'Could a food truck visit our Whitefield office on Fridays?' } });
    const author = await registerAdmin(request);
    const post = await request.post('/api/admin/blogs', { headers: { authorization: `Bearer ${author.token}` }, data: { title: 'Where the momos are', excerpt: 'Five carts worth the queue.', content: 'Steamed, fried and pan-fried momos from five carts across the city, with their chutneys. '.repeat(3), category: 'city-guides', status: 'published' } });
    const postSlug = (await post.json()).data.blog.slug as string;
    await request.post('/api/events', { headers: { authorization: `Bearer ${author.token}` }, data: { title: 'Momo Mela', description: 'Every momo in town in one lane.', image: 'https://images.example.com/momo.jpg', date: new Date(Date.now() + 6 * 86_400_000).toISOString(), eventType: 'city_event', location: { address: 'Sikkim House, Delhi' } } });
    await openAdminDashboard(page, request);
    await expect(page.getByRole('region', { name: 'Owner applications' }).getByRole('listitem').first()).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    // Every section's tab is in sight, none cut at the screen's edge.
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width, await tab.innerText()).toBe(true);
    }
    await screenshot(page, `admin-applications-${width}`);
    for (const tab of ['Users', 'Blogs', 'Events', 'Reports', 'Messages', 'Overview']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
      expect(await noSidewaysScroll(page), tab).toBe(true);
      await screenshot(page, `admin-${tab.toLowerCase()}-${width}`);
    }
    await page.goto('/admin/blogs/create');
    await expect(page.getByRole('heading', { name: 'New Blog Post' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, `admin-blog-editor-${width}`);
    for (const [path, name] of [['/owner-signup', 'owner-signup'], ['/blog', 'blog'], [`/blog/${postSlug}`, 'blog-post']] as const) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await noSidewaysScroll(page), path).toBe(true);
      await screenshot(page, `${name}-${width}`);
    }
  });
}

test('an admin sees how many events await approval and lists just those', async ({ page, request }) => {
  const owner = await registerOwner(request, 'Sourav Dutta');
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { title: 'Awaiting Adda', description: 'Tea and talk, once approved.', image: 'https://images.example.com/adda.jpg', date: new Date(Date.now() + 8 * 86_400_000).toISOString(), eventType: 'city_event', location: { address: 'College Street, Kolkata' } },
  });
  expect(created.status()).toBe(201);
  await openAdminDashboard(page, request);
  await page.getByRole('tab', { name: 'Events' }).click();
  const notice = page.getByRole('status').filter({ hasText: /awaiting approval/ });
  await expect(notice).toBeVisible();
  const pendingList = page.waitForResponse((answer) => answer.url().includes('/api/admin/events?') && answer.url().includes('approval=pending') && answer.url().includes('limit=10'));
  await notice.getByRole('button', { name: 'Show them' }).click();
  await expect(page.getByLabel('Approval')).toHaveValue('pending');
  await pendingList;
  const events = page.getByRole('region', { name: 'Events' }).getByRole('listitem');
  await expect(events.first()).toContainText('Awaiting approval');
  await expect(events.filter({ hasNotText: 'Awaiting approval' })).toHaveCount(0);
  await page.getByLabel('Search events').fill('Awaiting Adda');
  await expect(events).toHaveCount(1);
  await expect(events.first()).toContainText('Awaiting Adda');
});
