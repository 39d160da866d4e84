/**
 * Production builds carry each message inside the code that shows it, not in
 * one catalog loaded with the entry: the words of a screen arrive with its
 * chunk, and the start-up scripts hold only the start-up words.
 *
 * - The Lingui macro keeps each descriptor's source message (`descriptorFields: 'message'`).
 * - `inlineCompiledMessages` (a Babel plugin, run after the macro) swaps that
 *   source for the compiled translation from the catalog (`locales/en-NG/messages.po`),
 *   the same array `lingui compile` writes; Lingui's `i18n._` uses a descriptor's
 *   compiled message when the active catalog has no entry for its id.
 * - `emptyCatalogInBuild` replaces the compiled catalog module with an empty
 *   one, so the entry no longer carries every word of every screen.
 *
 * A descriptor whose id is not in the catalog fails the build ("run npm run
 * i18n"): a screen can never show an id instead of words. Dev and vitest
 * keep the whole catalog (the plugins are build-only).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { PluginObj, types as BabelTypes } from '@babel/core'
import { createCompiledCatalog } from '@lingui/cli/api'
import type { Plugin } from 'vite'
import { parsePo, shownText } from './po-catalog.ts'

/** Message id → compiled translation (as in `locales/<locale>/messages.ts`), read from a .po catalog. */
export function readCompiledCatalog(poFile: string, locale = 'en-NG'): ReadonlyMap<string, unknown> {
  const sources: Record<string, string> = {}
  for (const [id, entry] of Object.entries(parsePo(readFileSync(poFile, 'utf8'), locale, poFile))) sources[id] = shownText(id, entry)
  const { source, errors } = createCompiledCatalog(locale, sources, { namespace: 'json', strict: true })
  if (errors.length > 0) throw new Error(`${poFile}: ${errors.map((e) => `${e.id}: ${e.error.message}`).join('; ')}`)
  const compiled: unknown = JSON.parse(source)
  const messages = compiled && typeof compiled === 'object' && 'messages' in compiled ? compiled.messages : undefined
  if (!messages || typeof messages !== 'object') throw new Error(`${poFile}: the compiled catalog has no messages`)
  return new Map(Object.entries(messages))
}

/** The macro marks every descriptor it writes with this leading comment. */
const isDescriptor = (node: BabelTypes.Node) =>
  node.leadingComments?.some((c) => c.type === 'CommentBlock' && c.value.trim() === '* i18n') ?? false

/** The descriptor's `name: "text"` property, with its text. */
function stringProperty(t: typeof BabelTypes, node: BabelTypes.ObjectExpression, name: string) {
  for (const property of node.properties) {
    if (!t.isObjectProperty(property) || property.computed) continue
    if (!t.isIdentifier(property.key, { name }) && !t.isStringLiteral(property.key, { value: name })) continue
    return t.isStringLiteral(property.value) ? { property, text: property.value.value } : undefined
  }
  return undefined
}

/** Babel plugin: each macro descriptor's source message becomes its compiled translation. */
export function inlineCompiledMessages(catalog: ReadonlyMap<string, unknown>) {
  return ({ types: t }: { types: typeof BabelTypes }): PluginObj => ({
    name: 'hmo:inline-compiled-messages',
    visitor: {
      Program: {
        // On exit: the macro rewrites the whole file when the program is entered.
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              if (!isDescriptor(path.node)) return
              const id = stringProperty(t, path.node, 'id')
              const message = stringProperty(t, path.node, 'message')
              if (!id || !message) return
              const compiled = catalog.get(id.text)
              if (compiled === undefined) throw path.buildCodeFrameError(`"${message.text}" is not in the catalog: run npm run i18n`)
              message.property.value = t.valueToNode(compiled)
            },
          })
        },
      },
    },
  })
}

/** The source a build uses for a module: an empty catalog for the compiled one, no change for the rest. */
export const emptiedCatalogSource = (id: string, catalogModule: string) =>
  resolve(id.split('?')[0] ?? id) === resolve(catalogModule) ? 'export const messages = {}' : undefined

/** Build only: the compiled catalog module (`locales/<locale>/messages.ts`) becomes an empty one. */
export function emptyCatalogInBuild(catalogModule = resolve('locales/en-NG/messages.ts')): Plugin {
  return { name: 'hmo:empty-catalog-in-build', apply: 'build', enforce: 'pre', load: (id) => emptiedCatalogSource(id, catalogModule) }
}
