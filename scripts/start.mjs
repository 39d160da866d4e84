/**
 * `npm start`: builds the app (only if something changed since the last
 * build: build-stamp.mjs), then runs the local provider API and the
 * production build with its service worker, side by side, and prints the
 * banner (addresses, demo logins) last, once both answer; the build's and the
 * servers' start-up output is shown only if they fail. PORT / API_PORT
 * carry through to the build and the API (scripts/start-env.mjs). `vite
 * preview` sends the build's security and caching headers (dist/_headers,
 * written by scripts/vite-security-headers.ts; docs/deploy.md).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { loadEnv } from 'vite'
import { buildHash, readBuildInputs, rebuildReason, STAMP_FILE } from './build-stamp.mjs'
import { OTHER_SITES, startOtherSites } from './other-sites.mjs'
import { quietStep, service, stopAllOnExit } from './run.mjs'
import { startEnv } from './start-env.mjs'

const viteEnv = loadEnv('production', process.cwd(), 'VITE_')
const { appPort, appOrigin, apiOrigin, otherSitePorts, build, api: apiEnv } = startEnv({ ...process.env, ...viteEnv })

// Everything the build's output depends on besides the files: its env and the Node that runs it.
// Hashed before the build, so a file edited while it runs counts as changed next time.
const currentHash = buildHash(readBuildInputs(process.cwd()), { ...viteEnv, ...build, node: process.version })
const storedHash = existsSync(STAMP_FILE) ? readFileSync(STAMP_FILE, 'utf8').trim() : undefined
const reason = rebuildReason({ hasBuild: existsSync('dist/index.html'), storedHash, currentHash })
if (reason) {
  quietStep(`Building the app (${reason}; about a minute)`, 'npm', ['run', 'build'], build)
  writeFileSync(STAMP_FILE, `${currentHash}\n`)
} else {
  console.log('The app is unchanged since the last build: reusing dist/.')
}

// The API's API_HOST warning (server/listen.ts) is kept; its list of logins is in the banner below.
const api = service('api', 'npx', ['tsx', 'server/main.ts'], apiEnv, { quiet: true, keep: (line) => line.includes('⚠') })
const app = service('app', 'npx', ['vite', 'preview', '--port', appPort, '--strictPort'], { PORT: appPort }, { quiet: true })
stopAllOnExit([api, app])
// The provider's other dashboards that the account chooser links to: a page each saying so (other-sites.mjs).
// They follow PORT (start-env.mjs), so a second demo on another PORT has its own.
const otherSites = OTHER_SITES.map((site, index) => ({ ...site, port: otherSitePorts[index] ?? site.port }))
await startOtherSites(appOrigin, otherSites)

/** Resolves once the address answers at all (any status). */
async function answers(url) {
  for (let tries = 0; tries < 300; tries++) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

await Promise.all([answers(`${apiOrigin}/v3`), answers(`${appOrigin}/`)])
console.log(`
  Plan-owner dashboard:  ${appOrigin}
  Local provider API:    ${apiOrigin}/v3
  Demo logins (password demo1234):
    owner@example.com     corporate owner with invoices and enrollees in every state
    family@example.com    family owner with no free slots
    multi@example.com     several roles (account chooser)
    noaccess@example.com  no permission for this dashboard
    large@example.com     10,000 enrollees and 200 invoices
  Reset links and codes: ${apiOrigin}/__dev/outbox
  The provider's other dashboards (stand-in pages): ${otherSites.map((site) => `:${site.port}`).join(', ')}
`)
// From here on the servers' own messages (errors, the API_HOST warning) are shown.
api.showOutput()
app.showOutput()
