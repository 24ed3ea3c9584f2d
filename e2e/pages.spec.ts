import type { Page } from '@playwright/test';
import { expect, registerAdmin, test } from './fixtures';
import { screenshot, waitForApp } from './helpers';

const PAGES: Array<[string, string]> = [
  ['/about', 'Street food deserves to be found'],
  ['/sustainability', 'Good food, lighter footprint'],
  ['/contact', "We'd love to hear from you"],
  ['/vendor-resources', 'Vendor Resources'],
  ['/pricing', 'Simple plans for every truck'],
  ['/success-stories', 'Owners who grew with DishRated'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/accessibility', 'Accessibility'],
  ['/blog', 'The DishRated Blog'],
  ['/owner-signup', 'Join as a Food Truck Owner'],
  ['/vendor-signup', 'Join as a Food Truck Owner'],
];

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 1280]) {
  test(`every information page shows its own screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByText('We are cooking this page up'), path).toHaveCount(0);
      expect(await noSidewaysScroll(page), path).toBe(true);
      await screenshot(page, `page${path.replace(/\//g, '-')}-${width}`);
    }
  });
}

test('the pricing toggle switches between monthly and yearly rupee prices', async ({ page }) => {
  await page.goto('/pricing');
  const professional = page.getByTestId('price-professional');
  await expect(professional).toHaveText('₹59 / month');
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(professional).toHaveText('₹590 / year');
  await expect(page.getByTestId('price-starter')).toHaveText('₹290 / year');
  await expect(page.getByText('Save 17%')).toBeVisible();
  await page.getByRole('button', { name: 'Start Free Trial with Professional' }).click();
  await expect(page.getByText('Professional plan selected')).toBeVisible();
});

test('the contact form sends a message and says Message Sent!', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill('Ritu Sharma');
  await form.getByLabel('Email').fill('ritu@example.test');
  await form.getByLabel('Subject').fill('A truck for our office');
  await form.getByLabel('Message').fill('Could a food truck visit our Whitefield office on Fridays?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
});

test('the contact form names what is missing', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
});

test('/vendor-login lands on the sign-in page', async ({ page }) => {
  await page.goto('/vendor-login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('the blog lists published posts by category and opens one', async ({ page, request }) => {
  const author = await registerAdmin(request);
  const title = `Kolkata Jhalmuri at Home ${Math.floor(Math.random() * 1e6)}`;
  const content = ['Puffed rice, mustard oil and a lot of lime.', '## Ingredients', '- Puffed rice\n- Mustard oil\n- Green chillies', '## Method', 'Toss everything together just before eating.'].join('\n\n');
  const created = await request.post('/api/admin/blogs', {
    headers: { authorization: `Bearer ${author.token}` },
    data: { title, excerpt: 'The street snack of Kolkata in five minutes.', content, category: 'recipes', status: 'published' },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Recipes' }).click();
  await expect(page).toHaveURL(/category=recipes/);
  const posts = page.getByRole('main').getByRole('listitem');
  // The list of every post stays on screen until the recipes arrive: wait for it to go.
  await expect(posts.filter({ hasNotText: /Recipes/i })).toHaveCount(0);
  await expect(posts.filter({ hasText: title })).toHaveCount(1);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeVisible();
  await expect(page.getByText(/min read/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More from the blog' })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | DishRated`);
});

test('the vendor FAQ opens with the keyboard', async ({ page }) => {
  await page.goto('/vendor-resources');
  await waitForApp(page);
  const question = page.getByRole('button', { name: 'Does DishRated take a commission on my sales?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('You pay a flat monthly or yearly plan')).toBeVisible();
  await expect(page.getByText('Upcoming').first()).toBeVisible();
  await expect(page.getByText('Recorded').first()).toBeVisible();
});

test('the sustainability pledge says Stay Tuned', async ({ page }) => {
  await page.goto('/sustainability');
  await page.getByRole('button', { name: 'Take the Pledge' }).click();
  await expect(page.getByText('Stay Tuned', { exact: true })).toBeVisible();
});

test('the site can be installed: a manifest with icons', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: 'DishRated', display: 'standalone', start_url: '/' });
  for (const icon of manifest.icons as Array<{ src: string }>) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
});
