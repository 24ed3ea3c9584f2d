import { DEMO_ACCOUNTS, REVIEW_LIMITS } from '@dishrated/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot, signInWithForm, signOutFromMenu, skipLocationQuestion } from './helpers';

const customer = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
const owner = DEMO_ACCOUNTS.find((a) => a.role === 'owner')!;

async function userId(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  return (await res.json()).data.user.id;
}

/** One of the demo owner's trucks that the demo customer has not reviewed yet (the seed is random). */
async function ownersTruckWithoutCustomerReview(request: APIRequestContext) {
  const [ownerId, customerId] = [await userId(request, owner), await userId(request, customer)];
  const trucks = (await (await request.get('/api/trucks?limit=100')).json()).data.trucks as Array<{ id: string; name: string; owner: string }>;
  for (const truck of trucks.filter((t) => t.owner === ownerId)) {
    const reviews = (await (await request.get(`/api/reviews/truck/${truck.id}?limit=50&reviewType=truck`)).json()).data.reviews as Array<{ user: { _id: string } }>;
    if (reviews.length > 0 && reviews.every((r) => r.user._id !== customerId)) return truck;
  }
  throw new Error('the seed has no owner truck without a review by the demo customer');
}

async function openReviews(page: Page, truck: { id: string; name: string }) {
  await page.goto(`/trucks/${truck.id}`);
  await expect(page.getByRole('heading', { level: 1, name: truck.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('region', { name: 'Rating summary' })).toBeVisible();
}

const totalReviews = async (page: Page) => Number((await page.getByRole('region', { name: 'Rating summary' }).getByText(/^\d+ reviews?$/).textContent())!.split(' ')[0]);

test.beforeEach(async ({ page }) => {
  await skipLocationQuestion(page);
});

test('a customer reviews, votes helpful and deletes; the owner responds', async ({ page }) => {
  const truck = await ownersTruckWithoutCustomerReview(page.request);
  await signInWithForm(page, customer.email, customer.password);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await openReviews(page, truck);
  const before = await totalReviews(page);

  // Write: the submit stays disabled until the rules hold, and each rule has its message.
  await page.getByRole('button', { name: 'Write a Review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
  await form.getByLabel('Title').fill('a');
  await form.getByLabel('Your review').fill('too short');
  await form.getByLabel('Title').focus();
  await expect(form.getByText('Please enter a title (at least 2 characters)')).toBeVisible();
  await expect(form.getByText('Please enter a comment (at least 10 characters)')).toBeVisible();
  await form.locator('label', { has: page.getByRole('radio', { name: '5 stars: Excellent' }) }).click();
  await expect(form.getByRole('radio', { name: '5 stars: Excellent' })).toBeChecked();
  await expect(form.getByText('Excellent', { exact: true })).toBeVisible();
  await form.getByLabel('Title').fill('Best kathi roll in town');
  await form.getByLabel('Your review').fill('Flaky paratha, smoky filling and a chutney with a real kick. Worth the short wait.');
  await screenshot(page, 'review-form-1280');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted')).toBeVisible();

  // The summary and the hero count include the new review; it is listed first (newest).
  await expect.poll(() => totalReviews(page)).toBe(before + 1);
  await expect(page.getByText(`(${before + 1} reviews)`)).toBeVisible();
  const mine = page.getByRole('article').filter({ hasText: 'Best kathi roll in town' });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Today')).toBeVisible();
  await expect(mine.getByRole('button', { name: /Helpful/ })).toBeDisabled();
  await expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible();

  // Helpful on someone else's review toggles the count.
  const other = page.getByRole('article').filter({ hasNotText: 'Best kathi roll in town' }).first();
  const helpful = other.getByRole('button', { name: /Helpful \(\d+\)/ });
  const votes = Number((await helpful.textContent())!.match(/\((\d+)\)/)![1]);
  const pressed = (await helpful.getAttribute('aria-pressed')) === 'true';
  await helpful.click();
  await expect(helpful).toHaveText(`Helpful (${pressed ? votes - 1 : votes + 1})`);
  await expect(helpful).toHaveAttribute('aria-pressed', String(!pressed));
  await screenshot(page, 'reviews-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await mine.scrollIntoViewIfNeeded();
  await screenshot(page, 'reviews-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signOutFromMenu(page);

  // The owner responds once: the button goes away after.
  await signInWithForm(page, owner.email, owner.password);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await openReviews(page, truck);
  await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
  const forOwner = page.getByRole('article').filter({ hasText: 'Best kathi roll in town' });
  await forOwner.getByRole('button', { name: 'Respond' }).click();
  await forOwner.getByLabel('Your response').fill('Thank you! The chutney is my grandmother’s recipe.');
  await forOwner.getByRole('button', { name: 'Post Response' }).click();
  await expect(forOwner.getByText('Response from the owner')).toBeVisible();
  await expect(forOwner.getByText('grandmother’s recipe')).toBeVisible();
  await expect(forOwner.getByRole('button', { name: 'Respond' })).toHaveCount(0);
  await signOutFromMenu(page);

  // The author deletes after confirming.
  await signInWithForm(page, customer.email, customer.password);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await openReviews(page, truck);
  const toDelete = page.getByRole('article').filter({ hasText: 'Best kathi roll in town' });
  await toDelete.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to delete this review?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Best kathi roll in town' })).toHaveCount(0);
  await expect.poll(() => totalReviews(page)).toBe(before);
});

test('a visitor reads, filters and pages reviews, and long comments fold', async ({ page }) => {
  const trucks = (await (await page.request.get('/api/trucks?limit=100')).json()).data.trucks as Array<{ id: string; name: string; reviewCount: number }>;
  const busiest = trucks.reduce((a, b) => (b.reviewCount > a.reviewCount ? b : a));
  // A long review by a new diner (through the API), to see it folded at 200 characters.
  const diner = await page.request.post('/api/auth/register', { data: { name: 'Rohan Das', email: `rohan.${Date.now()}@example.test`, password: 'secret123' } });
  const token = (await diner.json()).data.token;
  const longComment = `${'Crisp edges, soft centre, and the green chutney is the star. '.repeat(5)}The end.`;
  const created = await page.request.post('/api/reviews', { headers: { authorization: `Bearer ${token}` }, data: { truckId: busiest.id, rating: 4, title: 'Long but worth it', comment: longComment } });
  expect(created.status()).toBe(201);
  busiest.reviewCount += 1;
  await openReviews(page, busiest);
  const long = page.getByRole('article').filter({ hasText: 'Long but worth it' });
  await expect(long.getByText(`${longComment.slice(0, 200)}...`)).toBeVisible();
  await long.getByRole('button', { name: 'Read more' }).click();
  await expect(long.getByText('The end.')).toBeVisible();
  await long.getByRole('button', { name: 'Show less' }).click();
  await expect(long.getByText('The end.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(Math.min(10, busiest.reviewCount));
  if (busiest.reviewCount > 10) {
    await page.getByRole('navigation', { name: 'Review pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  }
  await page.getByLabel('Sort reviews').selectOption('highest');
  await page.getByLabel('Filter by rating').selectOption('5');
  const stars = page.getByRole('article').first().getByRole('img', { name: /out of 5 stars/ });
  await expect(stars).toHaveAccessibleName('5.0 out of 5 stars');
  await page.getByLabel('Filter by rating').selectOption('all');
  await page.getByLabel('Filter by type').selectOption('dish');
  await expect(page.getByRole('article').first().getByText(/^Dish: /).or(page.getByText('No reviews match these filters.'))).toBeVisible();
});

test('the report form takes at most as many characters as the server accepts', async ({ page }) => {
  const truck = (await (await page.request.get('/api/trucks/trending?limit=1')).json()).data.trucks[0];
  const registered = await page.request.post('/api/auth/register', { data: { name: 'Kiran Das', email: `kiran.${Date.now()}@example.test`, password: 'secret123' } });
  const session = (await registered.json()).data;
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await openReviews(page, truck);
  await page.getByRole('article').first().getByRole('button', { name: 'Report' }).click();
  const reason = page.getByLabel('Why are you reporting this review?');
  await reason.fill('x'.repeat(REVIEW_LIMITS.reportReasonMax + 100));
  await expect(reason).toHaveValue('x'.repeat(REVIEW_LIMITS.reportReasonMax));
  await page.getByRole('button', { name: 'Report Review' }).click();
  await expect(page.getByText('Review reported')).toBeVisible();
});
