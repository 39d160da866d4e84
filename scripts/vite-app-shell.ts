/**
 * The static app shell's words come from the Lingui catalog like every other
 * visible string. index.html writes `{{t:Loading}}`; at build (and dev) time
 * the placeholder becomes that message's translation in the source locale's
 * catalog, HTML-escaped. A placeholder whose message is not in the catalog
 * fails the build, so the shell can never show an untranslated or stale text.
 * (The shell is painted before any JavaScript runs, so it cannot ask Lingui.)
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { parsePo, shownText } from './po-catalog.ts'

const PLACEHOLDER = /\{\{t:([^}]+)\}\}/g

/** Source message → what it shows (its translation, else itself), from the text of a .po file. */
export function readPoMessages(po: string): Map<string, string> {
  const messages = new Map<string, string>()
  for (const [id, entry] of Object.entries(parsePo(po))) if (entry.message) messages.set(entry.message, shownText(id, entry))
  return messages
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function fillShellMessages(html: string, messages: ReadonlyMap<string, string>): string {
  return html.replace(PLACEHOLDER, (_match, placeholder: string) => {
    // Formatting wraps a long placeholder over lines; HTML collapses that white space anyway.
    const id = placeholder.replace(/\s+/g, ' ').trim()
    const text = messages.get(id)
    if (text === undefined) throw new Error(`index.html: "${id}" is not a message of the Lingui catalog (run lingui extract)`)
    return escapeHtml(text)
  })
}

export function appShellMessagesPlugin(catalog = resolve('locales/en-NG/messages.po')): Plugin {
  return {
    name: 'hmo:app-shell-messages',
    transformIndexHtml: { order: 'pre', handler: (html) => fillShellMessages(html, readPoMessages(readFileSync(catalog, 'utf8'))) },
  }
}
