import { chromium } from 'playwright-core';
const base = 'http://localhost:4100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
const pages = JSON.parse(process.argv[2]);
const widths = [360, 390, 1280];
async function signIn(page, email, password) {
  await page.goto(`${base}/hi/login`);
  await page.fill('#login-email', email);
  await page.fill('#login-password', password);
  await page.press('#login-password', 'Enter');
  await page.waitForTimeout(1500);
}
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'hi-IN' });
  await context.addInitScript(() => localStorage.setItem('dishrated_location_preferences', JSON.stringify({ asked: true, mode: 'city', city: 'Bengaluru' })));
  const page = await context.newPage();
  let who = null;
  for (const { name, path, as, click } of pages) {
    if (as && as !== who) { await context.clearCookies(); await signIn(page, `${as}@dishrated.app`, `${as}123`); who = as; }
    await page.goto(base + path);
    await page.waitForTimeout(1800);
    if (click) { await page.getByRole('tab', { name: click }).click().catch(() => {}); await page.waitForTimeout(800); }
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: process.env.FULL === '1' });
    const latin = await page.evaluate(() => (document.querySelector('main') ?? document.body).innerText.match(/\b[A-Za-z]{4,}\b/g)?.slice(0, 25).join(' '));
    console.log(width, name, sideways ? 'SIDEWAYS' : 'ok', '|', latin);
  }
  await context.close();
}
await browser.close();
