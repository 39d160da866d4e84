/**
 * `npm start`'s stand-ins for the provider's other dashboards: the hosts the
 * account chooser and the permission modal send a user to (spec §2, §6; the
 * demo's roles in server/seed/accounts.ts). In production they are separate
 * sites. Locally nothing answered there, so multi@'s role cards and noaccess@
 * ended on the browser's "This site can't be reached", which looked like a
 * fault of this app. Each port now answers with one plain page that says
 * which site would open there, with a way back.
 */
import { createServer } from 'node:http'

export const OTHER_SITES = [
  { port: 4174, name: 'Enrollee dashboard' },
  { port: 4175, name: 'Client dashboard' },
  { port: 4176, name: 'Provider dashboard' },
]

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/** The page a stand-in answers every request with. */
export function otherSitePage(name, appOrigin) {
  const site = escapeHtml(name)
  const app = escapeHtml(appOrigin)
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${site} (not part of the local demo)</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style>
<h1>${site}</h1>
<p>In production the provider's ${site.toLowerCase()}, a separate site, opens here. The local demo (<code>npm start</code>) does not include it, so this page stands in for it.</p>
<p><a href="${app}/logout">Log out</a> to sign in as another demo user, or <a href="${app}/">open the plan-owner dashboard</a>.</p>
</html>
`
}

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

/**
 * Starts one stand-in per site; answers the servers once all listen. A port
 * already taken (the real site, or another demo) is left alone with a warning.
 */
export async function startOtherSites(appOrigin, sites = OTHER_SITES, log = console.warn) {
  const servers = await Promise.all(
    sites.map(
      (site) =>
        new Promise((resolve) => {
          const server = createServer((_request, response) => {
            response.writeHead(200, HEADERS)
            response.end(otherSitePage(site.name, appOrigin))
          })
          server.once('error', (error) => {
            log(`[other sites] ${site.name} stand-in not started on port ${site.port}: ${error.message}`)
            resolve(null)
          })
          server.listen(site.port, 'localhost', () => resolve(server))
        }),
    ),
  )
  return servers.filter((server) => server !== null)
}
