/** Types of `build-stamp.mjs` (see there). */
export type BuildInput = { path: string; content: string | Uint8Array }
export const BUILD_INPUTS: readonly string[]
export const STAMP_FILE: string
export function buildHash(files: readonly BuildInput[], env: Record<string, string | undefined>): string
export function rebuildReason(state: { hasBuild: boolean; storedHash: string | undefined; currentHash: string }): string | null
export function readBuildInputs(root: string, inputs?: readonly string[]): BuildInput[]
