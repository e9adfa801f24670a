// One lint configuration for the workspace (README: "Lint and format"). Type-aware rules are left out
// so `npm test` stays fast; the TypeScript compiler runs strict separately (pnpm typecheck).
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import prettier from 'eslint-config-prettier';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.cache/**',
      '**/build/**',
      'cms/.strapi/**',
      'cms/.tmp/**',
      'cms/public/**',
      'cms/types/generated/**',
      'packages/graphql/src/generated/**',
      'web/next-env.d.ts',
      'web/test-results/**',
      'web/playwright-report/**',
      'bench/floor/.next/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Best-effort cleanups (killing a process that may be gone) ignore their errors on purpose.
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // CommonJS scripts and tests (Node's require).
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    // A module's own `const crypto = require('crypto')` is not a clash with Node's global.
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, '@next/next': nextPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: 'detect' }, next: { rootDir: 'web/' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react/prop-types': 'off',
    },
  },
  {
    files: ['cms/src/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
