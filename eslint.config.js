import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Glob exceptions are matched against absolute paths.
const absolute = (glob) => resolve(import.meta.dirname, glob);
const featuresOf = (dir) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * Architecture, enforced: a feature never imports another feature (what two features need lives
 * below them, in components, lib or packages/shared; pages that combine features are composed in
 * the app layer); components and lib never import features or the app. The app layer reaches a
 * feature through its public index, or a page it routes to.
 */
const WEB = './apps/web/src';
const webZones = [
  ...featuresOf(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components, lib or packages/shared, or compose them in app/.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import the app layer.' },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared components and lib sit below features and the app: they never import them.',
  },
  {
    target: `${WEB}/app`,
    from: `${WEB}/features/*/**`,
    except: [absolute(`${WEB}/features/*/index.ts`), absolute(`${WEB}/features/*/pages/**`)],
    message: 'The app layer uses a feature through its index.ts (or routes to one of its pages).',
  },
];

/** The API: features meet only through each other's index.ts; lib and db never import features or plugins. */
const API = './apps/api/src';
const apiZones = [
  ...featuresOf(`${API}/features`).map((feature) => ({
    target: `${API}/features/${feature}/**`,
    from: `${API}/features/!(${feature})/**`,
    except: [absolute(`${API}/features/*/index.ts`)],
    message: "A feature uses another only through that feature's index.ts.",
  })),
  { target: [`${API}/lib`, `${API}/db`], from: [`${API}/features`, `${API}/plugins`], message: 'lib and db sit below features and plugins.' },
  { target: `${API}/plugins/**`, from: `${API}/features/*/**`, except: [absolute(`${API}/features/*/index.ts`)], message: "Plugins use a feature only through its index.ts." },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '.e2e-data/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiZones }],
    },
  },
);
