import sharp from 'sharp';
import { REVIEW_LIMITS } from '@dishrated/shared';
import { type APIRequestContext, type Page } from '@playwright/test';
import { createTruck, expect, registerCustomer, registerOwner, test, truckWithDish, useSession, type Session } from './fixtures';
import { screenshot, signInWithForm, skipLocationQuestion } from './helpers';

/**
 * A truck of a new owner with one review already on it (so there is another review to vote on),
 * made for this test alone: nothing another test does changes its counts. Pass a request context
 * of its own, not the page's.
 */
async function reviewedTruck(request: APIRequestContext) {
  const owner = await registerOwner(request, 'Farhan Qureshi');
  const truck = await createTruck(request, owner, { name: `Kathi Junction ${Math.floor(Math.random() * 1e6)}` });
  await postReview(request, await registerCustomer(request, 'Neha Kapoor'), truck.id, 'The first review');
  return { ...truck, owner };
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

/** A review by `author` on `truck`, posted through the API. */
async function postReview(request: APIRequestContext, author: Session, truckId: string, title: string) {
  const res = await request.post('/api/reviews', {
    headers: { authorization: `Bearer ${author.token}` },
    data: { truckId, rating: 4, title, comment: 'Flaky paratha, smoky filling and a chutney with a real kick.' },
  });
  expect(res.status()).toBe(201);
}

test('the review form holds Submit until its rules pass, then lists the new review first and counts it', async ({ page, request, customer: _signedIn }) => {
  const truck = await reviewedTruck(request);
  await openReviews(page, truck);
  const before = await totalReviews(page);

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

  await expect.poll(() => totalReviews(page)).toBe(before + 1);
  await expect(page.getByText(`(${before + 1} reviews)`)).toBeVisible();
  const mine = page.getByRole('article').first();
  await expect(mine).toContainText('Best kathi roll in town');
  await expect(mine.getByText('Today')).toBeVisible();
  await expect(mine.getByRole('button', { name: /Helpful/ })).toBeDisabled();
  await expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible();
  await screenshot(page, 'reviews-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await mine.scrollIntoViewIfNeeded();
  await screenshot(page, 'reviews-390');
});

test("a customer's helpful vote on another's review counts once and shows as pressed", async ({ page, request, customer: _signedIn, diner }) => {
  const truck = await reviewedTruck(request);
  await postReview(page.request, diner, truck.id, 'Worth the wait');
  await openReviews(page, truck);
  const helpful = page.getByRole('article').filter({ hasText: 'Worth the wait' }).getByRole('button', { name: /Helpful \(\d+\)/ });
  await expect(helpful).toHaveText('Helpful (0)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  await expect(helpful).toHaveText('Helpful (1)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
});

test('the owner responds to a review once', async ({ page, request, diner }) => {
  const truck = await reviewedTruck(request);
  await postReview(page.request, diner, truck.id, 'Ask for extra chutney');
  await signInWithForm(page, truck.owner.email, truck.owner.password);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await openReviews(page, truck);
  await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
  const review = page.getByRole('article').filter({ hasText: 'Ask for extra chutney' });
  await review.getByRole('button', { name: 'Respond' }).click();
  await review.getByLabel('Your response').fill('Thank you! The chutney is my grandmother’s recipe.');
  await review.getByRole('button', { name: 'Post Response' }).click();
  await expect(review.getByText('Response from the owner')).toBeVisible();
  await expect(review.getByText('grandmother’s recipe')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Respond' })).toHaveCount(0);
});

test('the author deletes their review after confirming', async ({ page, request, diner }) => {
  const truck = await reviewedTruck(request);
  await postReview(page.request, diner, truck.id, 'Changed my mind');
  await useSession(page, diner);
  await openReviews(page, truck);
  const before = await totalReviews(page);
  await page.getByRole('article').filter({ hasText: 'Changed my mind' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to delete this review?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Changed my mind' })).toHaveCount(0);
  await expect.poll(() => totalReviews(page)).toBe(before - 1);
});

test('a visitor reads, filters and pages reviews, and long comments fold', async ({ page, request }) => {
  const truck = await reviewedTruck(request);
  // Eleven more diners, the newest with a long review: twelve reviews fill more than a page of ten.
  const longComment = `${'Crisp edges, soft centre, and the green chutney is the star. '.repeat(5)}The end.`;
  for (let i = 0; i < 11; i += 1) {
    const diner = await registerCustomer(request, 'Rohan Das');
    const res = await request.post('/api/reviews', {
      headers: { authorization: `Bearer ${diner.token}` },
      data: i === 10 ? { truckId: truck.id, rating: 4, title: 'Long but worth it', comment: longComment } : { truckId: truck.id, rating: i % 2 ? 5 : 3, title: `Visit number ${i}`, comment: 'Hot rolls, quick service and fair prices.' },
    });
    expect(res.status()).toBe(201);
  }
  await openReviews(page, truck);
  const long = page.getByRole('article').filter({ hasText: 'Long but worth it' });
  await expect(long.getByText(`${longComment.slice(0, 200)}...`)).toBeVisible();
  await long.getByRole('button', { name: 'Read more' }).click();
  await expect(long.getByText('The end.')).toBeVisible();
  await long.getByRole('button', { name: 'Show less' }).click();
  await expect(long.getByText('The end.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Review pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Sort reviews').selectOption('highest');
  await page.getByLabel('Filter by rating').selectOption('5');
  const stars = page.getByRole('article').first().getByRole('img', { name: /out of 5 stars/ });
  await expect(stars).toHaveAccessibleName('5.0 out of 5 stars');
  await expect(page.getByRole('article')).toHaveCount(5);
});

test('the type filter shows dish reviews only', async ({ page, request, diner }) => {
  const truck = await truckWithDish(request, await registerOwner(request), { name: 'Paneer Kathi Roll', description: 'Charred paneer, onions and mint chutney', category: 'Rolls', price: 140 });
  await postReview(request, await registerCustomer(request, 'Neha Kapoor'), truck.id, 'The whole truck');
  const created = await page.request.post('/api/reviews', {
    headers: { authorization: `Bearer ${diner.token}` },
    data: { truckId: truck.id, dishId: truck.dish.id, rating: 5, title: 'The dish to order', comment: 'Order this one, it is the best on the menu.' },
  });
  expect(created.status()).toBe(201);
  await openReviews(page, truck);
  await page.getByLabel('Filter by type').selectOption('dish');
  const articles = page.getByRole('article');
  await expect(articles.filter({ hasText: 'The dish to order' })).toBeVisible();
  // Retried until the filtered list has replaced the unfiltered one: no review without a dish.
  await expect(articles.filter({ hasNot: page.getByText(/^Dish: /) })).toHaveCount(0);
});

test('the report form takes at most as many characters as the server accepts', async ({ page, request, customer: _signedIn }) => {
  const truck = await reviewedTruck(request);
  await openReviews(page, truck);
  await page.getByRole('article').first().getByRole('button', { name: 'Report' }).click();
  const reason = page.getByLabel('Why are you reporting this review?');
  await reason.fill('x'.repeat(REVIEW_LIMITS.reportReasonMax + 100));
  await expect(reason).toHaveValue('x'.repeat(REVIEW_LIMITS.reportReasonMax));
  await page.getByRole('button', { name: 'Report Review' }).click();
  await expect(page.getByText('Review reported')).toBeVisible();
});

test('a photo attached to a review is uploaded, re-encoded and shown on the published review', async ({ page, request, customer: _signedIn }) => {
  const owner = await registerOwner(request, 'Photo Truck Owner');
  const truck = await createTruck(request, owner, { name: 'Photo Pav Bhaji' });
  await openReviews(page, truck);
  await page.getByRole('button', { name: 'Write a Review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.locator('label', { has: page.getByRole('radio', { name: '4 stars: Very Good' }) }).click();
  await form.getByLabel('Title').fill('Buttery and hot');
  await form.getByLabel('Your review').fill('Pav toasted in butter, bhaji with a good tang of lime.');
  // Photos need at least 300 x 200 pixels.
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e67e22' } }).png().toBuffer();
  await form.getByLabel(/^Photos/).setInputFiles({ name: 'pav.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', /^\/uploads\/photos\/.+\.webp$/);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted')).toBeVisible();
  const published = page.getByRole('article').filter({ hasText: 'Buttery and hot' });
  await expect(published.locator('img[src^="/uploads/photos/"]')).toHaveCount(1);
  await expect(published.locator('img[src*="placeholder"]')).toHaveCount(0);
});
