import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { tradewindPlugin } from './eslint-rules/module-boundaries.js';

/**
 * Dependency direction: the contract imports nothing of ours; the web never imports
 * the server; server modules meet only through each other's index.ts, in one direction.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/screenshots/**', 'bench/.data/**', '**/.tsbuild/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: restrict([
      { group: ['@tradewind/*', '@/*', '**/apps/**'], message: 'The contract package imports nothing of ours.' },
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([{ group: ['@tradewind/server', '@tradewind/server/*', '**/apps/server/**'], message: 'The web app never imports the server.' }]),
    },
  },
  {
    // Server modules meet through index.ts, import only down the layer order of docs/trading-model.md §7
    // and write only their own tables (eslint-rules/module-boundaries.js); core imports no module. Tests may
    // reach into what they test; the test harness (src/test) and the seed compose modules, as app.ts does.
    files: ['apps/server/src/core/**/*.ts', 'apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { tradewind: tradewindPlugin },
    // reads (rule 4): the modules whose tables no other module's raw SQL may name (server README "Module reads")
    rules: { 'tradewind/module-boundaries': ['error', { reads: ['pms', 'lms'] }] },
  },
);
