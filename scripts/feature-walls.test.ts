/**
 * The feature walls in eslint.config.js (`import-x/no-restricted-paths`, zones from
 * `scripts/layer-zones.mjs`): a feature importing another feature, by alias or by a relative
 * path, fails lint, and so does shared code (lib, components) importing a feature; a feature's
 * own files, components, lib and config pass. Each fixture in `tests/lint-fixtures/feature-walls/`
 * names the path it is linted as on its first line and marks each line that must fail "refused".
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const fixtures = join(root, 'tests/lint-fixtures/feature-walls')
const RULE = 'import-x/no-restricted-paths'

const wallsConfig = v.object({
  plugins: v.record(v.string(), v.unknown()),
  settings: v.record(v.string(), v.unknown()),
  rules: v.objectWithRest({ [RULE]: v.tuple([v.unknown(), v.unknown()]) }, v.unknown()),
})

/** The walls as the project's lint configures them for `file`. */
async function wallsFor(file: string) {
  const config: unknown = await new ESLint({ cwd: root }).calculateConfigForFile(join(root, file))
  return v.parse(wallsConfig, config)
}

let lint: (text: string, as: string) => Promise<Linter.LintMessage[]>

beforeAll(async () => {
  const walls = await wallsFor('src/features/plans/purchase/cart.ts')
  const importX = v.parse(
    v.custom<ESLint.Plugin>((value) => typeof value === 'object' && value !== null),
    walls.plugins['import-x'],
  )
  // The rule alone, with the project's resolver and zones, without type information: a typed
  // lint of a file that is not in any tsconfig fails, and takes most of a minute besides.
  const ruleOnly = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        settings: walls.settings,
        rules: { [RULE]: ['error', walls.rules[RULE][1]] },
      },
    ],
  })
  lint = async (text, as) => (await ruleOnly.lintText(text, { filePath: join(root, as) })).flatMap((result) => result.messages)
}, 30_000)

/** A fixture's text, where it is linted, and the lines that must fail. */
function fixture(name: string) {
  const text = readFileSync(join(fixtures, name), 'utf8')
  const lines = text.split('\n')
  const as = v.parse(v.pipe(v.string(), v.regex(/^src\//)), /^\/\/ linted as: (\S+)$/.exec(lines[0] ?? '')?.[1])
  const refused = lines.flatMap((line, index) => (line.includes('// refused') ? [index + 1] : []))
  return { text, as, refused }
}

describe('lint: feature walls', () => {
  it.each([
    ['feature-imports.ts', 5],
    ['shared-imports.ts', 3],
    ['component-imports.ts', 2],
  ])('refuses every marked import of %s, and only those', async (name, count) => {
    const { text, as, refused } = fixture(name)
    expect(refused).toHaveLength(count)
    const messages = await lint(text, as)
    expect(messages.map((message) => [message.line, message.ruleId])).toEqual(refused.map((line) => [line, RULE]))
  })

  it('refuses a relative path out of a feature as surely as the alias, with the way out in the message', async () => {
    const [relative] = await lint(
      "export { needsRenewal } from '../billing/renewal/renewal-invoice'\n",
      'src/features/enrollees/walls-fixture.ts',
    )
    expect(relative?.message).toContain('Features never import each other: enrollees may import only itself')
    expect(relative?.message).toContain('Compose the two in the route')
  })

  it("passes a feature's own files, shared code and a route composing two features", async () => {
    const own =
      "import { cartCount } from './purchase/cart'\nimport { ErrorBanner } from '@/components/error-banner'\nexport const used = [cartCount, ErrorBanner]\n"
    expect(await lint(own, 'src/features/plans/walls-fixture.ts')).toEqual([])
    // The enrollee list's route composes the list (enrollees) with the plan actions (plans).
    const route = readFileSync(join(root, 'src/routes/_authenticated/dashboard/enrollees/index.tsx'), 'utf8')
    expect(route).toContain('@/features/plans/')
    expect(route).toContain('@/features/enrollees/')
    expect(await lint(route, 'src/routes/_authenticated/dashboard/enrollees/index.tsx')).toEqual([])
  })

  it('is on for every file of the app with the same zones', async () => {
    const feature = await wallsFor('src/features/plans/purchase/cart.ts')
    expect(feature.rules[RULE][0]).toBe(2)
    for (const file of ['src/lib/invoices/queries.ts', 'src/components/renewal/enrollee-checklist.tsx', 'src/routes/__root.tsx']) {
      expect((await wallsFor(file)).rules[RULE]).toEqual(feature.rules[RULE])
    }
  }, 30_000)
})
