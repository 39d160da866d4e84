// @ts-check
/**
 * The walls of docs/architecture.md ("Layers") as `import-x/no-restricted-paths` zones:
 * app → routes → features → components → lib → config, each layer importing only those to
 * its right, and a feature only itself. The features are read from the disk, so a new folder
 * in src/features is walled in the day it appears. Kept apart from eslint.config.js so
 * `scripts/feature-walls.test.ts` lints its fixtures with exactly these zones.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const features = readdirSync(join(import.meta.dirname, '../src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const COMPOSE = 'Compose the two in the route, or move what both need down to src/lib or src/components (docs/architecture.md, "Layers").'

/** Paths are relative to the repository root (the rule's `basePath`). */
export const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `Features never import each other: ${feature} may import only itself, components, lib and config. ${COMPOSE}`,
  })),
  {
    target: ['./src/features', './src/components', './src/lib', './src/config'],
    from: ['./src/app', './src/routes'],
    message: 'Features and shared code sit below app and routes: pass what they need in as props instead.',
  },
  {
    target: ['./src/components', './src/lib', './src/config'],
    from: './src/features',
    message: `Shared code never imports a feature. ${COMPOSE}`,
  },
  {
    target: ['./src/lib', './src/config'],
    from: './src/components',
    message: 'lib and config sit below the shared components.',
  },
  {
    target: './src/config',
    from: './src/lib',
    message: 'config is the bottom layer: it imports no lib.',
  },
]
