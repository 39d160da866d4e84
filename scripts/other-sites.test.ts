import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../src/config/env-schema'
import { ROLE_HOSTS } from '../server/seed/accounts'
import { OTHER_SITES, otherSitePage, startOtherSites } from './other-sites.mjs'

const APP = 'http://localhost:4173'
let servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  servers = []
})

const portOf = (server: Server | undefined) => {
  const address: AddressInfo | string | null | undefined = server?.address()
  if (!address || typeof address === 'string') throw new Error('not listening')
  return address.port
}

describe("npm start's stand-ins for the provider's other dashboards", () => {
  it('listen where the demo roles and the build send people', () => {
    const env = parseEnv({})
    expect(OTHER_SITES.map((site) => `http://localhost:${site.port}`)).toEqual([
      ROLE_HOSTS.enrollee,
      ROLE_HOSTS.client,
      ROLE_HOSTS.provider,
    ])
    expect([env.VITE_ROLE_HOST_ENROLLEE, env.VITE_ROLE_HOST_CLIENT]).toEqual([ROLE_HOSTS.enrollee, ROLE_HOSTS.client])
  })

  it('answer any path with a page naming the site, a log-out link and the way back', async () => {
    servers = await startOtherSites(APP, [{ port: 0, name: 'Enrollee dashboard' }])
    const response = await fetch(`http://localhost:${portOf(servers[0])}/dashboard?x=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toContain('<h1>Enrollee dashboard</h1>')
    expect(html).toContain(`<a href="${APP}/logout">Log out</a>`)
    expect(html).toContain(`<a href="${APP}/">open the plan-owner dashboard</a>`)
  })

  it('skip a port that is already taken, with a warning, and start the others', async () => {
    const [taken] = await startOtherSites(APP, [{ port: 0, name: 'Client dashboard' }])
    if (taken) servers.push(taken)
    const warnings: string[] = []
    const started = await startOtherSites(
      APP,
      [
        { port: portOf(taken), name: 'Client dashboard' },
        { port: 0, name: 'Provider dashboard' },
      ],
      (message) => warnings.push(message),
    )
    servers.push(...started)
    expect(started).toHaveLength(1)
    expect(warnings).toEqual([expect.stringContaining(`Client dashboard stand-in not started on port ${portOf(taken)}`)])
  })

  it('escape what they print', () => {
    expect(otherSitePage('<b>Site</b>', 'http://x"y')).toContain('<h1>&lt;b&gt;Site&lt;/b&gt;</h1>')
    expect(otherSitePage('Site', 'http://x"y')).toContain('href="http://x&quot;y/logout"')
  })
})
