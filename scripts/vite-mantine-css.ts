/**
 * Mantine's CSS by component (decisions: 'Speed': initial CSS ≤ 30 KB gzip), in the
 * `mantine` cascade layer.
 *
 * `@mantine/core/styles.css` holds every component's rules (~37 KB gzip)
 * though the first screen uses a few. Mantine also ships one sheet per
 * component (`@mantine/core/styles/<Name>.layer.css`), and each component's
 * code takes its class names from `<Name>.module.mjs`. So the build:
 * - turns `import '@mantine/core/styles.css'` into the three global sheets
 *   (baseline, CSS variables, global classes) alone, so they stay first in the
 *   app's CSS, where the full sheet has them, and load with the app's code
 *   (not from index.html, which would hold back the static shell's paint);
 * - lets every `<Name>.module.mjs` import its sheet, so a component's rules
 *   travel with its code: in the initial CSS when the component is in the
 *   initial JavaScript, fetched with the route chunk otherwise. A component
 *   added to a screen later brings its CSS without anyone listing it. Mantine
 *   keeps its order: a component imports the components it is built on before
 *   its own class names, so their rules come first, as in the full sheet.
 * Since a route's sheets now arrive after the app's own CSS, all Mantine CSS
 * (core, notifications, dates; dev and build alike) is taken in its `.layer.css`
 * form: rules in a layer lose to the app's unlayered ones whatever the order,
 * so the app's overrides (e.g. src/app/focus-ring.module.css) keep winning.
 * The dev server pre-bundles @mantine/core (the component hooks do not see
 * its files), so it serves the whole layered sheet.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const CORE_SHEET = '@mantine/core/styles.css'
const LAYERED: Partial<Record<string, string>> = {
  [CORE_SHEET]: '@mantine/core/styles.layer.css',
  '@mantine/notifications/styles.css': '@mantine/notifications/styles.layer.css',
  '@mantine/dates/styles.css': '@mantine/dates/styles.layer.css',
}
const GLOBALS_ID = '\0mantine-core-globals.css'
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global']
/** Under esm/components/, but also esm/utils/ (InlineInput, the label layout of Checkbox, Radio, Switch). */
const CLASS_NAMES = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:[^\\/]+[\\/])+([A-Za-z]+)\.module\.mjs$/

export function mantineCssByComponent(): Plugin {
  const require = createRequire(import.meta.url)
  const stylesDir = join(dirname(require.resolve(CORE_SHEET)), 'styles')
  const sheet = (name: string) => join(stylesDir, `${name}.layer.css`)
  let isBuild = false
  return {
    name: 'mantine-css-by-component',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build'
    },
    resolveId(source) {
      if (isBuild && source === CORE_SHEET) return GLOBALS_ID
      const layered = LAYERED[source]
      return layered ? require.resolve(layered) : null
    },
    load(id) {
      return id === GLOBALS_ID ? GLOBAL_SHEETS.map((name) => readFileSync(sheet(name), 'utf8')).join('\n') : null
    },
    transform(code, id) {
      const name = isBuild ? CLASS_NAMES.exec(id.split('?')[0] ?? id)?.[1] : undefined
      if (!name) return null
      if (!existsSync(sheet(name))) this.error(`@mantine/core has no styles/${name}.layer.css for ${id}`)
      // Appended, not prepended: imports run first wherever they stand, and the source map stays exact.
      return { code: `${code}\nimport '@mantine/core/styles/${name}.layer.css'\n`, map: null }
    },
  }
}
