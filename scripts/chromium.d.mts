/** Types of `chromium.mjs` (see there). */
export const chromiumPath: string
export const chromiumArgs: readonly string[]
