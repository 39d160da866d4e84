// @ts-check
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/** Fields and variables that hold a status, payment-status or frequency code. */
const CODE_NAME = '/^(active_status_id|payment_status_id|payment_frequency_id|new_frequency_id|statusId|activeStatusId|paymentStatusId|frequencyId|paymentFrequencyId)$/'
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
    ignores: ['tests/lint-fixtures', 'dist', 'dist-*', '.e2e-*', 'test-results*', 'dev-dist', 'node_modules', 'src/routeTree.gen.ts', 'locales/**/*.ts', 'server/data', 'test-results', 'playwright-report'],
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
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] }],
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
    // Features never import each other; the layers point one way (docs/architecture.md).
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/routes/*'], message: 'features sit below app and routes' }] }],
    },
  },
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/routes/*', '@/features/*'], message: 'shared components sit below features' }] }],
    },
  },
  {
    files: ['src/lib/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/routes/*', '@/features/*', '@/components/*'], message: 'lib and config sit at the bottom' }] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
)
