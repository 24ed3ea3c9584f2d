import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints a line of code as if it stood in `file`, with the repository's own configuration. */
async function restrictedPathErrors(file: string, code: string) {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('lint keeps the architecture', () => {
  it('fails a web feature that imports another feature', async () => {
    const errors = await restrictedPathErrors('apps/web/src/features/reviews/probe.ts', "export { truckQueries } from '../trucks';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A feature does not import another feature/);
  });

  it('fails shared components that import a feature', async () => {
    const errors = await restrictedPathErrors('apps/web/src/components/ui/probe.ts', "export { ReviewsSection } from '../../features/reviews';\n");
    expect(errors[0]).toMatch(/never import them/);
  });

  it("fails the app layer reaching into a feature's internals, and allows its index", async () => {
    expect(await restrictedPathErrors('apps/web/src/app/probe.ts', "export { StatusBadge } from '../features/trucks/components/truck-bits';\n")).toHaveLength(1);
    expect(await restrictedPathErrors('apps/web/src/app/probe.ts', "export { StatusBadge } from '../features/trucks';\n")).toEqual([]);
  });

  it("fails an API feature that imports another feature's internals, and allows its index", async () => {
    expect(await restrictedPathErrors('apps/api/src/features/events/probe.ts', "export { findUserById } from '../auth/repository.js';\n")).toHaveLength(1);
    expect(await restrictedPathErrors('apps/api/src/features/events/probe.ts', "export { findUserById } from '../auth/index.js';\n")).toEqual([]);
  });
});
