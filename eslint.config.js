// @ts-check
import { join } from 'node:path'
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { layerZones } from './scripts/layer-zones.mjs'

/** Fields and variables that hold a status, payment-status or frequency code. */
const CODE_NAME =
  '/^(active_status_id|payment_status_id|payment_frequency_id|new_frequency_id|statusId|activeStatusId|paymentStatusId|frequencyId|paymentFrequencyId)$/'
/** @param {string} side */
const holdsCode = (side) =>
  `:matches([${side}.name=${CODE_NAME}], [${side}.property.name=${CODE_NAME}], [${side}.expression.property.name=${CODE_NAME}])`
const CODE_MESSAGE = 'Name the code: compare with STATUS, PAYMENT_STATUS or FREQUENCY from @/lib/contract/codes, not a bare number.'
const codeComparisonRules = [
  { selector: `BinaryExpression[operator=/^[!=]==?$/]${holdsCode('left')}[right.raw=/^\\d+$/]`, message: CODE_MESSAGE },
  { selector: `BinaryExpression[operator=/^[!=]==?$/]${holdsCode('right')}[left.raw=/^\\d+$/]`, message: CODE_MESSAGE },
  { selector: `SwitchStatement${holdsCode('discriminant')} > SwitchCase[test.raw=/^\\d+$/]`, message: CODE_MESSAGE },
]

export default tseslint.config(
  {
    ignores: [
      'tests/lint-fixtures',
      'dist',
      'dist-*',
      '.e2e-*',
      'test-results*',
      'dev-dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'locales/**/*.ts',
      'server/data',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // "No `as` casts": types come from schemas and guards (const assertions are fine).
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // One status vocabulary: a status,
    // payment-status or frequency code is named from `src/lib/contract/codes.ts`
    // (`STATUS.active`), never compared as a bare number. Proved by `scripts/lint-codes.test.ts`.
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...codeComparisonRules] },
  },
  {
    // The walls between layers and features (docs/architecture.md, "Layers"): resolved imports,
    // so `../billing/…` is refused as surely as `@/features/billing/…`. Proved by
    // `scripts/feature-walls.test.ts` on `tests/lint-fixtures/feature-walls/`.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(import.meta.dirname, 'tsconfig.app.json') })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
)
