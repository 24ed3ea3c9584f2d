/**
 * `npm run lighthouse`: builds (the npm script does), starts the production server on a fresh
 * embedded database, and runs Lighthouse, mobile and desktop, on home, Find Trucks, a truck, the
 * events list and the blog, with the same Chromium the browser tests use. Prints one table: the four
 * category scores, LCP, TBT and CLS; with LIGHTHOUSE_DETAILS=1 also each page's failing audits.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { resolveBrowser } from '../e2e/browser.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
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
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: base, TILE_URL: `${base}/tiles/{z}/{x}/{y}.png`, DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await resolveBrowser();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor(`${base}/api/health`);
    const truck = (await json(`${base}/api/trucks/trending?limit=1`)).trucks![0]!;
    const pages: Array<[string, string]> = [
      ['home', '/'],
      ['find trucks', '/find-trucks'],
      ['truck detail', `/trucks/${truck.id}`],
      ['events', '/events'],
      ['blog', '/blog'],
    ];
    chrome = await chromeLauncher.launch({ chromePath: browser.executablePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    const rows: string[][] = [];
    let version = '';
    const details: string[] = [];
    for (const [name, path] of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(
          `${base}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        version = lhr.lighthouseVersion;
        const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
        const metric = (id: string) => lhr.audits[id]?.displayValue?.replace(/\u00a0/g, ' ') ?? '-';
        rows.push([name, formFactor, ...CATEGORIES.map(score), metric('largest-contentful-paint'), metric('total-blocking-time'), metric('cumulative-layout-shift')]);
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable');
        details.push(`${name} (${formFactor}): ${failing.map((a) => `${a.id}${a.displayValue ? ` [${a.displayValue}]` : ''}`).join(', ') || 'nothing below 90'}`);
      }
    }
    const header = ['screen', 'form factor', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'];
    const table = [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
    console.log(`\nLighthouse ${version} with ${browser.source} (${browser.executablePath})\n\n${table}\n`);
    if (process.env.LIGHTHOUSE_DETAILS) console.log(details.join('\n'));
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
