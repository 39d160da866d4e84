/**
 * Build-time configuration (spec §1, §2, §9). Values come from `VITE_*`
 * variables; anything missing falls back to the local demo setup. The same
 * schema is checked by `vite.config.ts` when the build starts, so a bad value
 * fails the build instead of shipping a broken app.
 */
import * as v from 'valibot'

const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0', '']), ''),
    v.transform((value) => (value === '' ? fallback : value === 'true' || value === '1')),
  )

/** A web address: `localhost:8787/v3` parses as a URL (scheme "localhost:") but no browser can fetch it. */
const webUrl = v.pipe(
  v.string(),
  v.url(),
  v.regex(/^https?:\/\//i, (issue) => `Use an http:// or https:// address: Received ${issue.received}`),
)
const url = (fallback: string) => v.optional(webUrl, fallback)
/** Whole days between 1 and `max`; empty means the fallback. */
const days = (fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value.trim() === '' ? fallback : Number(value))),
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(max),
  )

/**
 * The payment provider's page (decisions: 'A shared phone and payments'): an https origin only, or empty for
 * the local API's stand-in page (`/pay/{reference}` on the API's own origin).
 */
const paymentPageOrigin = v.pipe(
  v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        webUrl,
        v.regex(/^https:\/\//i, (issue) => `Use an https:// address: Received ${issue.received}`),
      ),
    ]),
    '',
  ),
  v.transform((value) => (value === '' ? null : new URL(value).origin)),
)

const optionalUrl = v.pipe(
  v.optional(v.union([v.literal(''), webUrl]), ''),
  v.transform((value) => (value === '' ? null : value)),
)

const envSchema = v.object({
  VITE_API_BASE_URL: url('http://localhost:8787/v3'),
  /** Where checkouts may send the browser to pay (https only); empty: the local API's stand-in pay page. */
  VITE_PAYMENT_PAGE_ORIGIN: paymentPageOrigin,
  /** The provider's name on documents (invoices and receipts). */
  VITE_PROVIDER_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'HMO Health Plans'),
  VITE_SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'support@example.com'),
  VITE_SUPPORT_PHONE: v.optional(v.pipe(v.string(), v.nonEmpty()), '+234 700 000 0000'),
  VITE_SUPPORT_MESSAGING_URL: url('https://wa.me/2347000000000'),
  VITE_SUPPORT_SOCIAL_URL: optionalUrl,
  VITE_ACCOUNTS_SITE_URL: optionalUrl,
  /** Purchase page (spec §2): the plans' health-benefits list, and the how-it-works page of plan 22860. */
  VITE_PLAN_BENEFITS_URL: url('https://example.com/health-benefits'),
  VITE_HOW_IT_WORKS_URL: url('https://example.com/how-it-works'),
  VITE_ROLE_HOST_USER: url('http://localhost:4173'),
  VITE_ROLE_HOST_ENROLLEE: url('http://localhost:4174'),
  VITE_ROLE_HOST_CLIENT: url('http://localhost:4175'),
  VITE_COOKIE_DOMAIN: v.optional(v.string(), ''),
  VITE_FEATURE_LANGUAGE_OPTIONS: flag(false),
  /** Offers the pseudo-locale (en-XA, accented and longer) in the language selector: for tests, never for users. */
  VITE_PSEUDO_LOCALE: flag(false),
  VITE_FEATURE_MANAGE_ENROLLEES: flag(true),
  VITE_FEATURE_MANAGE_BILLING: flag(true),
  /** How long a trusted device keeps the offline copy of the user's data (decisions: 'Reading offline': at most 7 days). */
  VITE_OFFLINE_CACHE_DAYS: days(7, 7),
})

export type Env = v.InferOutput<typeof envSchema>

/** Parses raw env values, throwing a readable error naming each bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = v.safeParse(envSchema, raw)
  if (result.success) return result.output
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
  throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
}
