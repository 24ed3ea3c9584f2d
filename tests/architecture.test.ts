import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * One-line probe modules, each breaking (or keeping) one of the repository's own dependency rules.
 * They are written together and judged in one run of the rules (as `npm run lint` runs them):
 * starting dependency-cruiser costs seconds, judging a few more files nothing.
 */
const PROBES = {
  webFeatureImportsFeature: ['apps/web/src/features/reviews/probe.ts', "export { truckQueries } from '../trucks';\n"],
  sharedImportsFeature: ['apps/web/src/components/ui/probe.ts', "export { ReviewsSection } from '../../features/reviews';\n"],
  appReachesIntoFeature: ['apps/web/src/app/probe-internals.ts', "export { TruckCard } from '../features/trucks/components/truck-card';\n"],
  appImportsFeatureIndex: ['apps/web/src/app/probe-index.ts', "export { truckQueries } from '../features/trucks';\n"],
  apiFeatureReachesIntoFeature: ['apps/api/src/features/events/probe-internals.ts', "export { findUserById } from '../auth/repository.js';\n"],
  apiFeatureImportsIndex: ['apps/api/src/features/events/probe-index.ts', "export { findUserById } from '../auth/index.js';\n"],
  routesCallRepository: ['apps/api/src/features/events/probe-routes.ts', "export { findEvent } from './repository.js';\n"],
  routesCallRepositoryAllowed: ['apps/api/src/features/newsletter/probe-routes.ts', "export { subscribe } from './repository.js';\n"],
  // Two probes that import each other.
  cycleA: ['apps/api/src/lib/probe-a.ts', "export { b } from './probe-b.js';\nexport const a = 1;\n"],
  cycleB: ['apps/api/src/lib/probe-b.ts', "export { a } from './probe-a.js';\nexport const b = 1;\n"],
} as const;

let violations: Array<{ from: string; rule: { name: string } }> = [];

/** The names of the rules the probe breaks. */
const brokenRules = (probe: keyof typeof PROBES) => violations.filter((v) => v.from === PROBES[probe][0]).map((v) => v.rule.name);

beforeAll(() => {
  for (const [file, code] of Object.values(PROBES)) writeFileSync(file, code);
  const files = Object.values(PROBES).map(([file]) => file);
  let output: string;
  try {
    output = execFileSync(process.execPath, ['node_modules/dependency-cruiser/bin/dependency-cruise.mjs', ...files, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
      encoding: 'utf8',
    });
  } catch (error) {
    // A violation makes the command exit non-zero; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  violations = (JSON.parse(output) as { summary: { violations: typeof violations } }).summary.violations;
});

afterAll(() => {
  for (const [file] of Object.values(PROBES)) rmSync(file, { force: true });
});

describe('lint keeps the architecture', () => {
  it('fails a web feature that imports another feature', () => {
    expect(brokenRules('webFeatureImportsFeature')).toEqual(['web-feature-imports-feature']);
  });

  it('fails shared components that import a feature', () => {
    expect(brokenRules('sharedImportsFeature')).toEqual(['web-shared-imports-feature-or-app']);
  });

  it("fails the app layer reaching into a feature's internals, and allows its index", () => {
    expect(brokenRules('appReachesIntoFeature')).toEqual(['web-app-reaches-into-feature']);
    expect(brokenRules('appImportsFeatureIndex')).toEqual([]);
  });

  it("fails an API feature that imports another feature's internals, and allows its index", () => {
    expect(brokenRules('apiFeatureReachesIntoFeature')).toEqual(['api-feature-reaches-into-feature']);
    expect(brokenRules('apiFeatureImportsIndex')).toEqual([]);
  });

  it('fails API routes that call a repository, but in the features with no rules of their own', () => {
    expect(brokenRules('routesCallRepository')).toEqual(['api-route-uses-repository']);
    expect(brokenRules('routesCallRepositoryAllowed')).toEqual([]);
  });

  it('fails an import cycle', () => {
    expect(brokenRules('cycleA')).toContain('no-cycle');
  });
});
