/**
 * The HTTP headers the app is served with (decisions: 'Security'): one source for the
 * build's `_headers` file (Netlify, Cloudflare Pages and the like read it
 * as is; docs/deploy.md turns it into nginx), and for `npm start` / e2e,
 * whose preview server applies that same file (scripts/vite-security-headers.ts).
 * Pure functions, relative imports only: vite.config.ts loads this in Node.
 */

export type HeaderMap = Record<string, string>
export type HeaderRule = { path: string; headers: HeaderMap }

export type PolicyOptions = {
  /** The provider API's base URL (VITE_API_BASE_URL): its origin may be fetched and shows pictures. */
  apiBaseUrl: string
  /** `'sha256-…'` sources of inline scripts the built index.html cannot do without. */
  scriptHashes?: readonly string[]
}

/** Hashed build output (`/assets/name-HASH.js`): a changed file always has a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else is revalidated on each use, so a release reaches users at once. */
export const REVALIDATE = 'no-cache'

/**
 * Powerful features the dashboard never uses, denied to the page and to any
 * frame. Only names Chromium recognises: an unknown one is a console error,
 * which costs the Lighthouse best-practices score. `camera` is denied too: the
 * passport photo comes from a file input, which the policy does not govern
 * (the phone's camera app still opens from it).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const

function originOf(url: string): string {
  return new URL(url).origin
}

/**
 * The Content-Security-Policy. Scripts only from the app itself (no inline
 * code, no eval); `'unsafe-inline'` for styles only, because Mantine writes
 * `<style>` tags and `style` attributes at run time and a static host cannot
 * hand out per-response nonces. Pictures and fetches may also use the API's
 * origin (profile photos live there); `blob:`/`data:` pictures are the photo
 * cropper's previews and inline SVG icons.
 */
export function contentSecurityPolicy({ apiBaseUrl, scriptHashes = [] }: PolicyOptions): string {
  const api = originOf(apiBaseUrl)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', api],
    ['font-src', "'self'"],
    ['connect-src', "'self'", api],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // Every form is handled by script; a native submission (a handler that threw) must not leave the page.
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** Sent with every response of the app's origin. */
function securityHeaders(options: PolicyOptions): HeaderMap {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
    // The payment page is reached by navigating this tab, never a popup, so nothing needs the opener.
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/**
 * Path rules in `_headers` order. No header appears in two rules that match
 * the same path: hosts disagree on whether such values are merged or replaced.
 * SPA routes (/dashboard/…) are the host's rewrite to index.html and get its
 * default HTML caching, which must be "revalidate" (docs/deploy.md).
 */
export function headerRules(options: PolicyOptions): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(options) },
    { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
    ...['/', '/index.html', '/sw.js', '/manifest.webmanifest'].map((path) => ({ path, headers: { 'Cache-Control': REVALIDATE } })),
  ]
}

/** The `_headers` file: a path on its own line, its headers indented below it. */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const header = '# Written by the build (src/config/security-headers.ts); see docs/deploy.md.\n'
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  )
  return `${header}${blocks.join('\n')}\n`
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    const current = rules.at(-1)
    if (!/^\s/.test(line)) rules.push({ path: trimmed, headers: {} })
    else if (current) {
      const colon = trimmed.indexOf(':')
      if (colon > 0) current.headers[trimmed.slice(0, colon).trim()] = trimmed.slice(colon + 1).trim()
    }
  }
  return rules
}

/** A rule path matches exactly, or by prefix when it ends in the `*` splat. */
export function matchesPath(rulePath: string, pathname: string): boolean {
  return rulePath.endsWith('*') ? pathname.startsWith(rulePath.slice(0, -1)) : pathname === rulePath
}

/** The headers of every rule matching `pathname`, later rules winning (as Netlify does). */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): HeaderMap {
  const headers: HeaderMap = {}
  for (const rule of rules) if (matchesPath(rule.path, pathname)) Object.assign(headers, rule.headers)
  return headers
}

/**
 * The bodies of the `<script>` elements without `src` in an HTML page that run: a JSON data block
 * (`type="application/json"`, the route list of scripts/vite-route-preload.ts) is never executed,
 * so the CSP needs no hash for it.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match
    if (!/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*["']?application\/json\b/i.test(attributes)) scripts.push(body)
  }
  return scripts
}
