/**
 * Injected faults (test hook): the next `times` calls matching a method and a
 * path glob answer a given status and body, or stall first.
 */
export type Fault = {
  id: number
  method: string
  path: string
  status: number | undefined
  times: number
  delayMs: number
  /** `hasBody` tells "answer null" from "answer the default error body". */
  hasBody: boolean
  body: unknown
  /**
   * before: the call never reaches the API (the usual fault); after: the call
   * runs (its write is applied), then its answer is replaced — a lost answer.
   */
  phase: 'before' | 'after'
}

/** `*` matches one path segment, `**` any number of them. */
function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+'),
    )
    .join('.*')
  return new RegExp(`^${escaped}/?$`)
}

export class FaultStore {
  private faults: (Fault & { pattern: RegExp })[] = []
  private nextId = 1

  add(fault: Omit<Fault, 'id'>): Fault {
    const stored = { ...fault, id: this.nextId++, method: fault.method.toUpperCase(), pattern: globToRegExp(fault.path) }
    this.faults.push(stored)
    return this.describe(stored)
  }

  clear() {
    this.faults = []
  }

  /** Removes one fault (an e2e offline spell ends, other pending faults stay); false if it is gone. */
  remove(id: number): boolean {
    const before = this.faults.length
    this.faults = this.faults.filter((fault) => fault.id !== id)
    return this.faults.length < before
  }

  list(): Fault[] {
    return this.faults.map((fault) => this.describe(fault))
  }

  /** The first fault matching this call, counted down (and dropped at zero). */
  take(method: string, path: string): Fault | undefined {
    const upper = method.toUpperCase()
    const index = this.faults.findIndex((fault) => (fault.method === '*' || fault.method === upper) && fault.pattern.test(path))
    const fault = this.faults[index]
    if (!fault) return undefined
    fault.times -= 1
    if (fault.times <= 0) this.faults.splice(index, 1)
    return this.describe(fault)
  }

  private describe({ pattern: _pattern, ...fault }: Fault & { pattern: RegExp }): Fault {
    return fault
  }
}
