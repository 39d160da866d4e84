/** Types of `audit-deps.mjs` (see there). */
export function packageOf(specifier: string): string | null
export function runtimeImports(source: string): Set<string>
export function shippedPackages(lock: unknown, imported: Set<string>): Set<string>
export function classifyShipped(
  report: unknown,
  shipped: Set<string>,
): { verdict: 'clean' | 'findings' | 'unavailable'; detail: string; packages: string[] }
