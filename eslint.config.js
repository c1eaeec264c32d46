import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { tradewindPlugin } from './eslint-rules/module-boundaries.js';
import { webBoundariesPlugin } from './eslint-rules/web-boundaries.js';

/**
 * Dependency direction: the contract imports nothing of ours; the web never imports
 * the server; server modules meet only through each other's index.ts, in one direction.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const webImportPatterns = [{ group: ['@tradewind/server', '@tradewind/server/*', '**/apps/server/**'], message: 'The web app never imports the server.' }];
/** A refused action closes its confirmation and leaves no unhandled rejection (core/feedback/settle-action.ts). */
const confirmOnlyThroughConfirmAction = { name: 'antd', importNames: ['Popconfirm'], message: 'Use ConfirmAction (core/feedback/confirm-action.tsx): a refused action closes the popup, nothing goes unhandled.' };

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
      'no-restricted-imports': ['error', { patterns: webImportPatterns, paths: [confirmOnlyThroughConfirmAction] }],
      // Ant Design's InputNumber pulls a value outside min/max back into range as the field is left: a cost
      // of −3 became 0 and was saved. Ranges belong to the form's rule (the contract schema), which says why.
      'no-restricted-syntax': ['error', { selector: "JSXOpeningElement[name.name='InputNumber'] > JSXAttribute[name.name=/^(min|max)$/]", message: 'No min/max on InputNumber: it silently clamps. Refuse out-of-range values with the contract schema (useZodRule) so the form says what is wrong.' }],
    },
  },
  {
    // the one place Ant Design's Popconfirm is used: every confirmation goes through it
    files: ['apps/web/src/core/feedback/confirm-action.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportPatterns }] },
  },
  {
    // Web units import only down core ← shell ← modules in the module order, a module only through its
    // index.ts; one page per '-page.tsx', texts in '.messages.ts', data calls in 'api/'
    // (eslint-rules/web-boundaries.js). Tests may reach into what they test. Files not yet converted are
    // listed: the pms catalogue list (a shared list still named CatalogueListPage), and the shell's imports of
    // the system and common modules.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      ...['pms/shared/catalogue-list.tsx'].map((file) => `apps/web/src/modules/${file}`),
      ...['layout/main-layout.tsx', 'session/session-gate.tsx', 'session/session.api.ts', 'top-bar/shell-drawer-host.tsx', 'top-bar/top-bar.tsx'].map((file) => `apps/web/src/shell/${file}`),
    ],
    plugins: { 'tradewind-web': webBoundariesPlugin },
    rules: { 'tradewind-web/web-boundaries': 'error' },
  },
  {
    // Server modules meet through index.ts, import only down the layer order of docs/trading-model.md §7
    // and write only their own tables (eslint-rules/module-boundaries.js); core imports no module. Tests may
    // reach into what they test; the test harness (src/test) and the seed compose modules, as app.ts does.
    files: ['apps/server/src/core/**/*.ts', 'apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { tradewind: tradewindPlugin },
    // reads (rule 4): no module's raw SQL names another module's table, and core names none (server README "Module reads")
    rules: { 'tradewind/module-boundaries': ['error', { reads: true }] },
  },
);
