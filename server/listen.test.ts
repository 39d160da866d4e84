/** Decisions: 'A shared phone and payments': the API listens on loopback only, and `localhost` reaches it however it resolves. */
import { request } from 'node:http'
import { networkInterfaces } from 'node:os'
import { afterAll, describe, expect, it } from 'vitest'
import type { ServerType } from '@hono/node-server'
import { isLoopback, listenOn, listenPlan } from './listen'

const servers: ServerType[] = []
afterAll(() => {
  for (const server of servers) server.close()
})

/** Status of GET / on host:port, or the connection error's code. */
function probe(host: string, port: number, family?: 4 | 6): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ host, port, path: '/', family, timeout: 2000 }, (res) => {
      res.resume()
      resolve(String(res.statusCode))
    })
    req.on('error', (error) => resolve('code' in error ? String(error.code) : error.message))
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.end()
  })
}

/** This machine's addresses that other machines could reach. */
const outward = Object.values(networkInterfaces())
  .flat()
  .filter((item) => item && !item.internal)
  .map((item) => item?.address ?? '')

describe('where the API listens', () => {
  it('plans loopback only by default, and warns when API_HOST is not loopback', () => {
    expect(listenPlan(undefined)).toEqual({ hosts: ['127.0.0.1', '::1'] })
    expect(listenPlan('127.0.0.1')).toEqual({ hosts: ['127.0.0.1'] })
    expect(listenPlan('0.0.0.0').warning).toMatch(/API_HOST=0\.0\.0\.0/)
    expect(listenPlan('192.168.1.20').warning).toMatch(/test hooks/)
    expect(['localhost', '127.0.0.5', '::1', '[::1]'].every(isLoopback)).toBe(true)
    expect(['0.0.0.0', '::', '10.0.0.2', 'example.com'].some(isLoopback)).toBe(false)
  })

  it('answers localhost over IPv4 and IPv6 (Node 22 may try ::1 first), and no outward address', async () => {
    const started = await listenOn(() => new Response('ok'), listenPlan(undefined).hosts, 0)
    servers.push(...started.servers)
    expect(await probe('127.0.0.1', started.port)).toBe('200')
    expect(await probe('localhost', started.port)).toBe('200')
    // ::1 explicitly, as a machine whose `localhost` resolves to ::1 first would connect (when it has IPv6).
    if (started.servers.length === 2) expect(await probe('::1', started.port, 6)).toBe('200')
    expect(await fetch(`http://localhost:${started.port}/`).then((res) => res.status)).toBe(200)
    for (const address of outward) expect(await probe(address, started.port)).toMatch(/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|timeout/)
  })
})
