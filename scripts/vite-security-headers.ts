/**
 * Security and caching headers (src/config/security-headers.ts) in the build
 * and in `vite preview`, which is `npm start`'s and the e2e tests' static server.
 *
 * - build: writes `<outDir>/_headers` with the CSP for this build's API origin
 *   and the hashes of any inline script left in index.html.
 * - preview: applies that very file, so what the tests see is what a static
 *   host is told to send, and a preview of an e2e build (another API port) gets
 *   that build's policy, not one made from the current environment.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, normalize, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { parseEnv } from '../src/config/env-schema.ts'
import {
  headerRules,
  headersForPath,
  IMMUTABLE,
  inlineScripts,
  parseHeadersFile,
  renderHeadersFile,
  REVALIDATE,
  type HeaderRule,
} from '../src/config/security-headers.ts'

const HEADERS_FILE = '_headers'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

function isFile(path: string | null) {
  return path !== null && existsSync(path) && statSync(path).isFile()
}

export function securityHeadersPlugin(): Plugin {
  let outDir = 'dist'
  let apiBaseUrl = ''

  /** The rules of the build being served; a build without the file gets them from the environment. */
  function servedRules(logWarning: (message: string) => void): HeaderRule[] {
    const file = join(outDir, HEADERS_FILE)
    if (existsSync(file)) return parseHeadersFile(readFileSync(file, 'utf8'))
    logWarning(`${file} is missing (a build from before the security headers?): using the current environment's API origin.`)
    return headerRules({ apiBaseUrl })
  }

  /** The build file a request path names, or null outside the build (or not decodable). */
  function fileOf(pathname: string): string | null {
    try {
      const path = normalize(join(outDir, decodeURIComponent(pathname)))
      return path.startsWith(outDir + sep) ? path : null
    } catch {
      return null
    }
  }

  return {
    name: 'hmo:security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      apiBaseUrl = parseEnv(config.env).VITE_API_BASE_URL
    },
    writeBundle(options) {
      const dir = options.dir ?? outDir
      const html = join(dir, 'index.html')
      // Other bundles of the build (the service worker's) have no page.
      if (!existsSync(html)) return
      const scriptHashes = inlineScripts(readFileSync(html, 'utf8')).map(sha256)
      writeFileSync(join(dir, HEADERS_FILE), renderHeadersFile(headerRules({ apiBaseUrl, scriptHashes })))
    },
    configurePreviewServer(server) {
      const rules = servedRules((message) => server.config.logger.warn(message))
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview.invalid').pathname
        // The host reads it; it is not a page (hosts that use it do not serve it either).
        if (pathname === `/${HEADERS_FILE}`) {
          res.statusCode = 404
          res.end()
          return
        }
        const headers = headersForPath(rules, pathname)
        // A missing asset must not be remembered for a year; unlisted paths get the host default.
        const exists = isFile(fileOf(pathname))
        if (headers['Cache-Control'] !== IMMUTABLE || !exists) headers['Cache-Control'] = REVALIDATE
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        next()
      })
    },
  }
}
