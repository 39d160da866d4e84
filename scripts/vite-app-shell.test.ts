import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fillShellMessages, readPoMessages } from './vite-app-shell'

const po = `msgid ""
msgstr ""
"Language: en-NG\\n"

#: src/components/full-page-loader.tsx
msgid "Loading"
msgstr "Loading"

msgid "Say \\"hi\\" <now>"
msgstr ""
`

describe('the static app shell takes its words from the catalog', () => {
  it('fills each placeholder with its message, HTML-escaped (an empty msgstr falls back to the id)', () => {
    const messages = readPoMessages(po)
    expect(fillShellMessages('<p>{{t:Loading}}</p><p>{{t:Say "hi" <now>}}</p>', messages)).toBe(
      '<p>Loading</p><p>Say &quot;hi&quot; &lt;now&gt;</p>',
    )
  })

  it('reads a placeholder wrapped over lines as its message (HTML collapses the white space)', () => {
    const messages = new Map([['Keep your invoices paid, even offline.', 'Keep your invoices paid, even offline.']])
    expect(fillShellMessages('<p>{{t:Keep your invoices\n      paid, even offline.}}</p>', messages)).toBe(
      '<p>Keep your invoices paid, even offline.</p>',
    )
  })

  it('fails the build on a placeholder whose message is not in the catalog', () => {
    expect(() => fillShellMessages('<p>{{t:Not extracted}}</p>', readPoMessages(po))).toThrow(/"Not extracted" is not a message/)
  })

  it('every placeholder of index.html is in the en-NG catalog', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8')
    const filled = fillShellMessages(html, readPoMessages(readFileSync(new URL('../locales/en-NG/messages.po', import.meta.url), 'utf8')))
    expect(filled).not.toContain('{{t:')
    expect(filled).toContain('<p class="boot-shell__title">Plan owner dashboard</p>')
    expect(filled).toContain('<h1 class="boot-dash__title">Home</h1>')
    expect(filled).toContain('<h1 class="boot-dash__title">Enrollees</h1>')
  })
})
