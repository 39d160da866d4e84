/**
 * References in the sources must resolve inside the repository. A comment's `Spec §N` points at a
 * heading of docs/requirements.md (the spec itself lives outside the repository); the reason behind a
 * choice is named as a docs/decisions.md section, `decisions: 'Section title'`, or as the test that
 * holds it, never as a tracker number nobody here can open. And docs/requirements.md names only
 * code and test files that exist, so following it never dead-ends.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const scanned = ['src', 'server', 'sw', 'scripts', 'tests']
const sourceFile = /\.(ts|tsx|mts|mjs|js|css)$/

/** A spec section as cited: `Spec §5`, `spec §2.3`, `(§8)`. */
const specSection = /§\s?(\d+(?:\.\d+)?)/g
/** A bare tracker reference: `issue 21`, `Issue 28:`, `issues 5`, `issue #7`. */
const trackerNumber = /\bissues?\s+#?\d+/gi
/** A decisions entry as cited: `decisions: 'Queued writes'` (in a comment) or `decisions: "Queued writes"` (in a test's title). */
const decisionsEntry = /decisions: ['"]([^'"\n]+)['"]/g
/** A repository path in backticks, as docs/requirements.md names code and tests. */
const docPath = /`((?:src|server|sw|scripts|tests|docs)\/[^`\s]*)`/g

interface Hit {
  where: string
  value: string
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path)
    return sourceFile.test(entry.name) ? [path] : []
  })
}

/** Every match of `pattern` (group 1 when it has one) in `text`, with its file and line. */
function hitsIn(file: string, text: string, pattern: RegExp): Hit[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(pattern)].map((match) => ({ where: `${file}:${String(index + 1)}`, value: match[1] ?? match[0] })),
    )
}

// This file is left out: its examples and patterns are references on purpose.
const sources = scanned
  .flatMap((dir) => filesUnder(join(root, dir)))
  .filter((path) => path !== import.meta.filename)
  .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }))
const hits = (pattern: RegExp) => sources.flatMap(({ file, text }) => hitsIn(file, text, pattern))
const doc = (name: string) => readFileSync(join(root, 'docs', name), 'utf8')

/** Section numbers of docs/requirements.md's headings: `## 2. Screens…` gives 2, `### 2.3 Enrollees` gives 2.3. */
function sectionNumbers(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)?)\.? /gm)].map((match) => match[1] ?? ''))
}

/** Titles of docs/decisions.md's sections, without the path or note in brackets after them. */
function decisionTitles(markdown: string): string[] {
  return [...markdown.matchAll(/^#{2,4} (.+)$/gm)].map((match) => (match[1] ?? '').replace(/\s*\(.*$/, '').trim())
}

describe('what the matchers take for a reference', () => {
  it('reads spec sections however they are cited', () => {
    expect(hitsIn('f', 'Spec §5: x (§8) and spec §2.3, as in §2.', specSection).map((hit) => hit.value)).toEqual(['5', '8', '2.3', '2'])
  })

  it('finds tracker numbers, but not words that merely contain one', () => {
    expect(hitsIn('f', '// Issue 28: a (issue 21 item 4) issues 5 issue #7', trackerNumber)).toHaveLength(4)
    expect(hitsIn('f', 'tissue 3, the issue is 4 people', trackerNumber)).toHaveLength(0)
  })

  it('reads headings as sections and decisions titles', () => {
    expect([...sectionNumbers('## 2. Screens\n### 2.3 Enrollees\n#### not a section\n')]).toEqual(['2', '2.3'])
    expect(decisionTitles('## Offline\n### Queued writes (`src/lib/outbox/`)\n')).toEqual(['Offline', 'Queued writes'])
  })
})

describe('references in the sources resolve inside the repository', () => {
  it('every cited spec section has a heading in docs/requirements.md', () => {
    const sections = sectionNumbers(doc('requirements.md'))
    expect(hits(specSection).filter((hit) => !sections.has(hit.value))).toEqual([])
  })

  it('no source cites a tracker number: name the decisions section or the test that holds the reason', () => {
    expect(hits(trackerNumber)).toEqual([])
  })

  it('every decisions section cited exists in docs/decisions.md', () => {
    const titles = decisionTitles(doc('decisions.md'))
    expect(hits(decisionsEntry).filter((hit) => !titles.includes(hit.value))).toEqual([])
  })

  it('every file or folder docs/requirements.md names exists', () => {
    const named = hitsIn('docs/requirements.md', doc('requirements.md'), docPath)
    expect(named.length).toBeGreaterThan(50)
    expect(named.filter((hit) => !existsSync(join(root, hit.value)))).toEqual([])
  })
})
