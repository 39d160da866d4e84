/**
 * `npm start` rebuilds the app (about 45 s) only when something the build
 * reads changed since the last build: the hash of those files and of the
 * build's environment is stored beside dist/ (`.dist-build-hash`) after each
 * successful build and compared on the next start.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** What the build reads: folders walked whole, files if present. */
const BUILD_INPUTS = [
  'src',
  'public',
  'sw',
  'locales',
  'scripts',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.sw.json',
  'tsconfig.node.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
]

/** Made by the build from other inputs (catalogs from .po, the route tree from src/routes), so left out. */
const GENERATED = [/^locales\/[^/]+\/messages\.ts$/, /^src\/routeTree\.gen\.ts$/]

export const STAMP_FILE = '.dist-build-hash'

/** One hash of the files' paths and contents and of the build env (its order does not matter). Pure. */
export function buildHash(files, env) {
  const hash = createHash('sha256')
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`${file.path}\0`).update(file.content).update('\0')
  }
  const sortedEnv = Object.keys(env)
    .sort()
    .map((key) => [key, env[key]])
  return hash.update(JSON.stringify(sortedEnv)).digest('hex')
}

/** Why a build is needed, or null when the last one is still current. Pure. */
export function rebuildReason({ hasBuild, storedHash, currentHash }) {
  if (!hasBuild) return 'no build yet'
  if (!storedHash) return 'no record of what the last build was made from'
  if (storedHash !== currentHash) return 'files or settings changed since the last build'
  return null
}

function walk(root, path, files) {
  const full = join(root, path)
  if (!existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full)) if (name !== 'node_modules' && name !== '.DS_Store') walk(root, join(path, name), files)
  } else {
    const file = relative(root, full).split(sep).join('/')
    if (!GENERATED.some((pattern) => pattern.test(file))) files.push({ path: file, content: readFileSync(full) })
  }
}

/** Reads BUILD_INPUTS under root. */
export function readBuildInputs(root, inputs = BUILD_INPUTS) {
  const files = []
  for (const input of inputs) walk(root, input, files)
  return files
}
