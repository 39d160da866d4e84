/** Types of `install-note.mjs` (see there). */
export function installNote(scriptNode: string, systemNode: string | undefined): string
