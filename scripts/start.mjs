/**
 * `npm start`: builds the app, then runs the local provider API and the
 * production build with its service worker, side by side. PORT / API_PORT
 * carry through to the build and the API (scripts/start-env.mjs). `vite
 * preview` sends the build's security and caching headers (dist/_headers,
 * written by scripts/vite-security-headers.ts; docs/deploy.md).
 */
import { loadEnv } from 'vite'
import { OTHER_SITES, startOtherSites } from './other-sites.mjs'
import { service, step, stopAllOnExit } from './run.mjs'
import { startEnv } from './start-env.mjs'

const { appPort, appOrigin, apiOrigin, otherSitePorts, build, api: apiEnv } = startEnv({
  ...process.env,
  ...loadEnv('production', process.cwd(), 'VITE_'),
})

step(`Production build (API ${build.VITE_API_BASE_URL})`, 'npm', ['run', 'build'], build)

const api = service('api', 'npx', ['tsx', 'server/main.ts'], apiEnv)
const app = service('app', 'npx', ['vite', 'preview', '--port', appPort, '--strictPort'], { PORT: appPort })
stopAllOnExit([api, app])
// The provider's other dashboards that the account chooser links to: a page each saying so (other-sites.mjs).
// They follow PORT (start-env.mjs), so a second demo on another PORT has its own.
const otherSites = OTHER_SITES.map((site, index) => ({ ...site, port: otherSitePorts[index] ?? site.port }))
await startOtherSites(appOrigin, otherSites)

setTimeout(() => {
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
}, 1500)
