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
 * names count, or the sign-in screen would reach all of Mantine.
 *
 * Answers are remembered, and so is each module's parsed imports: rolldown asks once per module
 * (~800 times a build), and re-walking the graph and re-reading Mantine's barrel each time took
 * 26 of the build's 35 s. A walk that finds no root has seen every module its start reaches, so
 * none of them reaches a root either: all are remembered as "no", and later walks stop at them.
 */
export function reachedFrom(isRoot: (id: string) => boolean, barrels: Record<string, string> = {}) {
  const known = new Map<string, boolean>()
  const barrelOf = (id: string) => Object.entries(barrels).find(([ending]) => id.endsWith(ending))?.[1]
  const importsOf = new Map<string, Map<string, string[]>>()
  const barrelNames = new Map<string, string[]>()
  return (id: string, graph: ModuleGraph): boolean => {
    const parsedImports = (module: string) => {
      let found = importsOf.get(module)
      if (!found) importsOf.set(module, (found = namedImports(graph.getModuleInfo(module)?.code ?? '')))
      return found
    }
    const namesThrough = (barrel: string, module: string) => {
      const key = `${barrel}\0${module}`
      let names = barrelNames.get(key)
      if (!names) barrelNames.set(key, (names = barrelNamesOf(barrel, graph.getModuleInfo(barrel)?.code ?? '', module)))
      return names
    }
    const cached = known.get(id)
    if (cached !== undefined) return cached
    const seen = new Set<string>([id])
    const queue = [id]
    let found = false
    const visit = (next: string) => {
      if (seen.has(next) || known.get(next) === false) return
      seen.add(next)
      queue.push(next)
    }
    // for…of also walks the modules pushed onto the queue while it runs.
    for (const current of queue) {
      if (isRoot(current) || known.get(current) === true) {
        found = true
        break
      }
      for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
        const specifier = barrelOf(importer)
        if (specifier === undefined) {
          visit(importer)
          continue
        }
        const names = namesThrough(importer, current)
        for (const user of graph.getModuleInfo(importer)?.importers ?? []) {
          const used = parsedImports(user).get(specifier) ?? []
          if (used.some((name) => names.includes(name))) visit(user)
        }
      }
    }
    if (found) known.set(id, true)
    else for (const module of seen) known.set(module, false)
    return found
  }
}
