import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { transformAsync } from '@babel/core'
import { setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { messages as compiledByLingui } from '../locales/en-NG/messages'
import { emptiedCatalogSource, emptyCatalogInBuild, inlineCompiledMessages, readCompiledCatalog } from './vite-inline-messages'

const po = `msgid ""
msgstr ""
"Language: en-NG\\n"

msgid "Syncing {current} of {total}…"
msgstr "Syncing {current} of {total}…"

msgid "{count, plural, one {# change waiting} other {# changes waiting}}"
msgstr "{count, plural, one {# change waiting} other {# changes waiting}}"
`

function testCatalog() {
  const file = join(mkdtempSync(join(tmpdir(), 'inline-messages-')), 'messages.po')
  writeFileSync(file, po)
  return readCompiledCatalog(file)
}

/** The build's Babel step (the macro as configured for builds, then the plugin) on one file. */
async function build(source: string, catalog = testCatalog()) {
  const output = await transformAsync(source, {
    filename: 'screen.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['@lingui/babel-plugin-lingui-macro', { descriptorFields: 'message' }], inlineCompiledMessages(catalog)],
  })
  return output?.code ?? ''
}

/** What the built file shows (its `shown` list), run with no catalog loaded, as in a production build. */
async function shown(source: string) {
  const i18n = setupI18n({ locale: 'en-NG', messages: { 'en-NG': {} } })
  // Tests run with Lingui's development compiler; a production build has none.
  i18n.setMessagesCompiler(() => {
    throw new Error('a production build cannot compile messages')
  })
  const sandbox: { i18n: typeof i18n; shown?: unknown } = { i18n }
  runInNewContext(await build(source), sandbox)
  return v.parse(v.array(v.string()), sandbox.shown)
}

describe('a production build carries each message in the code that shows it', () => {
  it('shows words, placeholders and plurals without any catalog loaded', async () => {
    const source = `
      import { msg, plural } from '@lingui/core/macro'
      const current = 2, total = 5, count = 1
      shown = [msg\`Syncing \${current} of \${total}…\`, msg\`\${plural(count, { one: '# change waiting', other: '# changes waiting' })}\`].map((d) => i18n._(d))`
    expect(await shown(source)).toEqual(['Syncing 2 of 5…', '1 change waiting'])
  })

  it('compiles the <Trans> of a screen too', async () => {
    const code = await build(
      `import { Trans } from '@lingui/react/macro'\nexport const Label = ({ current, total }) => <Trans>Syncing {current} of {total}…</Trans>`,
    )
    expect(code).toMatch(/message: \["Syncing ", \["current"\], " of ", \["total"\], "(…|\\u2026)"\]/)
    expect(code).not.toContain('{current}')
  })

  it('fails the build when a message is not in the catalog', async () => {
    await expect(build(`import { msg } from '@lingui/core/macro'\nexport const d = msg\`Not extracted\``)).rejects.toThrow(
      /"Not extracted" is not in the catalog/,
    )
  })

  it('leaves objects the macro did not write alone', async () => {
    const code = await build(`export const toast = { id: 'offline', message: 'Syncing {current} of {total}…' }`)
    expect(code).toContain(`message: 'Syncing {current} of {total}…'`)
  })

  it('compiles the catalog exactly as lingui compile does', () => {
    expect(Object.fromEntries(readCompiledCatalog(resolve('locales/en-NG/messages.po')))).toEqual(compiledByLingui)
  })

  it('empties the compiled catalog module, and only it', () => {
    expect(emptyCatalogInBuild().apply).toBe('build')
    expect(emptiedCatalogSource('/app/locales/en-NG/messages.ts?v=1', '/app/locales/en-NG/messages.ts')).toBe('export const messages = {}')
    expect(emptiedCatalogSource('/app/src/main.tsx', '/app/locales/en-NG/messages.ts')).toBeUndefined()
  })
})
