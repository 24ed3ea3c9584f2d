import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Writes a one-line probe module at `file`, runs the repository's own dependency rules over it
 * (as `npm run lint` does) and returns the names of the rules it breaks.
 */
function brokenRules(file: string, code: string): string[] {
  writeFileSync(file, code);
  try {
    let output: string;
    try {
      output = execFileSync(process.execPath, ['node_modules/dependency-cruiser/bin/dependency-cruise.mjs', file, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
        encoding: 'utf8',
      });
    } catch (error) {
      // A violation makes the command exit non-zero; its report is still on stdout.
      output = (error as { stdout: string }).stdout;
    }
    const report = JSON.parse(output) as { summary: { violations: Array<{ from: string; rule: { name: string } }> } };
    return report.summary.violations.filter((v) => v.from === file).map((v) => v.rule.name);
  } finally {
    rmSync(file, { force: true });
  }
}

describe('lint keeps the architecture', () => {
  it('fails a web feature that imports another feature', () => {
    expect(brokenRules('apps/web/src/features/reviews/probe.ts', "export { truckQueries } from '../trucks';\n")).toEqual(['web-feature-imports-feature']);
  });

  it('fails shared components that import a feature', () => {
    expect(brokenRules('apps/web/src/components/ui/probe.ts', "export { ReviewsSection } from '../../features/reviews';\n")).toEqual([
      'web-shared-imports-feature-or-app',
    ]);
  });

  it("fails the app layer reaching into a feature's internals, and allows its index", () => {
    expect(brokenRules('apps/web/src/app/probe.ts', "export { TruckCard } from '../features/trucks/components/truck-card';\n")).toEqual([
      'web-app-reaches-into-feature',
    ]);
    expect(brokenRules('apps/web/src/app/probe.ts', "export { truckQueries } from '../features/trucks';\n")).toEqual([]);
  });

  it("fails an API feature that imports another feature's internals, and allows its index", () => {
    expect(brokenRules('apps/api/src/features/events/probe.ts', "export { findUserById } from '../auth/repository.js';\n")).toEqual([
      'api-feature-reaches-into-feature',
    ]);
    expect(brokenRules('apps/api/src/features/events/probe.ts', "export { findUserById } from '../auth/index.js';\n")).toEqual([]);
  });

  it('fails API routes that call a repository, but in the features with no rules of their own', () => {
    expect(brokenRules('apps/api/src/features/events/probe-routes.ts', "export { findEvent } from './repository.js';\n")).toEqual(['api-route-uses-repository']);
    expect(brokenRules('apps/api/src/features/newsletter/probe-routes.ts', "export { subscribe } from './repository.js';\n")).toEqual([]);
  });

  it('fails an import cycle', () => {
    // Two probes that import each other.
    writeFileSync('apps/api/src/lib/probe-b.ts', "export { a } from './probe-a.js';\nexport const b = 1;\n");
    try {
      expect(brokenRules('apps/api/src/lib/probe-a.ts', "export { b } from './probe-b.js';\nexport const a = 1;\n")).toContain('no-cycle');
    } finally {
      rmSync('apps/api/src/lib/probe-b.ts', { force: true });
    }
  });
});
