/**
 * The status-vocabulary rule in eslint.config.js: a status, payment-status or
 * frequency code compared with a bare number fails lint (fixture
 * `tests/lint-fixtures/bare-status-codes.ts`, one error per line marked
 * "refused"), the named codes (`STATUS.active`) pass, and the project's lint
 * applies the rule to the app, the local API and the tests alike.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const fixture = join(root, 'tests/lint-fixtures/bare-status-codes.ts')

const restrictedSyntax = v.object({
  rules: v.object({
    'no-restricted-syntax': v.tupleWithRest([v.unknown()], v.object({ selector: v.string(), message: v.string() })),
  }),
})

/** The rule as the project's lint configures it for `file`. */
async function ruleFor(file: string) {
  const config: unknown = await new ESLint({ cwd: root }).calculateConfigForFile(join(root, file))
  return v.parse(restrictedSyntax, config).rules['no-restricted-syntax']
}

let lint: (files: string[]) => Promise<number[]>

beforeAll(async () => {
  const [, ...selectors] = await ruleFor('src/lib/invoices/queries.ts')
  // The rule alone, without type information: the full typed lint of a file takes most of a minute here.
  const ruleOnly = new ESLint({
    cwd: root,
    ignore: false,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-syntax': ['error', ...selectors] },
      },
    ],
  })
  lint = async (files) =>
    (await ruleOnly.lintFiles(files.map((file) => join(root, file)))).flatMap((result) => result.messages.map((m) => m.line))
}, 30_000)

describe('lint: one status vocabulary', () => {
  it('fails on every bare status, payment-status or frequency number', async () => {
    const refused = readFileSync(fixture, 'utf8')
      .split('\n')
      .flatMap((line, index) => (line.includes('// refused') ? [index + 1] : []))
    expect(refused).toHaveLength(5)
    expect(await lint(['tests/lint-fixtures/bare-status-codes.ts'])).toEqual(refused)
  })

  it('passes the named codes and the code that compares them', async () => {
    const named = [
      'src/lib/contract/codes.ts',
      'src/lib/billing/payment-progress.ts',
      'src/features/enrollees/enrollee-list/status.ts',
      'server/billing/renew-routes.ts',
    ]
    expect(await lint(named)).toEqual([])
  })

  it('is on for the app, the local API and the tests alike', async () => {
    const app = await ruleFor('src/lib/invoices/queries.ts')
    expect(app.length).toBeGreaterThan(1)
    expect(await ruleFor('server/billing/settle.ts')).toEqual(app)
    expect(await ruleFor('tests/e2e/renewal.spec.ts')).toEqual(app)
  }, 30_000)
})
