import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Architecture boundaries and import cycles are checked by dependency-cruiser (.dependency-cruiser.cjs).

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '.e2e-data/**', 'data/**', 'apps/web/src/lib/api-types.gen.ts'] },
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // Every screen's words go through the i18n function; scripts/check-translations.ts checks Hindi has every message.
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    // Code outside components words its messages with lib/i18n's pageMessage.
    settings: { formatjs: { additionalFunctionNames: ['pageMessage'] } },
    rules: {
      // Every word a person reads goes through react-intl, attributes they hear included.
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{label,placeholder,title,alt,aria-label,aria-description}']] } }],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
      // Toasts are read too: their words come from a message, never a literal.
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='toast'] > :matches(Literal, TemplateLiteral)", message: 'Word toasts with intl.formatMessage.' },
        { selector: "CallExpression[callee.object.name='toast'] > ConditionalExpression > :matches(Literal, TemplateLiteral)", message: 'Word toasts with intl.formatMessage.' },
      ],
    },
  },
);
