import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface ResolvedBrowser {
  executablePath: string;
  /** Where it came from, printed once so a reader of the test log knows which browser ran. */
  source: string;
}

/** Chromium or Chrome as Linux distributions and Google's packages install them. */
const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * Finds a browser without downloading one, first hit wins:
 * 1. `CHROMIUM_PATH`, when set (it must exist);
 * 2. the Chromium that ships inside the `@sparticuz/chromium` npm package (Linux x64), unpacked
 *    to the temp directory on first use: no download, so `npm ci && npm test` needs nothing else,
 *    and its version is pinned by package-lock.json, so the tests and Lighthouse run on the same
 *    build everywhere and a figure moves only when the app does. A distribution's build can
 *    differ a lot: Debian's Chromium 156.0.8078.79 ran JavaScript at half the packaged 143's
 *    speed on one machine (the browser tests took 11.2 minutes instead of 6.6);
 * 3. a system Chromium or Chrome (other systems);
 * 4. Playwright's own browser cache (`npx playwright install chromium` fills it).
 * No browser at all is an error: the browser tests never skip silently.
 *
 * `preferSystem` (Lighthouse) takes an installed system Chromium before the packaged one: users
 * run current browsers, and a page's figures are to be met on the current one.
 */
export async function resolveBrowser(env: NodeJS.ProcessEnv = process.env, { preferSystem = false } = {}): Promise<ResolvedBrowser> {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH points to ${env.CHROMIUM_PATH}, which does not exist.`);
    return { executablePath: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  }
  const system = SYSTEM_BROWSERS.find((path) => existsSync(path));
  if (system && preferSystem) return { executablePath: system, source: 'system browser' };
  if (process.platform === 'linux' && process.arch === 'x64') return packagedBrowser();
  if (system) return { executablePath: system, source: 'system browser' };

  const cached = chromium.executablePath();
  if (cached && existsSync(cached)) return { executablePath: cached, source: "Playwright's browser cache" };

  throw new Error(
    'No Chromium found for the browser tests. Install Chromium or Chrome, set CHROMIUM_PATH, ' +
      'or run `npx playwright install chromium`.',
  );
}

/** The Chromium inside the `@sparticuz/chromium` package, unpacked under the temp directory (once). */
async function packagedBrowser(): Promise<ResolvedBrowser> {
  const packaged = (await import('@sparticuz/chromium')).default;
  const executablePath = await packaged.executablePath();
  useBundledLibrariesIfMissing(executablePath);
  return { executablePath, source: 'the @sparticuz/chromium npm package' };
}

/**
 * The packaged Chromium needs NSS, NSPR and expat besides the C library. Desktops have them; a
 * bare server may not, so when the loader reports one missing, the copies the package ships
 * (built for Amazon Linux) are unpacked and put on LD_LIBRARY_PATH, which the browser inherits.
 */
function useBundledLibrariesIfMissing(executablePath: string) {
  let missing: boolean;
  try {
    missing = execFileSync('ldd', [executablePath], { encoding: 'utf8' }).includes('not found');
  } catch {
    return;
  }
  if (!missing) return;
  const libDir = join(tmpdir(), 'al2023', 'lib');
  if (!existsSync(join(libDir, 'libnss3.so'))) {
    // The package's entry is build/<format>/index.js; its brotli archives sit in bin/ beside build/.
    const bin = join(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', '..', 'bin');
    const tarFile = join(tmpdir(), 'al2023.tar');
    writeFileSync(tarFile, brotliDecompressSync(readFileSync(join(bin, 'al2023.tar.br'))));
    mkdirSync(join(tmpdir(), 'al2023'), { recursive: true });
    execFileSync('tar', ['-xf', tarFile, '-C', join(tmpdir(), 'al2023')]);
  }
  process.env.LD_LIBRARY_PATH = [libDir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
}
