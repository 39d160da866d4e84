/**
 * Which modules a screen imports statically, for splitting the code the lazy chunks share by who
 * needs it (decisions: 'Speed'): what /login's route imports goes to a chunk of its own, so the sign-in
 * screen does not download the code only signed-in screens share. Asked per module by rolldown's
 * `codeSplitting` name function, with its module graph (`ctx.getModuleInfo`).
 */
type ModuleInfo = { importers: readonly string[]; code?: string | null }
export type ModuleGraph = { getModuleInfo: (id: string) => ModuleInfo | null }

/** `import { a, b as c } from "spec"` → the names imported (a, b) per specifier. */
function namedImports(code: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const names = (match[1] ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean)
    const specifier = match[2] ?? ''
    found.set(specifier, [...(found.get(specifier) ?? []), ...names])
  }
  return found
}

/** The names a barrel exports for one of its modules (its local names, renamed by `export { x as Y }`). */
function barrelNamesOf(barrelId: string, barrelCode: string, moduleId: string): string[] {
  const dir = barrelId.slice(0, barrelId.lastIndexOf('/') + 1)
  const local = [...namedImports(barrelCode)].flatMap(([specifier, names]) =>
    new URL(specifier, `file://${dir}`).pathname === new URL(`file://${moduleId}`).pathname ? names : [],
  )
  const renamed = new Map([...barrelCode.matchAll(/(\w+)\s+as\s+(\w+)/g)].map((match) => [match[1] ?? '', match[2] ?? '']))
  return local.map((name) => renamed.get(name) ?? name)
}

/**
 * A test "does any module for which `isRoot` holds import this one, directly or through other
 * static imports?". Dynamic imports do not count: what a screen loads on demand is not in its
 * first download. A package's barrel (`barrels`: id ending → the specifier it is imported by)
 * re-exports every component; through it only the modules that import one of this module's
 * names count, or the sign-in screen would reach all of Mantine. Answers are remembered.
 */
export function reachedFrom(isRoot: (id: string) => boolean, barrels: Record<string, string> = {}) {
  const known = new Map<string, boolean>()
  const barrelOf = (id: string) => Object.entries(barrels).find(([ending]) => id.endsWith(ending))?.[1]
  return (id: string, graph: ModuleGraph): boolean => {
    const cached = known.get(id)
    if (cached !== undefined) return cached
    const seen = new Set<string>([id])
    const queue = [id]
    let found = false
    const visit = (next: string) => {
      if (seen.has(next)) return
      seen.add(next)
      queue.push(next)
    }
    while (queue.length > 0 && !found) {
      const current = queue.shift() ?? ''
      if (isRoot(current) || known.get(current) === true) found = true
      for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
        const specifier = barrelOf(importer)
        if (specifier === undefined) {
          visit(importer)
          continue
        }
        const names = barrelNamesOf(importer, graph.getModuleInfo(importer)?.code ?? '', current)
        for (const user of graph.getModuleInfo(importer)?.importers ?? []) {
          const used = namedImports(graph.getModuleInfo(user)?.code ?? '').get(specifier) ?? []
          if (used.some((name) => names.includes(name))) visit(user)
        }
      }
    }
    known.set(id, found)
    return found
  }
}
