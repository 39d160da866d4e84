/**
 * Where `npm start`'s API listens (decisions: 'A shared phone and payments'). By default only on this
 * machine's loopback: 127.0.0.1, and ::1 too where the machine has it, because
 * Node 22, browsers and curl may resolve `localhost` to ::1 first (the app and
 * the scripts call `http://localhost:…`). API_HOST picks another address (e.g.
 * 0.0.0.0 to demo on a phone), with a warning: the test hooks then answer the
 * whole network.
 */
import type { AddressInfo } from 'node:net'
import { isIP } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'

const LOOPBACK_HOSTS = ['127.0.0.1', '::1'] as const

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '')
  if (bare === 'localhost' || bare === '::1') return true
  return isIP(bare) === 4 && bare.startsWith('127.')
}

/** The addresses to listen on, and the warning to print when one is not loopback. */
export function listenPlan(apiHost: string | undefined): { hosts: string[]; warning?: string } {
  const host = apiHost?.trim()
  if (!host) return { hosts: [...LOOPBACK_HOSTS] }
  if (isLoopback(host)) return { hosts: [host] }
  return {
    hosts: [host],
    warning: `⚠ API_HOST=${host}: the local API (with its test hooks: reset the data, read reset codes at /__dev/outbox) answers every machine that can reach this address. Use it only on a network you trust.`,
  }
}

type Fetch = Parameters<typeof createAdaptorServer>[0]['fetch']

function listenOne(fetch: Fetch, host: string, port: number): Promise<ServerType> {
  const server = createAdaptorServer({ fetch })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

/** The API's own absence of ::1 (a machine without IPv6) is no failure: 127.0.0.1 serves. */
const NO_ADDRESS = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT'])

/** Listens on every host of the plan, on one port (the first server's when `port` is 0). */
export async function listenOn(fetch: Fetch, hosts: string[], port: number): Promise<{ servers: ServerType[]; port: number }> {
  const servers: ServerType[] = []
  let chosen = port
  for (const host of hosts) {
    try {
      const server = await listenOne(fetch, host, chosen)
      const address = server.address()
      if (chosen === 0 && address && typeof address === 'object') chosen = (address satisfies AddressInfo).port
      servers.push(server)
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? String(error.code) : ''
      if (servers.length === 0 || !NO_ADDRESS.has(code)) throw error
    }
  }
  return { servers, port: chosen }
}
