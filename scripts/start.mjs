/**
 * `npm start` (after `npm run build`): the local provider API and the
 * production build with its service worker, side by side. `vite preview`
 * sends the build's security and caching headers (dist/_headers, written by
 * scripts/vite-security-headers.ts; docs/deploy.md).
 */
import { service, stopAllOnExit } from './run.mjs'

const apiPort = process.env.API_PORT ?? '8787'
const appPort = process.env.PORT ?? '4173'

const api = service('api', 'npx', ['tsx', 'server/main.ts'], { API_PORT: apiPort })
const app = service('app', 'npx', ['vite', 'preview', '--port', appPort, '--strictPort'], {})
stopAllOnExit([api, app])

setTimeout(() => {
  console.log(`
  Plan-owner dashboard:  http://localhost:${appPort}
  Local provider API:    http://localhost:${apiPort}/v3
  Demo logins (password demo1234):
    owner@example.com     corporate owner with invoices and enrollees in every state
    family@example.com    family owner with no free slots
    multi@example.com     several roles (account chooser)
    noaccess@example.com  no permission for this dashboard
    large@example.com     10,000 enrollees and 200 invoices
  Reset links and codes: http://localhost:${apiPort}/__dev/outbox
`)
}, 1500)
