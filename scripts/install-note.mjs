/**
 * The one line a first `npm install` prints (package.json `postinstall`).
 * Many packages ask for Node 22 while a machine often has Node 20; the
 * project runs its scripts on its own Node 22 (the `node` devDependency, first
 * on the PATH of every `npm run`), so npm's ~25 "EBADENGINE Unsupported
 * engine" warnings are noise and `.npmrc` (`loglevel=error`) hides them. This
 * line says instead, once, which Node the scripts use.
 */
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

/** Pure, so it is unit-tested (install-note.test.ts). */
export function installNote(scriptNode, systemNode) {
  const system = systemNode && systemNode !== scriptNode ? ` (system node is ${systemNode})` : ''
  return `Scripts run on Node ${scriptNode} from the node devDependency${system}; npm's warnings are hidden by .npmrc (npm install --loglevel=warn shows them).`
}

/** The Node that runs npm itself (npm sets npm_node_execpath), if it answers. */
function systemNodeVersion() {
  const execPath = process.env.npm_node_execpath
  if (!execPath) return undefined
  try {
    return execFileSync(execPath, ['--version'], { encoding: 'utf8' }).trim()
  } catch {
    return undefined
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.log(installNote(process.version, systemNodeVersion()))
