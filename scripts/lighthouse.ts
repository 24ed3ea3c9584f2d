/**
 * `npm run lighthouse`: builds (the npm script does), starts the production server on a fresh
 * embedded database, and runs Lighthouse, mobile and desktop, on home, Find Trucks, a truck, the
 * events list and the blog, with an installed system Chromium when there is one (the current
 * browser users have), else the one the browser tests use (e2e/browser.ts); it prints which.
 * Prints one table: the four category scores, LCP, TBT and CLS; with LIGHTHOUSE_DETAILS=1 also each page's failing audits.
 * Each page runs LIGHTHOUSE_RUNS times (default 5); the run with the median performance score is
 * the one shown.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { resolveBrowser } from '../e2e/browser.js';

/** The browser's own name and version (`Chromium 156.0.8078.73`), or the path when it will not say. */
function browserVersion(executablePath: string): string {
  try {
    return execFileSync(executablePath, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
  } catch {
    return executablePath;
  }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Screens that ask search engines not to index them (robots noindex): by design, not a fault. */
const NOT_INDEXED = new Set(['search', 'order']);

/** Whether any audit of `category` other than `except` failed in the report. */
function failedAuditsBut(lhr: { categories: Record<string, { auditRefs: Array<{ id: string; weight: number }> } | undefined>; audits: Record<string, { score: number | null } | undefined> }, category: string, except: string): boolean {
  return (lhr.categories[category]?.auditRefs ?? []).some((ref) => ref.id !== except && ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1);
}
/**
 * Runs per page and form factor (LIGHTHOUSE_RUNS, default 5). On a two-core machine one run's
 * blocking time moves by 150 ms from one run to the next; Lighthouse's own guide on variability
 * advises several runs and the median one. The table shows the median run's figures and each
 * run's performance score.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The map tiles of the audited pages: transparent PNGs of a real tile's 256 x 256 (there is no
 * internet here; a 404 per tile would count as page errors production does not have, and a 1 x 1
 * picture shown at 256 px as a blurry image it does not have either).
 */
async function startTileServer(): Promise<{ url: string; close(): void }> {
  const blankTile = await sharp({ create: { width: 256, height: 256, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' });
    response.end(blankTile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, close: () => server.close() };
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const start = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const json = async (url: string) => ((await (await fetch(url)).json()) as { data: Record<string, Array<{ id: string; slug?: string }>> }).data;

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dishrated-lighthouse-'));
  const tiles = await startTileServer();
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: base, TILE_URL: tiles.url, DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The current Chromium when one is installed (users run current browsers), else the one the
  // browser tests use (e2e/browser.ts); the run says which, with its version.
  const browser = await resolveBrowser(process.env, { preferSystem: true });
  console.log(`Lighthouse runs on ${browserVersion(browser.executablePath)} (${browser.source}: ${browser.executablePath})`);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor(`${base}/api/health`);
    const truck = (await json(`${base}/api/trucks/trending?limit=1`)).trucks![0]!;
    const event = (await json(`${base}/api/events?limit=1`)).events![0]!;
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const allPages: Array<[string, string]> = [
      ['home', '/'],
      ['find trucks', '/find-trucks'],
      ['truck detail', `/trucks/${truck.id}`],
      ['events', '/events'],
      ['event', `/events/${event.id}`],
      ['blog', '/blog'],
      ['dish', '/dishes/masala-dosa'],
      ['search', '/search?q=dosa'],
      ['order', `/trucks/${truck.id}/order`],
      // Hindi pages carry their messages besides the app's code.
      ['hindi home', '/hi'],
      ['hindi truck detail', `/hi/trucks/${truck.id}`],
    ];
    // LIGHTHOUSE_PAGES=home,blog audits only those (names as in the table).
    const pages = only ? allPages.filter(([name]) => only.includes(name)) : allPages;
    // LIGHTHOUSE_FORM_FACTORS=mobile runs only the phone profile.
    const formFactors = (['mobile', 'desktop'] as const).filter((f) => !process.env.LIGHTHOUSE_FORM_FACTORS || process.env.LIGHTHOUSE_FORM_FACTORS.split(',').includes(f));
    chrome = await chromeLauncher.launch({ chromePath: browser.executablePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    const rows: string[][] = [];
    let version = '';
    const details: string[] = [];
    /** Where the median run falls short of the issue's targets, one entry each. */
    const misses: string[] = [];
    for (const [name, path] of pages) {
      for (const formFactor of formFactors) {
        const audit = async () =>
          (await lighthouse(`${base}${path}`, { port: chrome!.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, formFactor === 'desktop' ? desktopConfig : undefined))!.lhr;
        const runs: Array<Awaited<ReturnType<typeof audit>>> = [];
        for (let run = 0; run < RUNS; run++) {
          let lhr = await audit();
          // Lighthouse sometimes fails to read a run's trace (no metrics at all): say so, and run that page again once.
          if (lhr.runtimeError) {
            console.warn(`${name} (${formFactor}): ${lhr.runtimeError.code}: ${lhr.runtimeError.message}; running it again`);
            lhr = await audit();
          }
          runs.push(lhr);
        }
        const performance = (report: (typeof runs)[number]) => report.categories.performance?.score ?? 0;
        // The run with the median performance score stands for the page; every run's score is shown.
        const lhr = [...runs].sort((a, b) => performance(a) - performance(b))[Math.floor(runs.length / 2)]!;
        // LIGHTHOUSE_JSON_DIR=/tmp/lh keeps each full report, for reading the traces behind a score.
        if (process.env.LIGHTHOUSE_JSON_DIR) {
          mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
          writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, `${name.replace(/\W+/g, '-')}-${formFactor}.json`), JSON.stringify(lhr));
        }
        version = lhr.lighthouseVersion;
        const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
        const metric = (id: string) => lhr.audits[id]?.displayValue?.replace(/\u00a0/g, ' ') ?? '-';
        const allRuns = runs.map((report) => String(Math.round(performance(report) * 100))).join(', ');
        rows.push([name, formFactor, ...CATEGORIES.map(score), metric('largest-contentful-paint'), metric('total-blocking-time'), metric('cumulative-layout-shift'), allRuns]);
        if (formFactor === 'mobile' && Number(score('performance')) < 95) misses.push(`${name} mobile performance ${score('performance')}`);
        const blockingMs = lhr.audits['total-blocking-time']?.numericValue ?? 0;
        if (formFactor === 'mobile' && blockingMs > 200) misses.push(`${name} mobile blocking time ${Math.round(blockingMs)} ms`);
        for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
          // Search results and the order screen ask search engines not to index them (noindex),
          // which Lighthouse's SEO category counts against them: there the rest of it must pass.
          const seoMiss = id === 'seo' && NOT_INDEXED.has(name) ? failedAuditsBut(lhr, 'seo', 'is-crawlable') : Number(score(id)) < 100;
          if (seoMiss) misses.push(`${name} (${formFactor}) ${id} ${score(id)}`);
        }
        if ((lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity) >= 0.05) misses.push(`${name} (${formFactor}) CLS ${metric('cumulative-layout-shift')}`);
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable');
        details.push(`${name} (${formFactor}): ${failing.map((a) => `${a.id}${a.displayValue ? ` [${a.displayValue}]` : ''}`).join(', ') || 'nothing below 90'}`);
        // Where an accessibility or console finding points, so it can be fixed without a rerun.
        for (const audit of failing) {
          // Most audits list items; some (checklists) hold an object there instead.
          const listed = (audit.details as { items?: unknown } | undefined)?.items;
          type Item = { node?: { snippet?: string }; description?: string; url?: string; issueType?: string; subItems?: { items?: Array<Record<string, unknown>> } };
          const items = (Array.isArray(listed) ? (listed as Item[]) : []).slice(0, 3);
          // Browser issues name their kind and, in sub-items, what they concern.
          const issue = (item: Item) => (item.issueType ? `${item.issueType}: ${JSON.stringify(item.subItems?.items?.slice(0, 2) ?? [])}` : undefined);
          const where = items.map((item) => item.node?.snippet ?? item.description ?? item.url ?? issue(item)).filter(Boolean);
          if (where.length && (lhr.categories.accessibility!.auditRefs.some((ref) => ref.id === audit.id) || audit.id === 'errors-in-console' || audit.id === 'inspector-issues')) {
            details.push(`    ${audit.id}: ${where.map((w) => String(w).slice(0, 160)).join(' | ')}`);
          }
        }
      }
    }
    const header = ['screen', 'form factor', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'performance of each run'];
    const table = [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
    console.log(`\nLighthouse ${version} with ${browser.source} (${browser.executablePath})\n\n${table}\n`);
    const targets = 'mobile performance >= 95 and blocking time <= 200 ms; accessibility, best practices and SEO 100; CLS < 0.05, on every screen (the median run)';
    console.log(`Targets (${targets}): ${misses.length ? `NOT met: ${misses.join('; ')}` : 'met'}${formFactors.includes('mobile') ? '' : ' (mobile not run)'}\n`);
    if (process.env.LIGHTHOUSE_DETAILS) console.log(details.join('\n'));
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    tiles.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
