/**
 * `npm run api`: the local provider API on API_PORT (default 8787), its data
 * in DATA_DIR (default server/data), created and seeded on first start. It
 * listens on this machine's loopback only unless API_HOST says otherwise
 * (server/listen.ts).
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { listenOn, listenPlan } from './listen'
import { demoAccounts, DEMO_PASSWORD } from './seed/accounts'

const env = process.env
const port = Number(env.API_PORT ?? 8787)
const dataDir = resolve(env.DATA_DIR ?? fileURLToPath(new URL('./data', import.meta.url)))
const appUrl = env.APP_URL ?? 'http://localhost:4173'
mkdirSync(dataDir, { recursive: true })

const app = createApp({
  db: join(dataDir, 'api.sqlite'),
  uploadsDir: join(dataDir, 'uploads'),
  appUrl,
  appOrigins: (env.APP_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  supportEmail: env.SUPPORT_EMAIL ?? 'support@example.com',
  tokenTtlMs: env.TOKEN_TTL_DAYS ? Number(env.TOKEN_TTL_DAYS) * 24 * 60 * 60 * 1000 : undefined,
})

const plan = listenPlan(env.API_HOST)
if (plan.warning) console.warn(plan.warning)
const { servers } = await listenOn(app.fetch, plan.hosts, port)
const url = `http://localhost:${port}`
console.log(`Local provider API on ${url} (base ${url}/v3, listening on ${plan.hosts.join(', ')}), data in ${dataDir}`)
console.log(`Demo logins (password "${DEMO_PASSWORD}"):`)
for (const account of demoAccounts(appUrl)) console.log(`  ${account.email}`)

// Clients that keep sockets open (Playwright's request context in e2e) reuse one after a pause; with Node's
// 5 s keep-alive timeout the server could close it just as a request went out on it ("socket hang up",
// ECONNRESET). Idle sockets are kept longer than any test runs.
for (const server of servers) {
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 120_000
    server.headersTimeout = 121_000
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const server of servers) server.close()
    process.exit(0)
  })
}
