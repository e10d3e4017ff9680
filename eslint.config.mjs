// The project's lint rules (`npm run lint`, run first by `npm test`). Rules are the law: no inline suppressions
// (noInlineConfig), so a rule that does not fit is changed here, for everyone, with a reason.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist.next-*/**',
      '.tools/**',
      '.data/**',
      'coverage/**',
      'client/src/gql/**',
      'tests/gql/**',
      'docs/benchmarks-raw/**',
    ],
  },
  { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true },
      ],
      // Names that start with _ are deliberately unused (destructuring something away, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Command-line tools: what they print is their output.
    files: ['scripts/**', 'client/scripts/**', 'tests/bench/**', 'server/src/graphql/emit-schema.ts'],
    rules: { 'no-console': 'off' },
  },
);
