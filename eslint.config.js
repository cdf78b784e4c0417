// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests may assert presence with `!` after checking it; a wrong guess fails the test anyway.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One chart wrapper (DESIGN.md section 2): screens never import echarts directly.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['echarts', 'echarts/*'], message: 'Use components/chart instead.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/chart/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One data layer: screens reach the server through the hooks and query options of api/,
    // never through the HTTP client itself.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['echarts', 'echarts/*'], message: 'Use components/chart instead.' },
            {
              group: ['**/lib/http/client'],
              message: 'Call the server through api/ (a hook or query options), not the client.',
            },
          ],
        },
      ],
    },
  },
  {
    // Core is shared by the browser and the server: it imports nothing of ours and no Node API.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', '@footfall/*'], message: 'core stays pure and dependency-free.' },
          ],
        },
      ],
    },
  },
);
