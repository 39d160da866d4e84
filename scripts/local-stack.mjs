/**
 * A throw-away copy of the whole app for scripts that need a running one
 * (PWA screenshots, the Lighthouse audit): a production build pointed at its
 * own local API, both on free ports, in temporary folders, stopped and removed
 * by `stop()`. Nothing it does touches `dist/`, `server/data` or the e2e ports.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export { chromiumArgs, chromiumPath } from './chromium.mjs'

export async function startLocalStack({ label = 'stack' } = {}) {
  const apiPort = await freePort()
  const appPort = await freePort()
  const apiOrigin = `http://localhost:${apiPort}`
  const appOrigin = `http://localhost:${appPort}`
  const outDir = mkdtempSync(join(tmpdir(), `${label}-dist-`))
  const dataDir = mkdtempSync(join(tmpdir(), `${label}-data-`))
  const cleanUp = () => {
    rmSync(outDir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
    // The build moves its hidden source maps beside the deployed folder (scripts/vite-hidden-sourcemaps.ts).
    rmSync(`${outDir}-sourcemaps`, { recursive: true, force: true })
  }

  console.log(`▶ Production build for ${appOrigin} (API ${apiOrigin})`)
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_BASE_URL: `${apiOrigin}/v3`,
      VITE_ROLE_HOST_USER: appOrigin,
      VITE_SUPPORT_EMAIL: 'support@example.com',
    },
  })
  if (build.status !== 0) {
    cleanUp()
    throw new Error('vite build failed')
  }

  const children = [
    background('npx', ['tsx', 'server/main.ts'], {
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      APP_ORIGINS: appOrigin,
      APP_URL: appOrigin,
    }),
    background('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(appPort), '--strictPort'], {}),
  ]
  const stop = () => {
    for (const child of children) child.stop()
    cleanUp()
  }
  try {
    await Promise.all([waitFor(`${apiOrigin}/__dev/outbox`, children[0]), waitFor(appOrigin, children[1])])
  } catch (error) {
    stop()
    throw error
  }
  // sourceMaps: the build's hidden source maps, which the bench reads to name the functions in a trace.
  return { apiOrigin, appOrigin, sourceMaps: `${outDir}-sourcemaps`, stop }
}

/**
 * Starts a server in its own process group: `npx` does not pass signals on
 * to the node process it starts, so only killing the group stops both.
 */
function background(command, args, env) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return {
    child,
    output: () => output,
    stop: () => {
      if (child.exitCode !== null || child.pid === undefined) return
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    },
  }
}

async function waitFor(url, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`Server for ${url} exited:\n${server.output()}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s:\n${server.output()}`)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
