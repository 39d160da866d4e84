import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  headerRules,
  headersForPath,
  IMMUTABLE,
  inlineScripts,
  matchesPath,
  parseHeadersFile,
  renderHeadersFile,
  REVALIDATE,
} from './security-headers'

const options = { apiBaseUrl: 'https://api.example.ng/v3' }

function directives(policy: string) {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the app, with the given hashes and nothing inline or eval', () => {
    const policy = directives(contentSecurityPolicy({ ...options, scriptHashes: ['sha256-abc='] }))
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"])
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect([...policy.values()].flat().filter((source) => source.includes('unsafe-eval'))).toEqual([])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('lets pictures and fetches reach the API origin only', () => {
    const policy = directives(contentSecurityPolicy(options))
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.ng'])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.ng'])
  })

  it('shuts plugins, base, framing and form posts', () => {
    const policy = directives(contentSecurityPolicy(options))
    for (const name of ['object-src', 'base-uri', 'frame-ancestors', 'frame-src', 'form-action']) {
      expect(policy.get(name), name).toEqual(["'none'"])
    }
  })
})

describe('headerRules', () => {
  const rules = headerRules(options)

  it('sends the security headers everywhere, immutable caching for hashed assets, revalidation for the shell', () => {
    const asset = headersForPath(rules, '/assets/index-DuzWdRkv.js')
    expect(asset['Cache-Control']).toBe(IMMUTABLE)
    expect(asset['X-Content-Type-Options']).toBe('nosniff')
    for (const path of ['/', '/index.html', '/sw.js']) {
      const headers = headersForPath(rules, path)
      expect(headers['Cache-Control'], path).toBe(REVALIDATE)
      expect(headers['Referrer-Policy'], path).toBe('no-referrer')
      expect(headers['Content-Security-Policy'], path).toContain("script-src 'self'")
    }
    expect(headersForPath(rules, '/assets-not/x.js')['Cache-Control']).toBeUndefined()
  })

  it('never names one header in two rules that match the same path (hosts merge those differently)', () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/assets/a.js', '/dashboard/enrollees']) {
      const names = rules.filter((rule) => matchesPath(rule.path, path)).flatMap((rule) => Object.keys(rule.headers))
      expect(new Set(names).size, path).toBe(names.length)
    }
  })

  it('denies powerful features the app does not use', () => {
    const policy = headersForPath(rules, '/')['Permissions-Policy'] ?? ''
    for (const feature of ['camera', 'geolocation', 'microphone', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`)
  })
})

describe('the _headers file', () => {
  it('reads back what it writes, comments and blank lines aside', () => {
    const rules = headerRules({ ...options, scriptHashes: ['sha256-x+y/z='] })
    const text = renderHeadersFile(rules)
    expect(text).toMatch(/^# /)
    expect(parseHeadersFile(`${text}\n# trailing note\n\n`)).toEqual(rules)
  })
})

describe('inlineScripts', () => {
  it('returns the bodies of scripts without src, verbatim', () => {
    const html = `<script type="module" crossorigin src="/assets/a.js"></script>
      <script>window.a = 1</script><SCRIPT type="module">
 import('/x')
</SCRIPT>`
    expect(inlineScripts(html)).toEqual(['window.a = 1', "\n import('/x')\n"])
  })

  it('leaves out JSON data blocks, which never run', () => {
    const html = `<script type="application/json" id="route-files">{"*":["/assets/app.js"]}</script><script>run()</script>`
    expect(inlineScripts(html)).toEqual(['run()'])
  })
})
